import { configureStore } from '@reduxjs/toolkit';
import { noticesSlice } from '@/shared/notices/noticesSlice';
import {
  customSongRemoved,
  lyricClicked,
  lyricSizeChanged,
  modeCycled,
  playerSlice,
  playToggled,
  seekRequested,
  specialBoardOpened,
  timeUpdated,
  topListPageLoaded,
  trackLoaded,
  playFailed,
  type PlayerState,
} from './playerSlice';
import { addedToCustomList, playStepped } from './playerThunks';
import type { Song } from './types';

const song = (id: number): Song => ({
  id,
  name: `歌${id}`,
  ar: [{ name: '甲' }],
  alia: [],
  al: { picUrl: '/c.png' },
  dt: 30000,
});
const makeTestStore = (player?: Partial<PlayerState>) =>
  configureStore({
    reducer: { player: playerSlice.reducer, notices: noticesSlice.reducer },
    preloadedState: player ? { player: { ...playerSlice.getInitialState(), ...player } } : undefined,
  });

describe('playerSlice (docs/behaviour.md §7.2)', () => {
  it('starts paused at volume 0.5', () => {
    const { player } = makeTestStore().getState();
    expect(player).toMatchObject({ volume: 0.5, isPaused: true, lyricType: 'COMMON', playType: 'TOP' });
  });

  it('toggle plays and pauses; a failed play leaves it paused; seeking while paused resumes', () => {
    const store = makeTestStore({ duration: 30 });
    store.dispatch(playToggled());
    expect(store.getState().player.isPaused).toBe(false);
    store.dispatch(playFailed());
    expect(store.getState().player.isPaused).toBe(true);
    store.dispatch(seekRequested(12.3));
    expect(store.getState().player).toMatchObject({ isPaused: false, currentTime: 12.3 });
  });

  it('a lyric click seeks and plays; the index follows time again once time reaches the line', () => {
    const store = makeTestStore();
    store.dispatch(
      trackLoaded({
        song: song(1),
        track: { id: 1, url: '/a', lyricList: ['a', 'b', 'c'], lyricTimeList: [0, 5000, 10000] },
      }),
    );
    store.dispatch(timeUpdated(6));
    expect(store.getState().player.lyricIndex).toBe(1);
    store.dispatch(lyricClicked(2));
    expect(store.getState().player).toMatchObject({ currentTime: 10, isPaused: false, lyricIndex: 2 });
    store.dispatch(timeUpdated(6.2)); // a late timeupdate from before the seek
    expect(store.getState().player.lyricIndex).toBe(2);
    store.dispatch(timeUpdated(10.1));
    store.dispatch(timeUpdated(4));
    expect(store.getState().player.lyricIndex).toBe(0);
  });

  it('cycles modes and keeps special sizes within their ranges', () => {
    const store = makeTestStore();
    store.dispatch(modeCycled());
    expect(store.getState().player.playModel).toBe('SINGLECYCLE');
    for (let i = 0; i < 40; i += 1) store.dispatch(lyricSizeChanged({ key: 'title', delta: 0.2 }));
    store.dispatch(lyricSizeChanged({ key: 'author', delta: -9 }));
    expect(store.getState().player.lyricSizes).toEqual({ title: 5, author: 0, lyric: 1.8 });
    store.dispatch(specialBoardOpened());
    expect(store.getState().player).toMatchObject({ showLyricBoard: true, lyricType: 'SPECIAL' });
  });

  it('adds to the custom list once with 添加成功, and an emptied list returns to TOP', () => {
    const store = makeTestStore({ playType: 'CUSTOM' });
    store.dispatch(addedToCustomList(song(5)));
    store.dispatch(addedToCustomList(song(5)));
    expect(store.getState().player.customerMusicList).toHaveLength(1);
    expect(store.getState().notices.items).toEqual([
      expect.objectContaining({ kind: 'success', title: '提示', message: '添加成功', duration: 1000 }),
    ]);
    store.dispatch(customSongRemoved(5));
    expect(store.getState().player.playType).toBe('TOP');
  });

  it('steps through the active list by mode', () => {
    const list = [song(1), song(2), song(3)];
    const store = makeTestStore({
      topList: list,
      track: { id: 3, url: '', lyricList: [], lyricTimeList: [] },
      playModel: 'LISTLOOP',
    });
    store.dispatch(playStepped('next'));
    expect(store.getState().player.loadingId).toBe(1);
    const custom = makeTestStore({
      topList: list,
      customerMusicList: [song(9)],
      playType: 'CUSTOM',
      playModel: 'RANDOM',
    });
    custom.dispatch(playStepped('next', () => 0.5));
    expect(custom.getState().player.loadingId).toBe(9);
  });

  it('replaces the top list on offset 0 and appends later pages', () => {
    const store = makeTestStore();
    store.dispatch(topListPageLoaded({ offset: 0, songs: [song(1)] }));
    store.dispatch(topListPageLoaded({ offset: 1, songs: [song(2)] }));
    expect(store.getState().player.topList.map((s) => s.id)).toEqual([1, 2]);
    store.dispatch(topListPageLoaded({ offset: 0, songs: [song(3)] }));
    expect(store.getState().player.topList.map((s) => s.id)).toEqual([3]);
  });
});
