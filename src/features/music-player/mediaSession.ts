import { paused, played, seekRequested } from './playerSlice';
import { playStepped } from './playerThunks';

/** The parts of navigator.mediaSession the player uses (absent in jsdom and old browsers). */
export interface MediaSessionLike {
  metadata: unknown;
  playbackState: string;
  setActionHandler(action: string, handler: ((details: { seekTime?: number }) => void) | null): void;
}

/**
 * Media Session API (docs/behaviour.md §7.2): title, artist and cover for the OS, and play/pause/next/previous/seek
 * from media keys, all routed through the same actions as the on-screen controls.
 */
export function connectMediaSession(session: MediaSessionLike, dispatch: (action: unknown) => unknown) {
  const handlers: [string, (details: { seekTime?: number }) => void][] = [
    ['play', () => dispatch(played())],
    ['pause', () => dispatch(paused())],
    ['nexttrack', () => dispatch(playStepped('next'))],
    ['previoustrack', () => dispatch(playStepped('prev'))],
    ['seekto', (details) => details.seekTime !== undefined && dispatch(seekRequested(details.seekTime))],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // an action this browser does not support
    }
  }
  return {
    trackChanged(info: { title: string; artist: string; cover: string }) {
      if (typeof MediaMetadata === 'undefined') return;
      const artwork = info.cover ? [{ src: new URL(info.cover, window.location.href).href }] : [];
      session.metadata = new MediaMetadata({ title: info.title, artist: info.artist, artwork });
    },
    playbackChanged(isPaused: boolean) {
      session.playbackState = isPaused ? 'paused' : 'playing';
    },
  };
}
