import { createCoreStore, createRootReducer, type CoreStoreOptions, type RootState } from './storeCore';
import { savedFirstPaintReducers, savedPlayerReducer } from './persist';
import { addWidgetMiddleware, injectWidgetSlices, type WidgetOptions } from './widgetParts';

export type { AppDispatch, AppStore, RootState } from './storeCore';

export type StoreOptions = CoreStoreOptions & WidgetOptions;

/**
 * The whole store at once, for tests and the server renderer; they never call persistStore. The
 * browser builds the same store in two steps: the first paint's part (main.tsx) and, after `load`,
 * the widgets' part and saved state (storeAfterLoad.ts).
 */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const reducer = createRootReducer(savedFirstPaintReducers());
  // Before the store exists, so preloaded chat and player state is kept.
  injectWidgetSlices(reducer, savedPlayerReducer());
  const core = createCoreStore(reducer, preloadedState, options);
  addWidgetMiddleware(core, options);
  return core.store;
}
