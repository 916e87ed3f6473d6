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
import type { Reducer } from '@reduxjs/toolkit';
import { createEncryptTransform } from '@/shared/lib/aesTransform';
import { createEncodedStorage, safeStorage } from '@/shared/lib/storageCodec';

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
