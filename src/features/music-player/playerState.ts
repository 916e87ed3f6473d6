import type { LyricType, PlaylistCategory, PlayModel, PlayType, Song, TrackInfo } from './types';

/** docs/behaviour.md §7.1 special-lyric sizes (rem): default and range. */
export const LYRIC_SIZES = {
  title: { value: 2.4, min: 1, max: 5 },
  author: { value: 1.4, min: 0, max: 2.4 },
  lyric: { value: 1.8, min: 1, max: 4 },
} as const;
export type LyricSizeKey = keyof typeof LYRIC_SIZES;

/** docs/behaviour.md §7.2 player state, plus what the UI needs to restore the same song and list. */
export interface PlayerState {
  volume: number;
  isPaused: boolean;
  currentTime: number;
  duration: number;
  lyricType: LyricType;
  playType: PlayType;
  playModel: PlayModel;
  topList: Song[];
  customerMusicList: Song[];
  showLyricBoard: boolean;
  isShowMusicPlayer: boolean;
  /** docs/behaviour.md §7.2 current track info, and the song's description (detail format). */
  track: TrackInfo | null;
  song: Song | null;
  /** The id being fetched (detail → url → lyric) before it becomes `track`. */
  loadingId: number | null;
  category: PlaylistCategory | null;
  lyricIndex: number;
  /** docs/behaviour.md §7.2: the index follows time "unless the user just clicked a lyric". */
  clickedLyric: number | null;
  lyricSizes: Record<LyricSizeKey, number>;
  dimBackground: boolean;
}

export const initialPlayerState: PlayerState = {
  volume: 0.5,
  isPaused: true,
  currentTime: 0,
  duration: 0,
  lyricType: 'COMMON',
  playType: 'TOP',
  playModel: 'LISTLOOP',
  topList: [],
  customerMusicList: [],
  showLyricBoard: false,
  isShowMusicPlayer: false,
  track: null,
  song: null,
  loadingId: null,
  category: null,
  lyricIndex: -1,
  clickedLyric: null,
  lyricSizes: { title: LYRIC_SIZES.title.value, author: LYRIC_SIZES.author.value, lyric: LYRIC_SIZES.lyric.value },
  dimBackground: true,
};

/** Fields saved under 'blog-music-player' (docs/behaviour.md §7.4); loadingId and the click lock are transient. */
export const PLAYER_PERSISTED: (keyof PlayerState)[] = [
  'volume',
  'isPaused',
  'currentTime',
  'duration',
  'lyricType',
  'playType',
  'playModel',
  'topList',
  'customerMusicList',
  'showLyricBoard',
  'isShowMusicPlayer',
  'track',
  'song',
  'category',
  'lyricSizes',
  'dimBackground',
];
