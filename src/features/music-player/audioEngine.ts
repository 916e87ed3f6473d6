import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { browserNetwork, SONG_NEEDS_NETWORK_TEXT } from '@/shared/lib/network';
import { parseLyric } from './lyrics';
import {
  durationChanged,
  lyricClicked,
  paused,
  playFailed,
  played,
  playToggled,
  restoredPaused,
  seekRequested,
  songRequested,
  timeUpdated,
  trackFailed,
  trackLoaded,
  volumeChanged,
  type PlayerState,
} from './playerSlice';
import { playStepped } from './playerThunks';
import { connectMediaSession, type MediaSessionLike } from './mediaSession';
import { artistName, coverOf } from './songFormat';
import type { Song } from './types';

/** The part of HTMLAudioElement the engine uses (tests pass a fake). */
export interface AudioLike {
  src: string;
  currentTime: number;
  duration: number;
  volume: number;
  crossOrigin: string | null;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: string, listener: () => void): void;
}

/** The part of BroadcastChannel the engine uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface LoadedTrack {
  song: Song;
  url: string;
  lyric: string;
}

export interface AudioEngineDeps {
  createAudio: () => AudioLike;
  /** docs/behaviour.md §7.2: detail, then url, then lyric — a failure in any blocks playback. */
  loadTrack: (id: number, dispatch: (action: unknown) => unknown) => Promise<LoadedTrack>;
  /** Only one tab plays at a time: tabs announce playback on this channel. */
  createChannel?: () => ChannelLike | null;
  mediaSession?: MediaSessionLike | null;
  log?: (message: string, error?: unknown) => void;
  /** docs/behaviour.md §12.4: offline, a song is refused at once instead of loading until timeout. */
  isOnline?: () => boolean;
}

type State = { player: PlayerState };
export const PLAYER_PERSIST_KEY = 'blog-music-player';

/**
 * The one module that owns the <audio> element (docs/architecture.md). Components dispatch; this
 * listener middleware turns player actions into audio calls and audio events into actions.
 */
export function createAudioEngine(deps: AudioEngineDeps) {
  const engine = createListenerMiddleware<State>();
  const log = deps.log ?? ((message: string, error?: unknown) => console.warn(message, error));
  const tabId = Math.random().toString(36).slice(2);
  let audio: AudioLike | null = null;
  let channel: ChannelLike | null = null;
  let dispatch: (action: unknown) => unknown = () => undefined;
  let getState: () => State = () => ({ player: {} as PlayerState });
  let pendingSeek: number | null = null;
  let media: ReturnType<typeof connectMediaSession> | null = null;
  const isOnline = deps.isOnline ?? browserNetwork.isOnline;
  const needsNetwork = () => dispatch(noticeShown({ kind: 'warning', message: SONG_NEEDS_NETWORK_TEXT }));

  const element = (): AudioLike => {
    if (audio) return audio;
    const a = deps.createAudio();
    a.crossOrigin = 'anonymous'; // docs/behaviour.md §7.5
    a.volume = getState().player.volume;
    a.addEventListener('timeupdate', () => dispatch(timeUpdated(a.currentTime)));
    a.addEventListener('durationchange', () => dispatch(durationChanged(a.duration)));
    a.addEventListener('loadedmetadata', () => {
      if (pendingSeek !== null) a.currentTime = pendingSeek;
      pendingSeek = null;
    });
    a.addEventListener('ended', () => {
      if (getState().player.playModel === 'SINGLECYCLE') dispatch(seekRequested(0));
      else dispatch(playStepped('next'));
    });
    // Pauses from outside (OS media keys, another tab) must reach the state; not our own calls.
    a.addEventListener('pause', () => !getState().player.isPaused && dispatch(paused()));
    a.addEventListener('play', () => {
      channel?.postMessage({ type: 'playing', tabId });
      media?.playbackChanged(false);
    });
    audio = a;
    return a;
  };

  const safePlay = () => {
    const a = element();
    if (!a.src) return void dispatch(playFailed());
    a.play().catch((error: unknown) => {
      log('音频播放失败', error); // docs/behaviour.md §7.2: only logged, the player stays paused
      if (!isOnline()) needsNetwork();
      dispatch(playFailed());
    });
  };
  const syncPlayState = () => {
    if (getState().player.isPaused) {
      audio?.pause();
      media?.playbackChanged(true);
    } else safePlay();
  };

  const init = (api: { dispatch: (a: unknown) => unknown; getState: () => State }) => {
    if (dispatch === api.dispatch) return;
    dispatch = api.dispatch;
    getState = api.getState;
    channel = deps.createChannel?.() ?? null;
    channel?.addEventListener('message', (event) => {
      const data = event.data as { type?: string; tabId?: string } | null;
      if (data?.type === 'playing' && data.tabId !== tabId && !getState().player.isPaused) {
        dispatch(paused());
        audio?.pause();
      }
    });
    if (deps.mediaSession) media = connectMediaSession(deps.mediaSession, api.dispatch);
  };

  engine.startListening({
    actionCreator: songRequested,
    effect: async (action, api) => {
      init(api);
      api.cancelActiveListeners(); // the newest choice wins
      const { id } = action.payload;
      if (!isOnline()) {
        api.dispatch(trackFailed());
        return void needsNetwork();
      }
      try {
        const loaded = await deps.loadTrack(id, api.dispatch);
        if (api.getState().player.loadingId !== id) return;
        const { lyricList, lyricTimeList } = parseLyric(loaded.lyric);
        api.dispatch(trackLoaded({ song: loaded.song, track: { id, url: loaded.url, lyricList, lyricTimeList } }));
        const a = element();
        a.src = loaded.url;
        a.currentTime = 0;
        media?.trackChanged({ title: loaded.song.name, artist: artistName(loaded.song), cover: coverOf(loaded.song) });
        syncPlayState();
      } catch (error) {
        log(`歌曲 ${id} 加载失败`, error);
        api.dispatch(trackFailed());
        if (!isOnline()) needsNetwork();
      }
    },
  });

  engine.startListening({
    matcher: isAnyOf(playToggled, played, paused, playFailed),
    effect: (_action, api) => {
      init(api);
      syncPlayState();
    },
  });

  engine.startListening({
    matcher: isAnyOf(seekRequested, lyricClicked),
    effect: (_action, api) => {
      init(api);
      const a = element();
      a.currentTime = api.getState().player.currentTime;
      syncPlayState();
    },
  });

  engine.startListening({
    actionCreator: volumeChanged,
    effect: (_action, api) => {
      init(api);
      element().volume = api.getState().player.volume;
    },
  });

  // Restore (docs/behaviour.md §7.2): same song, position and volume, never playing by itself; the URL is re-fetched.
  engine.startListening({
    predicate: (action) => action.type === REHYDRATE && (action as { key?: string }).key === PLAYER_PERSIST_KEY,
    effect: async (_action, api) => {
      init(api);
      api.dispatch(restoredPaused());
      const { player } = api.getState();
      if (!player.track) return;
      let url = player.track.url;
      try {
        url = (await deps.loadTrack(player.track.id, api.dispatch)).url;
      } catch (error) {
        log('恢复播放器时刷新歌曲地址失败', error);
      }
      const a = element();
      a.volume = player.volume;
      a.src = url;
      pendingSeek = player.currentTime;
      a.currentTime = player.currentTime;
      if (player.song)
        media?.trackChanged({ title: player.song.name, artist: artistName(player.song), cover: coverOf(player.song) });
    },
  });

  return { middleware: engine.middleware, audio: () => audio };
}
