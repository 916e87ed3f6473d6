import { musicApi } from './musicApi';
import { createAudioEngine, type LoadedTrack } from './audioEngine';
import type { Song } from './types';

type Dispatch = (action: unknown) => unknown;
interface Unwrappable<T> {
  unwrap(): Promise<T>;
}

/** docs/behaviour.md §7.2: the blog's order — detail, then url, then lyric; any failure blocks playback. */
async function loadTrack(id: number, dispatch: Dispatch): Promise<LoadedTrack> {
  const run = <T>(thunk: unknown) => (dispatch(thunk) as Unwrappable<T>).unwrap();
  const song = await run<Song | null>(
    musicApi.endpoints.songDetail.initiate(id, { subscribe: false, forceRefetch: true }),
  );
  if (!song) throw new Error(`歌曲 ${id} 不存在`);
  const url = await run<string | null>(
    musicApi.endpoints.songUrl.initiate(id, { subscribe: false, forceRefetch: true }),
  );
  if (!url) throw new Error(`歌曲 ${id} 没有可播放的地址`);
  const lyric = await run<string>(musicApi.endpoints.lyric.initiate(id, { subscribe: false }));
  return { song, url, lyric };
}

/** The engine wired to the real page: an <audio> in the body, BroadcastChannel, Media Session. */
export function createBrowserAudioEngine() {
  return createAudioEngine({
    createAudio: () => {
      const audio = document.createElement('audio');
      audio.preload = 'metadata';
      audio.dataset.player = 'music';
      document.body.appendChild(audio);
      return audio;
    },
    loadTrack,
    createChannel: () =>
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('inkstone-music-player'),
    mediaSession: typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null,
  });
}
