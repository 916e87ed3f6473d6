import { configureStore } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { createAudioEngine, type AudioLike, type ChannelLike, type LoadedTrack } from './audioEngine';
import { playerSlice, playToggled, seekRequested, songRequested, volumeChanged, type PlayerState } from './playerSlice';
import type { Song } from './types';
import { noticesSlice } from '@/shared/notices/noticesSlice';
import { SONG_NEEDS_NETWORK_TEXT } from '@/shared/lib/network';

/** A fake <audio>: records calls and lets the test fire events. */
class FakeAudio implements AudioLike {
  src = '';
  currentTime = 0;
  duration = NaN;
  volume = 1;
  crossOrigin: string | null = null;
  playCalls = 0;
  pauseCalls = 0;
  failNext = false;
  private listeners = new Map<string, (() => void)[]>();
  play() {
    this.playCalls += 1;
    if (this.failNext) return Promise.reject(new Error('NotAllowedError'));
    this.fire('play');
    return Promise.resolve();
  }
  pause() {
    this.pauseCalls += 1;
    this.fire('pause');
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const l of this.listeners.get(type) ?? []) l();
  }
}

const song = (id: number): Song => ({ id, name: `歌${id}`, ar: [{ name: '甲' }], al: { picUrl: '/c.png' }, dt: 20000 });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(player: Partial<PlayerState> = {}, loadTrack?: (id: number) => Promise<LoadedTrack>) {
  const audio = new FakeAudio();
  const log = jest.fn();
  const posted: unknown[] = [];
  let onMessage: ((event: MessageEvent) => void) | null = null;
  const channel: ChannelLike = { postMessage: (m) => posted.push(m), addEventListener: (_t, l) => (onMessage = l) };
  const engine = createAudioEngine({
    createAudio: () => audio,
    loadTrack:
      loadTrack ??
      (async (id) => ({ song: song(id), url: `/wapi/media/audio/${id}.wav`, lyric: '[00:01.00]一\n[00:02.00]二\n' })),
    createChannel: () => channel,
    log,
  });
  const store = configureStore({
    reducer: { player: playerSlice.reducer },
    preloadedState: { player: { ...playerSlice.getInitialState(), ...player } },
    middleware: (d) => d({ serializableCheck: false }).concat(engine.middleware),
  });
  return { store, audio, log, posted, message: (data: unknown) => onMessage?.({ data } as MessageEvent) };
}

describe('AudioEngine contract', () => {
  it('loads detail/url/lyric, sets src with crossOrigin anonymous, parses lyrics and plays', async () => {
    const { store, audio, posted } = setup();
    store.dispatch(songRequested({ id: 4 }));
    await flush();
    expect(audio.crossOrigin).toBe('anonymous');
    expect(audio.src).toBe('/wapi/media/audio/4.wav');
    expect(audio.playCalls).toBe(1);
    expect(store.getState().player.track).toEqual({
      id: 4,
      url: '/wapi/media/audio/4.wav',
      lyricList: ['一', '二'],
      lyricTimeList: [1000, 2000],
    });
    expect(posted).toEqual([expect.objectContaining({ type: 'playing' })]);
  });

  it('a failed play is only logged and leaves the player paused', async () => {
    const { store, audio, log } = setup();
    audio.failNext = true;
    store.dispatch(songRequested({ id: 4 }));
    await flush();
    await flush();
    expect(log).toHaveBeenCalledWith('音频播放失败', expect.any(Error));
    expect(store.getState().player.isPaused).toBe(true);
  });

  it('a failed load is logged and leaves the player paused without touching src', async () => {
    const { store, audio, log } = setup({}, async () => Promise.reject(new Error('down')));
    store.dispatch(songRequested({ id: 4 }));
    await flush();
    expect(log).toHaveBeenCalled();
    expect(audio.src).toBe('');
    expect(store.getState().player).toMatchObject({ isPaused: true, loadingId: null });
  });

  it('toggle, seek and volume drive the element; audio events drive the state', async () => {
    const { store, audio } = setup();
    store.dispatch(songRequested({ id: 1 }));
    await flush();
    store.dispatch(playToggled());
    expect(audio.pauseCalls).toBe(1);
    store.dispatch(seekRequested(7.5));
    expect(audio.currentTime).toBe(7.5);
    expect(audio.playCalls).toBe(2); // seeking while paused resumes
    store.dispatch(volumeChanged(0.3));
    expect(audio.volume).toBe(0.3);
    audio.currentTime = 1.5;
    audio.fire('timeupdate');
    expect(store.getState().player).toMatchObject({ currentTime: 1.5, lyricIndex: 0 });
    audio.duration = 20;
    audio.fire('durationchange');
    expect(store.getState().player.duration).toBe(20);
  });

  it('plays the next song on end (LISTLOOP) and restarts the same one in SINGLECYCLE', async () => {
    const { store, audio } = setup({ topList: [song(1), song(2)], playModel: 'LISTLOOP' });
    store.dispatch(songRequested({ id: 1 }));
    await flush();
    audio.fire('ended');
    await flush();
    expect(store.getState().player.track?.id).toBe(2);
    store.dispatch({ type: 'player/modeCycled' });
    audio.currentTime = 19;
    audio.fire('ended');
    expect(audio.currentTime).toBe(0);
    expect(store.getState().player.track?.id).toBe(2);
  });

  it('pauses when another tab starts playing', async () => {
    const { store, message } = setup();
    store.dispatch(songRequested({ id: 1 }));
    await flush();
    message({ type: 'playing', tabId: 'other' });
    expect(store.getState().player.isPaused).toBe(true);
  });

  it('restores after a reload paused, with src and position, without playing', async () => {
    const { store, audio } = setup({
      isPaused: false,
      currentTime: 12,
      track: { id: 3, url: '/old', lyricList: [], lyricTimeList: [] },
    });
    store.dispatch({ type: REHYDRATE, key: 'blog-music-player' });
    await flush();
    expect(store.getState().player.isPaused).toBe(true);
    expect(audio.src).toBe('/wapi/media/audio/3.wav');
    expect(audio.currentTime).toBe(12);
    expect(audio.playCalls).toBe(0);
  });
});

describe('offline (docs/behaviour.md §12.4)', () => {
  it('refuses a song at once with 这首歌需要联网才能播放 instead of loading until the timeout', async () => {
    const loadTrack = jest.fn(async (id: number) => ({ song: song(id), url: `/wapi/${id}.wav`, lyric: '' }));
    const engine = createAudioEngine({ createAudio: () => new FakeAudio(), loadTrack, isOnline: () => false });
    const store = configureStore({
      reducer: { player: playerSlice.reducer, notices: noticesSlice.reducer },
      middleware: (d) => d({ serializableCheck: false }).concat(engine.middleware),
    });
    store.dispatch(songRequested({ id: 7 }));
    await flush();
    expect(loadTrack).not.toHaveBeenCalled();
    expect(store.getState().player).toMatchObject({ loadingId: null, isPaused: true });
    expect(store.getState().notices.items.map((n) => n.message)).toEqual([SONG_NEEDS_NETWORK_TEXT]);
  });

  it('says so when the network goes while a song loads', async () => {
    let online = true;
    const loadTrack = jest.fn(async () => {
      online = false;
      throw new TypeError('Failed to fetch');
    });
    const engine = createAudioEngine({
      createAudio: () => new FakeAudio(),
      loadTrack,
      isOnline: () => online,
      log: () => undefined,
    });
    const store = configureStore({
      reducer: { player: playerSlice.reducer, notices: noticesSlice.reducer },
      middleware: (d) => d({ serializableCheck: false }).concat(engine.middleware),
    });
    store.dispatch(songRequested({ id: 8 }));
    await flush();
    expect(store.getState().player.loadingId).toBeNull();
    expect(store.getState().notices.items.map((n) => n.message)).toEqual([SONG_NEEDS_NETWORK_TEXT]);
  });
});
