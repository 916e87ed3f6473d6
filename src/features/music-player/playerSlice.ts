import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lyricIndexAt } from './lyrics';
import { nextModel } from './playOrder';
import { initialPlayerState, LYRIC_SIZES, type LyricSizeKey } from './playerState';
import type { PlaylistCategory, PlayType, Song, TrackInfo } from './types';

// The state's shape, defaults and persisted fields live in playerState.ts; re-exported for callers.
export { initialPlayerState, LYRIC_SIZES, PLAYER_PERSISTED, type LyricSizeKey, type PlayerState } from './playerState';

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

export const playerSlice = createSlice({
  name: 'player',
  initialState: initialPlayerState,
  reducers: {
    playerToggled(state, action: PayloadAction<boolean | undefined>) {
      state.isShowMusicPlayer = action.payload ?? !state.isShowMusicPlayer;
    },
    lyricBoardToggled(state, action: PayloadAction<boolean | undefined>) {
      state.showLyricBoard = action.payload ?? !state.showLyricBoard;
    },
    /** `?showSpecial` (docs/behaviour.md §7.1): straight into the full-screen board in the special style. */
    specialBoardOpened(state) {
      state.showLyricBoard = true;
      state.lyricType = 'SPECIAL';
    },
    lyricTypeToggled(state) {
      state.lyricType = state.lyricType === 'COMMON' ? 'SPECIAL' : 'COMMON';
    },
    lyricSizeChanged(state, action: PayloadAction<{ key: LyricSizeKey; delta: number }>) {
      const { key, delta } = action.payload;
      const range = LYRIC_SIZES[key];
      state.lyricSizes[key] = Math.round(clamp(state.lyricSizes[key] + delta, range.min, range.max) * 10) / 10;
    },
    dimToggled(state) {
      state.dimBackground = !state.dimBackground;
    },
    categorySelected(state, action: PayloadAction<PlaylistCategory>) {
      state.category = action.payload;
    },
    /** Song table pages (docs/behaviour.md §7.3: page 30); offset 0 replaces the top list. */
    topListPageLoaded(state, action: PayloadAction<{ offset: number; songs: Song[] }>) {
      const { offset, songs } = action.payload;
      state.topList = offset === 0 ? songs : [...state.topList.slice(0, offset), ...songs];
    },
    /** A song was chosen (table, search, custom list, next/prev); the engine fetches it. */
    songRequested(state, action: PayloadAction<{ id: number; playType?: PlayType }>) {
      state.loadingId = action.payload.id;
      if (action.payload.playType) state.playType = action.payload.playType;
      state.isPaused = false;
    },
    trackLoaded(state, action: PayloadAction<{ song: Song; track: TrackInfo }>) {
      state.song = action.payload.song;
      state.track = action.payload.track;
      state.loadingId = null;
      state.currentTime = 0;
      state.duration = (action.payload.song.dt ?? 0) / 1000;
      state.lyricIndex = -1;
      state.clickedLyric = null;
    },
    trackFailed(state) {
      state.loadingId = null;
      state.isPaused = true;
    },
    /** docs/behaviour.md §7.2: the toggle moves between paused and playing. */
    playToggled(state) {
      state.isPaused = !state.isPaused;
    },
    played(state) {
      state.isPaused = false;
    },
    paused(state) {
      state.isPaused = true;
    },
    /** docs/behaviour.md §7.2: an audio play failure leaves the player paused (and is only logged). */
    playFailed(state) {
      state.isPaused = true;
    },
    /** docs/behaviour.md §7.2: seeking while paused resumes playback. */
    seekRequested(state, action: PayloadAction<number>) {
      state.currentTime = clamp(action.payload, 0, state.duration || action.payload);
      state.isPaused = false;
      state.clickedLyric = null;
      if (state.track) state.lyricIndex = lyricIndexAt(state.currentTime * 1000, state.track.lyricTimeList);
    },
    /** docs/behaviour.md §7.2: a lyric click seeks to its line and plays; the index stays on it until time catches up. */
    lyricClicked(state, action: PayloadAction<number>) {
      const time = state.track?.lyricTimeList[action.payload];
      if (time === undefined) return;
      state.currentTime = time / 1000;
      state.isPaused = false;
      state.lyricIndex = action.payload;
      state.clickedLyric = action.payload;
    },
    timeUpdated(state, action: PayloadAction<number>) {
      state.currentTime = action.payload;
      if (!state.track) return;
      const index = lyricIndexAt(action.payload * 1000, state.track.lyricTimeList);
      if (state.clickedLyric !== null) {
        if (index !== state.clickedLyric) return;
        state.clickedLyric = null;
      }
      state.lyricIndex = index;
    },
    durationChanged(state, action: PayloadAction<number>) {
      if (Number.isFinite(action.payload) && action.payload > 0) state.duration = action.payload;
    },
    volumeChanged(state, action: PayloadAction<number>) {
      state.volume = clamp(action.payload, 0, 1);
    },
    /** docs/behaviour.md §7.2: RANDOM → LISTLOOP → SINGLECYCLE → RANDOM. */
    modeCycled(state) {
      state.playModel = nextModel(state.playModel);
    },
    /** docs/behaviour.md §7.3: a song already in the personal list is not added again. */
    customSongAdded(state, action: PayloadAction<Song>) {
      if (!state.customerMusicList.some((s) => s.id == action.payload.id)) state.customerMusicList.push(action.payload);
    },
    /** docs/behaviour.md §7.2: an emptied personal list sends playType back to TOP. */
    customSongRemoved(state, action: PayloadAction<number>) {
      state.customerMusicList = state.customerMusicList.filter((s) => s.id != action.payload);
      if (state.customerMusicList.length === 0) state.playType = 'TOP';
    },
    /** After a reload: never resume by itself (no autoplay surprises). */
    restoredPaused(state) {
      state.isPaused = true;
      state.loadingId = null;
      state.clickedLyric = null;
    },
  },
  selectors: {
    selectPlayer: (state) => state,
    selectActiveList: (state) => (state.playType === 'CUSTOM' ? state.customerMusicList : state.topList),
    selectIsInCustomList: (state, id: number) => state.customerMusicList.some((s) => s.id == id),
  },
});

export const {
  playerToggled,
  lyricBoardToggled,
  specialBoardOpened,
  lyricTypeToggled,
  lyricSizeChanged,
  dimToggled,
  categorySelected,
  topListPageLoaded,
  songRequested,
  trackLoaded,
  trackFailed,
  playToggled,
  played,
  paused,
  playFailed,
  seekRequested,
  lyricClicked,
  timeUpdated,
  durationChanged,
  volumeChanged,
  modeCycled,
  customSongAdded,
  customSongRemoved,
  restoredPaused,
} = playerSlice.actions;
export const { selectPlayer, selectActiveList, selectIsInCustomList } = playerSlice.selectors;
