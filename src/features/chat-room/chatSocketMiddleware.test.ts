import configureMockStore from 'redux-mock-store';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore, type RootState } from '@/app/store';
import { selectNotices } from '@/shared/notices/noticesSlice';
import { loggedOut, logoutStarted, tokenReceived } from '@/features/auth';
import { chatConnectRequested, chatReconnectRequested, chatSendRequested } from './chatActions';
import { selectChatStatus } from './chatSlice';
import {
  createChatSocketMiddleware,
  CONNECT_FAILED_TEXT,
  HEALTH_CHECK_MS,
  RETRY_DELAY_MS,
} from './chatSocketMiddleware';
import { fakeSocketFactory } from './testing/fakeChatSocket';
import { CHAT_CLOSE_KICKED } from '@protocol/chatProtocol';

// The dispatched actions are the contract (docs/architecture.md); docs/behaviour.md §6.4 and its constants.
// The mock store's state is the real store's initial state with a user, so a change of the state's
// shape breaks these tests rather than passing by.

/** The app's initial state, signed in as user 7 (with `token`) or anonymous. */
function stateFor(token: string | null): RootState {
  const initial = makeStore().getState();
  const userInfo = token === 'tok-1' ? { id: 7, role: 2, nick_name: '砚', avatar: '' } : null;
  return { ...initial, user: { ...initial.user, token, userInfo } };
}

function setup(loggedIn = true) {
  let state = stateFor(loggedIn ? 'tok-1' : null);
  const factory = fakeSocketFactory();
  const middleware = createChatSocketMiddleware({ createSocket: factory.createSocket, url: () => 'ws://test/ws' });
  // @types/redux-mock-store types middlewares with Redux 4's Middleware: the cast bridges the versions only.
  const store = configureMockStore<RootState>([middleware as never])(() => state);
  const types = () => store.getActions().map((a: UnknownAction) => a.type);
  const notices = () => store.getActions().filter((a: UnknownAction) => a.type === 'notices/noticeShown');
  const setState = (next: RootState) => (state = next);
  return { setState, store, factory, types, notices };
}

/** Opens the newest socket and completes the init handshake. */
function establish(factory: ReturnType<typeof fakeSocketFactory>) {
  const s = factory.last();
  s.open();
  s.receive({ type: 'tips', content: '欢迎' });
  return s;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('connects on start and sends init with the token', () => {
  const { store, factory, types } = setup();
  store.dispatch(chatConnectRequested());
  expect(factory.sockets).toHaveLength(1);
  expect(factory.last().url).toBe('ws://test/ws');
  factory.last().open();
  expect(factory.last().sent).toEqual([{ type: 'init', user_id: 7, token: 'tok-1' }]);
  expect(types()).toEqual(['chat/connectRequested', 'chat/socketConnecting', 'chat/socketOpened']);
});

test('a failed connection toasts and retries every 5 s, stopping after 5 attempts', () => {
  const { store, factory, notices, types } = setup();
  store.dispatch(chatConnectRequested());
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    factory.last().fail();
    expect(notices()).toHaveLength(attempt);
    jest.advanceTimersByTime(RETRY_DELAY_MS - 1);
    expect(factory.sockets).toHaveLength(attempt);
    jest.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(attempt + 1);
  }
  factory.last().fail();
  jest.advanceTimersByTime(4000); // 29 s in: still before the first health check

  expect(factory.sockets).toHaveLength(6);
  expect(notices()).toHaveLength(5);
  expect(notices()[0].payload).toMatchObject({ kind: 'error', message: CONNECT_FAILED_TEXT });
  expect(types()).toContain('chat/socketFailed');
});

test('the 30 s health check reconnects when the socket is not open', () => {
  const { store, factory } = setup();
  store.dispatch(chatConnectRequested());
  establish(factory);
  jest.advanceTimersByTime(HEALTH_CHECK_MS);
  expect(factory.sockets).toHaveLength(1); // open: nothing to do
  // Retries used up: the next health check starts over.
  for (let i = 0; i < 6; i += 1) {
    factory.last().fail();
    jest.advanceTimersByTime(RETRY_DELAY_MS);
  }
  const count = factory.sockets.length;
  jest.advanceTimersByTime(HEALTH_CHECK_MS);
  expect(factory.sockets.length).toBe(count + 1);
  expect(factory.last().readyState).toBe(0);
});

test('a send while closed is pending and retried exactly once after the reconnect', () => {
  const { store, factory } = setup();
  store.dispatch(chatConnectRequested());
  establish(factory).fail();
  store.dispatch(chatSendRequested({ content: '你好', content_type: 'text' }));
  const s = factory.last();
  expect(factory.sockets).toHaveLength(2);
  s.open();
  expect(s.sent).toEqual([{ type: 'init', user_id: 7, token: 'tok-1' }]);
  s.receive({ type: 'tips', content: '欢迎' });
  s.receive({ type: 'tips', content: '欢迎' });
  expect(s.sent.filter((f) => f.type === 'message')).toEqual([
    { type: 'message', content: '你好', content_type: 'text', user_id: 7 },
  ]);
});

test('an open socket sends straight away', () => {
  const { store, factory } = setup();
  store.dispatch(chatConnectRequested());
  const s = establish(factory);
  store.dispatch(chatSendRequested({ content: '/uploads/a.png', content_type: 'image' }));
  expect(s.sent[1]).toMatchObject({ type: 'message', content: '/uploads/a.png', content_type: 'image' });
});

test('the socket is closed when the own entry is missing from the online list', () => {
  const { store, factory, types } = setup();
  store.dispatch(chatConnectRequested());
  const s = establish(factory);
  s.receive({ type: 'onlineList', list: [{ user_id: 7, nick_name: '砚', avatar: '' }] });
  expect(s.closedByClient).toBe(false);
  s.receive({ type: 'onlineList', list: [{ user_id: 8, nick_name: '别人', avatar: '' }] });
  expect(s.closedByClient).toBe(true);
  expect(types().slice(-2)).toEqual(['chat/onlineListReceived', 'chat/socketClosed']);
  jest.advanceTimersByTime(HEALTH_CHECK_MS);
  expect(factory.sockets).toHaveLength(2);
});

test('an anonymous visitor is never closed for a missing entry', () => {
  const { store, factory } = setup(false);
  store.dispatch(chatConnectRequested());
  const s = establish(factory);
  expect(s.sent[0]).toEqual({ type: 'init', user_id: null, token: null });
  s.receive({ type: 'onlineList', list: [] });
  expect(s.closedByClient).toBe(false);
});

test('offline from the server closes it and the health check leaves it closed', () => {
  const { store, factory, types } = setup();
  store.dispatch(chatConnectRequested());
  const s = establish(factory);
  s.receive({ type: 'offline' });
  expect(s.closedByClient).toBe(true);
  expect(types()).toContain('chat/forcedOffline');
  jest.advanceTimersByTime(HEALTH_CHECK_MS * 2);
  expect(factory.sockets).toHaveLength(1);
  store.dispatch(chatReconnectRequested());
  expect(factory.sockets).toHaveLength(2);
});

test('the kicked close code without its frame: forced offline, no retry, no failure toast', () => {
  const { store, factory, types, notices } = setup();
  store.dispatch(chatConnectRequested());
  const s = establish(factory);
  s.readyState = 3;
  s.onclose?.({ code: CHAT_CLOSE_KICKED } as CloseEvent);
  expect(types().slice(-1)).toEqual(['chat/forcedOffline']);
  jest.advanceTimersByTime(HEALTH_CHECK_MS * 2);
  expect(factory.sockets).toHaveLength(1);
  expect(notices()).toEqual([]);
});

test('frames become slice actions: message, revert, clear, error', () => {
  const { store, factory } = setup();
  store.dispatch(chatConnectRequested());
  const s = establish(factory);
  const message = {
    id: 3,
    user_id: 7,
    nick_name: '砚',
    avatar: '',
    content: 'hi',
    content_type: 'text' as const,
    createdAt: '2025-01-01 00:00:00',
  };
  s.receive({ type: 'message', ...message });
  s.receive({ type: 'revert', message_id: 3 });
  s.receive({ type: 'clear' });
  s.receive({ type: 'error', content: '权限不足' });
  s.onmessage?.({ data: 'not json' } as MessageEvent);
  const actions = store.getActions().slice(-4);
  expect(actions[0]).toEqual({ type: 'chat/messageReceived', payload: { message, fromSelf: true } });
  expect(actions[1]).toEqual({ type: 'chat/messageReverted', payload: 3 });
  expect(actions[2]).toEqual({ type: 'chat/historyCleared' });
  expect(actions[3].payload).toMatchObject({ kind: 'error', message: '权限不足' });
});

test('login and logout rebind the socket to the new token', () => {
  const { setState, store, factory } = setup(false);
  store.dispatch(chatConnectRequested());
  establish(factory);
  setState(stateFor('tok-2'));
  store.dispatch(tokenReceived('tok-2'));
  expect(factory.sockets).toHaveLength(2);
  expect(factory.sockets[0].closedByClient).toBe(true);
  factory.last().open();
  expect(factory.last().sent[0]).toMatchObject({ type: 'init', token: 'tok-2' });
  setState(stateFor(null));
  store.dispatch(loggedOut());
  expect(factory.sockets).toHaveLength(3);
});

test('logout leaves the socket before the server closes it: no error, no retry, then a visitor socket', () => {
  const { setState, store, factory, notices } = setup();
  store.dispatch(chatConnectRequested());
  const before = establish(factory);
  store.dispatch(logoutStarted());
  expect(before.closedByClient).toBe(true);
  // The server's close of the ended session (docs/security.md "Sessions") reaches no handler.
  before.receive({ type: 'error', content: '该登录已退出，请重新登录' });
  before.fail();
  jest.advanceTimersByTime(RETRY_DELAY_MS);
  expect(factory.sockets).toHaveLength(1);
  expect(notices()).toEqual([]);
  setState(stateFor(null));
  store.dispatch(loggedOut());
  expect(factory.sockets).toHaveLength(2);
  factory.last().open();
  expect(factory.last().sent[0]).toMatchObject({ type: 'init', token: null });
});

test('inside the real store: the connection status and the failure toast show through the selectors', () => {
  const factory = fakeSocketFactory();
  const store = makeStore(undefined, { createChatSocket: factory.createSocket });
  store.dispatch(chatConnectRequested());
  expect(selectChatStatus(store.getState())).toBe('connecting');
  factory.last().fail();
  expect(selectChatStatus(store.getState())).toBe('closed');
  expect(selectNotices(store.getState()).map((notice) => notice.message)).toContain(CONNECT_FAILED_TEXT);
  jest.advanceTimersByTime(RETRY_DELAY_MS);
  expect(factory.sockets).toHaveLength(2);
  establish(factory);
  expect(selectChatStatus(store.getState())).toBe('open');
});
