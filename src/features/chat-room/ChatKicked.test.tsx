import { act, fireEvent, screen } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { initialUserState } from '@/features/auth';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { CHAT_CLOSE_KICKED, type ChatMessageDto } from '@protocol/chatProtocol';
import { fakeSocketFactory } from './testing/fakeChatSocket';
import { ChatWidget } from './ChatWidget';

// docs/behaviour.md §6.4: a reader an admin forced offline is told so, sees no stale messages, cannot
// type and is not reconnected behind their back; 重新连接 lets them back in with the history.
const ME = { id: 7, role: 2, nick_name: '砚', avatar: '' };
const old: ChatMessageDto = {
  id: 1,
  user_id: 8,
  nick_name: '鲍勃',
  avatar: '',
  content: '旧消息',
  content_type: 'text',
  createdAt: '2025-01-01 10:00:00',
};
let api: Awaited<ReturnType<typeof startLocalApi>>;

beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/config': () => ({ body: { code: 0, message: '成功', result: { chat_title: '聊天室' } } }),
    'POST /api/chat/getChatList': () => ({ body: { code: 0, message: '成功', result: { list: [old] } } }),
  });
});
afterAll(() => api.close());

async function openPanelAsReader() {
  const factory = fakeSocketFactory();
  const store = makeStore({ user: { ...initialUserState, token: 'tok', userInfo: ME } } as never, {
    createChatSocket: factory.createSocket,
    transport: api.transport,
  });
  renderWithProviders(<ChatWidget />, { store, route: '/home' });
  act(() => {
    factory.last().open();
    factory.last().receive({ type: 'tips', content: '欢迎' });
    factory.last().receive({ type: 'onlineList', list: [{ user_id: 7, nick_name: '砚', avatar: '' }] });
  });
  fireEvent.click(screen.getByLabelText('聊天室'));
  expect(await screen.findByText('旧消息')).toBeInTheDocument();
  return factory;
}

function expectKickedPanel() {
  expect(screen.getByTestId('chat-status')).toHaveTextContent('你已被管理员移出聊天室');
  expect(screen.getByRole('alert')).toHaveTextContent('你已被管理员移出聊天室');
  expect(screen.queryByText('旧消息')).toBeNull();
  expect(screen.getByRole('textbox', { name: '聊天输入框' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
}

test('the offline frame: 你已被管理员移出聊天室, no messages, input disabled; 重新连接 lets the reader back', async () => {
  const factory = await openPanelAsReader();
  act(() => factory.last().receive({ type: 'offline' }));
  expectKickedPanel();
  expect(factory.sockets).toHaveLength(1);

  fireEvent.click(screen.getByLabelText('重新连接'));
  expect(factory.sockets).toHaveLength(2);
  expect(await screen.findByText('旧消息')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '聊天输入框' })).not.toHaveAttribute('aria-disabled');
});

test('the close code alone (the frame was missed) is read the same way, with no reconnect', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
  try {
    const factory = await openPanelAsReader();
    act(() => {
      factory.last().readyState = 3;
      factory.last().onclose?.({ code: CHAT_CLOSE_KICKED } as CloseEvent);
    });
    expectKickedPanel();
    act(() => void jest.advanceTimersByTime(120_000));
    expect(factory.sockets).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

test('a clear from the room empties an open panel', async () => {
  const factory = await openPanelAsReader();
  act(() => factory.last().receive({ type: 'clear' }));
  expect(screen.queryByText('旧消息')).toBeNull();
  expect(screen.getByText('还等什么 赶快聊起来吧')).toBeInTheDocument();
});
