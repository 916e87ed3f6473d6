import type { Reducer } from '@reduxjs/toolkit';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { chatSlice } from '@/features/chat-room/chatSlice';
import {
  createChatSocketMiddleware,
  type ChatSocketMiddlewareOptions,
} from '@/features/chat-room/chatSocketMiddleware';
import { musicApi } from '@/features/music-player/musicApi';
import type { PlayerState } from '@/features/music-player/playerSlice';
import { createBrowserAudioEngine } from '@/features/music-player/browserEngine';
import type { CoreStore, RootReducer } from './storeCore';

export interface WidgetOptions {
  /** The chat socket factory (tests inject a fake); defaults to the browser WebSocket. */
  createChatSocket?: ChatSocketMiddlewareOptions['createSocket'];
}

/** The chat and music widgets' slices and the music API's cache, joined to the root reducer. */
export function injectWidgetSlices(reducer: RootReducer, player: Reducer<PlayerState & PersistPartial>) {
  reducer.inject(chatSlice).inject(musicApi).inject({ reducerPath: 'player', reducer: player });
}

/**
 * The music API's middleware, the chat socket's owner and the audio engine (docs/architecture.md:
 * the socket lives in one middleware and never enters state; one AudioEngine owns the <audio>,
 * created lazily on first use), added to the store's dynamic middleware.
 */
export function addWidgetMiddleware({ addMiddleware }: CoreStore, options: WidgetOptions = {}) {
  const chatSocket = createChatSocketMiddleware({
    createSocket: options.createChatSocket ?? ((url) => new WebSocket(url)),
  });
  addMiddleware(musicApi.middleware, chatSocket, createBrowserAudioEngine().middleware);
}
