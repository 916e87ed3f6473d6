import { createAction } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { savedFirstPaintReducers, savedPlayerReducer } from './persist';
import { mirrorReadingThemes } from '@/features/theme';
import { mirrorSessionState } from './sessionMirror';
import type { CoreStore } from './storeCore';
import { addWidgetMiddleware, injectWidgetSlices } from './widgetParts';

/** Gives the slices just injected their initial state before anything reads them. */
export const widgetSlicesAdded = createAction('app/widgetSlicesAdded');

/**
 * The browser's second step (docs/performance.md "/home first load"), a chunk fetched after `load`:
 * the chat and music widgets' slices and middleware join the store (before those widgets mount),
 * then saved state is read, decrypted and restored (docs/behaviour.md §1.5). Resolves once restored.
 */
export function completeStore(core: CoreStore): Promise<void> {
  const { store, reducer } = core;
  injectWidgetSlices(reducer, savedPlayerReducer());
  const saved = savedFirstPaintReducers();
  reducer
    .inject({ reducerPath: 'theme', reducer: saved.theme }, { overrideExisting: true })
    .inject({ reducerPath: 'user', reducer: saved.user }, { overrideExisting: true });
  store.dispatch(widgetSlicesAdded());
  // The audio engine listens for the player's REHYDRATE: it joins before storage is read.
  addWidgetMiddleware(core);
  mirrorSessionState(store);
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => {
      // The reader's reading themes, kept plain for the head script (docs/behaviour.md §3).
      mirrorReadingThemes(store);
      resolve();
    });
    // docs/behaviour.md §1.5: state is saved on page unload; flush pending throttled writes (the player's position).
    window.addEventListener('pagehide', () => void persistor.flush());
  });
}
