import type { RootState } from '@/app/store';
import { initialPlayerState, type PlayerState } from '../playerSlice';
import type { Song } from '../types';

/** A detail-format song (docs/behaviour.md §7.2) for component tests. */
export const testSong = (id: number, name = `歌曲${id}`): Song => ({
  id,
  name,
  ar: [{ id: 9, name: '歌手甲' }],
  alia: [],
  al: { id: 1, picUrl: `/c/${id}.png` },
  dt: 30000,
});

/** Preloaded state for `renderWithProviders`: the player slice as redux-persist leaves it after rehydration. */
export const playerState = (player: Partial<PlayerState>): Partial<RootState> => ({
  player: { ...initialPlayerState, ...player, _persist: { version: -1, rehydrated: true } },
});
