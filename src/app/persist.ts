import {
  persistReducer,
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
  type Transform,
} from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import type { Reducer } from '@reduxjs/toolkit';
import { createEncryptTransform } from '@/shared/lib/aesTransform';
import { createEncodedStorage, safeStorage } from '@/shared/lib/storageCodec';
import { themeSlice } from '@/features/theme/themeSlice';
import { userSlice } from '@/features/auth/userSlice';
import { playerSlice, PLAYER_PERSISTED } from '@/features/music-player/playerSlice';
import { NOT_YET_READ } from './storageMark';
import type { FirstPaintReducers } from './storeShape';

/** The six redux-persist actions carry functions; the serializable check must ignore them. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/** localStorage with base64 keys and values (docs/behaviour.md §1.5). */
export const encodedLocalStorage = createEncodedStorage(() => safeStorage('local'));

/**
 * Persist `reducer` under `key` with only `whitelist` fields, each AES-encrypted (docs/behaviour.md §1.5).
 * `throttle` spaces writes for chatty slices (the player's currentTime).
 */
export function persistEncrypted<S>(key: string, reducer: Reducer<S>, whitelist: (keyof S & string)[], throttle = 0) {
  const config: PersistConfig<S> = {
    key,
    version: 1,
    storage: encodedLocalStorage,
    whitelist,
    // redux-persist types transforms per slice key; ours is value-agnostic, hence the widening.
    transforms: [createEncryptTransform<unknown>(whitelist) as unknown as Transform<S, string>],
    throttle,
    timeout: 2000,
  };
  return persistReducer(config, reducer);
}

/**
 * `saved`, taking over from an `awaitingStorage` reducer: redux-persist reads storage on PERSIST
 * only for a slice without a mark, so the not-yet-read mark is dropped then.
 */
function afterAwaiting<S>(saved: Reducer<S & PersistPartial>): Reducer<S & PersistPartial> {
  return (state, action) => {
    if (action.type !== PERSIST || state?._persist !== NOT_YET_READ) return saved(state, action);
    const { _persist: _mark, ...unsaved } = state;
    return saved(unsaved as S & PersistPartial, action);
  };
}

/** docs/behaviour.md §1.5: theme and user survive reloads, encrypted; API caches never do. */
export const savedFirstPaintReducers = (): FirstPaintReducers => ({
  theme: afterAwaiting(
    persistEncrypted('theme', themeSlice.reducer, ['previewTheme', 'codeTheme', 'theme', 'messageTypeIsCard']),
  ),
  user: afterAwaiting(
    persistEncrypted('user', userSlice.reducer, ['blogAvatar', 'userInfo', 'token', 'infoFlag', 'tokenFlag']),
  ),
});

/** docs/behaviour.md §1.5: saved under blog-music-player; writes throttled (currentTime changes 4×/s), flushed on pagehide. */
export const savedPlayerReducer = () =>
  persistEncrypted('blog-music-player', playerSlice.reducer, PLAYER_PERSISTED, 1000);
