import configureMockStore from 'redux-mock-store';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { NetworkWatch } from '@/shared/lib/network';
import { chatConnectRequested, chatSendRequested } from './chatActions';
import { createChatSocketMiddleware, HEALTH_CHECK_MS, RETRY_DELAY_MS } from './chatSocketMiddleware';
import { fakeSocketFactory } from './testing/fakeChatSocket';

// docs/behaviour.md §12.4: offline the chat says so, spends no retries, keeps the typed message and
// sends it once the network and the socket are back. The dispatched actions are the contract.

/** A network the test switches by hand. */
function fakeNetwork(online: boolean) {
  let listener: ((online: boolean) => void) | null = null;
  const watch: NetworkWatch = {
    isOnline: () => online,
    subscribe: (l) => {
      listener = l;
      return () => (listener = null);
    },
  };
  const set = (value: boolean) => {
    online = value;
    listener?.(value);
  };
  return { watch, set };
}

function setup(online: boolean) {
  const state = { user: { token: 'tok-1', userInfo: { id: 7, role: 2, nick_name: '砚', avatar: '' } } };
  const factory = fakeSocketFactory();
  const network = fakeNetwork(online);
  const middleware = createChatSocketMiddleware({
    createSocket: factory.createSocket,
    url: () => 'ws://test/ws',
    network: network.watch,
  });
  const store = configureMockStore([middleware as never])(() => state);
  const types = () => store.getActions().map((a: UnknownAction) => a.type);
  return { store, factory, network, types };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('started offline: shows offline, opens no socket, and connects when the network returns', () => {
  const { store, factory, network, types } = setup(false);
  store.dispatch(chatConnectRequested());
  expect(factory.sockets).toHaveLength(0);
  expect(types()).toEqual(['chat/connectRequested', 'chat/networkLost']);
  jest.advanceTimersByTime(HEALTH_CHECK_MS * 2);
  expect(factory.sockets).toHaveLength(0);
  network.set(true);
  expect(factory.sockets).toHaveLength(1);
});

test('losing the network drops the socket without toasts or retries', () => {
  const { store, factory, network, types } = setup(true);
  store.dispatch(chatConnectRequested());
  factory.last().open();
  network.set(false);
  expect(types()).toContain('chat/networkLost');
  jest.advanceTimersByTime(RETRY_DELAY_MS * 10);
  expect(factory.sockets).toHaveLength(1);
  expect(types()).not.toContain('notices/noticeShown');
});

test('a message typed offline is kept and sent exactly once when the socket is back', () => {
  const { store, factory, network, types } = setup(true);
  store.dispatch(chatConnectRequested());
  factory.last().open();
  factory.last().receive({ type: 'tips', content: '欢迎' });
  network.set(false);
  store.dispatch(chatSendRequested({ content: '到站了', content_type: 'text' }));
  expect(store.getActions()).toContainEqual({ type: 'chat/sendQueued', payload: '到站了' });
  expect(factory.sockets).toHaveLength(1);

  network.set(true);
  const socket = factory.last();
  expect(factory.sockets).toHaveLength(2);
  socket.open();
  socket.receive({ type: 'tips', content: '欢迎' });
  const sentMessages = socket.sent.filter((frame) => (frame as { type: string }).type === 'message');
  expect(sentMessages).toEqual([{ type: 'message', content: '到站了', content_type: 'text', user_id: 7 }]);
  expect(types().filter((type) => type === 'chat/queuedSent')).toHaveLength(1);
});
