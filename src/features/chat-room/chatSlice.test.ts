import { makeStore } from '@/app/store';
import type { ChatMessageDto } from '@protocol/chatProtocol';
import {
  forcedOffline,
  historyCleared,
  messageReceived,
  messageReverted,
  onlineListReceived,
  panelClosed,
  panelOpened,
  selectChatMessages,
  selectChatStatus,
  selectHasMore,
  selectOnlineList,
  selectUnread,
  socketClosed,
} from './chatSlice';
import { chatApi } from './chatApi';

const msg = (id: number, user_id = 2): ChatMessageDto => ({
  id,
  user_id,
  nick_name: 'n',
  avatar: '',
  content: `m${id}`,
  content_type: 'text',
  createdAt: '2025-01-01 00:00:00',
});

// A real store and real selectors (docs/architecture.md); no socket is ever created here.
test('messages stay unique and ordered by id', () => {
  const store = makeStore();
  store.dispatch(messageReceived({ message: msg(5), fromSelf: false }));
  store.dispatch(messageReceived({ message: msg(3), fromSelf: false }));
  store.dispatch(messageReceived({ message: msg(5), fromSelf: false }));
  expect(selectChatMessages(store.getState()).map((m) => m.id)).toEqual([3, 5]);
  store.dispatch(messageReverted(3));
  expect(selectChatMessages(store.getState()).map((m) => m.id)).toEqual([5]);
  store.dispatch(historyCleared());
  expect(selectChatMessages(store.getState())).toEqual([]);
});

test('unread counts others’ messages while the panel is closed; opening resets it', () => {
  const store = makeStore();
  store.dispatch(messageReceived({ message: msg(1), fromSelf: false }));
  store.dispatch(messageReceived({ message: msg(2), fromSelf: true }));
  expect(selectUnread(store.getState())).toBe(1);
  store.dispatch(panelOpened());
  expect(selectUnread(store.getState())).toBe(0);
  store.dispatch(messageReceived({ message: msg(3), fromSelf: false }));
  expect(selectUnread(store.getState())).toBe(0);
  store.dispatch(panelClosed());
  store.dispatch(messageReceived({ message: msg(4), fromSelf: false }));
  expect(selectUnread(store.getState())).toBe(1);
});

test('closing or a forced offline empties the online list', () => {
  const store = makeStore();
  store.dispatch(onlineListReceived([{ user_id: 1, nick_name: 'a', avatar: '' }]));
  expect(selectOnlineList(store.getState())).toHaveLength(1);
  store.dispatch(socketClosed());
  expect(selectOnlineList(store.getState())).toEqual([]);
  store.dispatch(forcedOffline());
  expect(selectChatStatus(store.getState())).toBe('closed');
});

test('a history page merges in; a full page (10) means more', () => {
  const store = makeStore();
  const page = Array.from({ length: 10 }, (_, i) => msg(i + 11));
  const fulfilled = (list: ChatMessageDto[], arg: { size: number; last_id?: number }) => ({
    type: 'api/executeQuery/fulfilled',
    payload: list,
    meta: {
      arg: { endpointName: 'getChatList', originalArgs: arg, type: 'query', queryCacheKey: 'k' },
      requestId: 'r',
      requestStatus: 'fulfilled',
      fulfilledTimeStamp: 0,
      baseQueryMeta: {},
      RTK_autoBatch: true,
    },
  });
  store.dispatch(fulfilled(page, { size: 10 }));
  expect(chatApi.endpoints.getChatList.matchFulfilled(fulfilled(page, { size: 10 }))).toBe(true);
  expect(selectHasMore(store.getState())).toBe(true);
  store.dispatch(fulfilled([msg(4)], { size: 10, last_id: 11 }));
  expect(selectHasMore(store.getState())).toBe(false);
  expect(selectChatMessages(store.getState()).map((m) => m.id)).toEqual([4, ...page.map((m) => m.id)]);
});
