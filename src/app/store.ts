import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api/baseApi';
import type { ApiExtra, ApiTransport } from '@/shared/api/baseQuery';
import { noticesSlice } from '@/shared/notices/noticesSlice';
import { themeSlice } from '@/features/theme/themeSlice';
import { userSlice } from '@/features/auth/userSlice';
import { chatSlice } from '@/features/chat-room/chatSlice';
import {
  createChatSocketMiddleware,
  type ChatSocketMiddlewareOptions,
} from '@/features/chat-room/chatSocketMiddleware';
import { musicApi } from '@/features/music-player/musicApi';
import { playerSlice, PLAYER_PERSISTED, timeUpdated } from '@/features/music-player/playerSlice';
import { createBrowserAudioEngine } from '@/features/music-player/browserEngine';
import { persistEncrypted, PERSIST_ACTIONS } from './persist';

// docs/behaviour.md §1.5: theme and user (and the player) survive reloads, encrypted; API caches never do.
const rootReducer = combineSlices(baseApi, musicApi, noticesSlice, chatSlice, {
  theme: persistEncrypted('theme', themeSlice.reducer, ['previewTheme', 'codeTheme', 'theme', 'messageTypeIsCard']),
  user: persistEncrypted('user', userSlice.reducer, ['blogAvatar', 'userInfo', 'token', 'infoFlag', 'tokenFlag']),
  // docs/behaviour.md §1.5: saved under blog-music-player; writes throttled (currentTime changes 4×/s), flushed on pagehide.
  player: persistEncrypted('blog-music-player', playerSlice.reducer, PLAYER_PERSISTED, 1000),
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** The chat socket factory (tests inject a fake); defaults to the browser WebSocket. */
  createChatSocket?: ChatSocketMiddlewareOptions['createSocket'];
  /** Where the store's requests go (the server renderer, a test's local server); the page's /api when not given. */
  transport?: ApiTransport;
}

/** Builds a store; tests pass `preloadedState` and never call persistStore (only main.tsx does). */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  // docs/architecture.md: the chat socket lives in one middleware; the socket never enters state.
  const chatSocket = createChatSocketMiddleware({
    createSocket: options.createChatSocket ?? ((url) => new WebSocket(url)),
  });
  // docs/architecture.md: one AudioEngine owns the <audio>, created lazily on first use.
  const audioEngine = createBrowserAudioEngine();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
        thunk: { extraArgument: { transport: options.transport } satisfies ApiExtra },
      }).concat(baseApi.middleware, musicApi.middleware, chatSocket, audioEngine.middleware),
    // The player reports its position four times a second: kept out of Redux DevTools' log so the
    // actions worth reading stay visible while music plays (the state still shows it).
    devTools: process.env.NODE_ENV !== 'production' && { actionsDenylist: [timeUpdated.type] },
  });
  // Focus and online refetches are the browser's; the server renderer's store lives for one request.
  if (!options.transport?.serverRender) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
