// docs/behaviour.md §12.4: the browser's own view of the network (navigator.onLine and its
// online/offline events), behind an interface so middleware and engines can be tested offline.

export interface NetworkWatch {
  isOnline(): boolean;
  /** Calls `listener` with the new state on every change; answers the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** The browser's network state; "online" where there is no navigator (the server renderer). */
export const browserNetwork: NetworkWatch = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe(listener) {
    if (typeof window === 'undefined') return () => undefined;
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

/** docs/behaviour.md §12.4: what a write made without the network says (the typed text stays). */
export const OFFLINE_WRITE_TEXT = '网络连接已断开，未能提交：内容已保留，请联网后重试';
/** docs/behaviour.md §12.4: a song asked for without the network. */
export const SONG_NEEDS_NETWORK_TEXT = '这首歌需要联网才能播放';
