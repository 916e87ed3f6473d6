import type { Reducer } from '@reduxjs/toolkit';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import type { ThemeState } from '@/features/theme/themeSlice';
import type { UserState } from '@/features/auth/userSlice';
import type { ChatState } from '@/features/chat-room/chatSlice';
import type { musicApi } from '@/features/music-player/musicApi';
import type { PlayerState } from '@/features/music-player/playerSlice';

// The store's shape (types only), shared by the store's two steps (storeCore.ts, storeAfterLoad.ts).

/** A slice redux-persist manages carries its `_persist` mark (docs/behaviour.md §1.5). */
export type Saved<S> = S & PersistPartial;

/** The slices the first paint reads: present from the start. */
export interface FirstPaintState {
  theme: Saved<ThemeState>;
  user: Saved<UserState>;
}

/**
 * The slices only the chat and music widgets read. The browser adds them after `load`
 * (storeAfterLoad.ts, docs/performance.md "/home first load"), before those widgets mount.
 */
export interface AfterLoadState {
  chat: ChatState;
  player: Saved<PlayerState>;
  musicApi: ReturnType<typeof musicApi.reducer>;
}

/** How the theme and user slices reduce: saved (redux-persist) or waiting for storage to be read. */
export type FirstPaintReducers = { [K in keyof FirstPaintState]: Reducer<FirstPaintState[K]> };
