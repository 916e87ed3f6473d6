import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api/baseApi';
import type { ApiExtra, ApiTransport } from '@/shared/api/baseQuery';
import { noticesSlice } from '@/shared/notices/noticesSlice';
import { timeUpdated } from '@/features/music-player/playerSlice';
import { PERSIST_ACTIONS } from './persist';
import type { AfterLoadState, FirstPaintReducers } from './storeShape';

/** The root reducer: API caches, notices, theme and user; the widgets' slices are injected later. */
export function createRootReducer(reducers: FirstPaintReducers) {
  return combineSlices(baseApi, noticesSlice, reducers).withLazyLoadedSlices<AfterLoadState>();
}

export type RootReducer = ReturnType<typeof createRootReducer>;
/**
 * The whole state as components read it. The after-load slices are typed as present: only the chat
 * and music widgets read them, and those mount once the slices are in (useIdleReady waits for it).
 */
export type RootState = ReturnType<RootReducer> & AfterLoadState;

export interface CoreStoreOptions {
  /** Where the store's requests go (the server renderer, a test's local server); the page's /api when not given. */
  transport?: ApiTransport;
}

/**
 * Builds a store over `reducer` with the middleware every page needs (thunks, the API's), plus a
 * dynamic middleware through which the chat socket owner, the audio engine and the music API's
 * middleware join after `load` (docs/architecture.md: still one store, one socket owner, one audio owner).
 */
export function createCoreStore(
  reducer: RootReducer,
  preloadedState?: Partial<RootState>,
  options: CoreStoreOptions = {},
) {
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    // Typed as the whole state (see RootState): the widgets' slices join through `reducer.inject`.
    reducer: reducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // Development only (production has no such check), so redux-persist and crypto-js stay out of
        // the first load: persistence starts after `load` (docs/performance.md "/home first load").
        serializableCheck: process.env.NODE_ENV !== 'production' && { ignoredActions: PERSIST_ACTIONS },
        thunk: { extraArgument: { transport: options.transport } satisfies ApiExtra },
      }).concat(baseApi.middleware, dynamic.middleware),
    // The player reports its position four times a second: kept out of Redux DevTools' log so the
    // actions worth reading stay visible while music plays (the state still shows it).
    devTools: process.env.NODE_ENV !== 'production' && { actionsDenylist: [timeUpdated.type] },
  });
  // Focus and online refetches are the browser's; the server renderer's store lives for one request.
  if (!options.transport?.serverRender) setupListeners(store.dispatch);
  const addMiddleware = (...middlewares: Middleware[]) => dynamic.addMiddleware(...middlewares);
  return { store, reducer, addMiddleware };
}

export type CoreStore = ReturnType<typeof createCoreStore>;
export type AppStore = CoreStore['store'];
export type AppDispatch = AppStore['dispatch'];
