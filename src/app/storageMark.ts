import type { Reducer } from '@reduxjs/toolkit';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { themeSlice } from '@/features/theme/themeSlice';
import { userSlice } from '@/features/auth/userSlice';
import type { FirstPaintReducers } from './storeShape';

/**
 * redux-persist's own mark for "saved state not read yet". The browser reads storage after `load`
 * (docs/performance.md "/home first load"); until then theme and user carry this mark, so start-up
 * rules that need saved state wait for it (whenRehydrated) exactly as while redux-persist reads.
 */
export const NOT_YET_READ: PersistPartial['_persist'] = Object.freeze({ version: -1, rehydrated: false });

/** `reducer` with the not-yet-read mark, until the saved reducer replaces it (storeAfterLoad.ts). */
export function awaitingStorage<S extends object>(reducer: Reducer<S>): Reducer<S & PersistPartial> {
  return (state, action) => {
    const next = reducer(state, action) as S & Partial<PersistPartial>;
    return next._persist ? (next as S & PersistPartial) : { ...next, _persist: NOT_YET_READ };
  };
}

/** The browser's theme and user slices before storage is read. */
export const awaitingStorageReducers = (): FirstPaintReducers => ({
  theme: awaitingStorage(themeSlice.reducer),
  user: awaitingStorage(userSlice.reducer),
});
