import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '@/app/store';
import { baseApi } from '@/shared/api/baseApi';
import type { ApiTransport } from '@/shared/api/baseQuery';
import { selectNotices } from '@/shared/notices/noticesSlice';
import type { ChatMessageDto } from '@protocol/chatProtocol';
import { initialUserState } from '@/features/auth';
import { fakeSocketFactory } from './testing/fakeChatSocket';
import { ChatWidget } from './ChatWidget';

// Component tests against a real local HTTP server (docs/architecture.md) and a fake socket.
const history: ChatMessageDto[] = [];
const calls: string[] = [];
let chatTitle = '砚台茶话';
let server: http.Server;
let transport: ApiTransport;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    res.setHeader('Content-Type', 'application/json');
    const ok = (result: unknown, message = '成功') => res.end(JSON.stringify({ code: 0, message, result }));
    if (req.url === '/api/config') return ok({ chat_title: chatTitle });
    if (req.url === '/api/chat/getChatList') return ok({ list: history });
    return ok(null);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  transport = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  history.length = 0;
  calls.length = 0;
});

const ME = { id: 7, role: 2, nick_name: '砚', avatar: '' };
const ADMIN = { id: 1, role: 1, nick_name: '站长', avatar: '' };
const msg = (
  id: number,
  user_id: number,
  content: string,
  content_type: 'text' | 'image' = 'text',
): ChatMessageDto => ({
  id,
  user_id,
  nick_name: user_id === 7 ? '砚' : '鲍勃',
  avatar: '',
  content,
  content_type,
  createdAt: '2025-01-01 10:00:00',
});

function renderWidget(user: typeof ME | null, path = '/home', openAtMount = false) {
  const factory = fakeSocketFactory();
  const store = makeStore({ user: { ...initialUserState, token: user ? 'tok' : null, userInfo: user } } as never, {
    createChatSocket: factory.createSocket,
    transport,
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ChatWidget openAtMount={openAtMount} />
      </MemoryRouter>
    </Provider>,
  );
  const establish = (online = user ? [{ user_id: user.id, nick_name: user.nick_name, avatar: '' }] : []) =>
    act(() => {
      factory.last().open();
      factory.last().receive({ type: 'tips', content: '欢迎' });
      factory.last().receive({ type: 'onlineList', list: [...online, { user_id: 8, nick_name: '鲍勃', avatar: '' }] });
    });
  const notices = () => selectNotices(store.getState()).map((n) => n.message);
  return { store, factory, establish, notices };
}

test('hidden on "/", shown elsewhere with an unread badge capped at 9+', () => {
  const home = renderWidget(ME, '/');
  expect(screen.queryByLabelText('聊天室')).toBeNull();
  expect(home.factory.sockets).toHaveLength(1); // still connects on start
  cleanup();
  const { factory, establish } = renderWidget(ME);
  establish();
  act(() => {
    for (let i = 1; i <= 10; i += 1) factory.last().receive({ type: 'message', ...msg(i, 8, `m${i}`) });
  });
  expect(within(screen.getByTestId('chat-unread')).getByText('9+')).toBeInTheDocument();
});

test('a tap on the launcher before the widget loaded opens the panel at mount (docs/architecture.md "Boot on intent")', async () => {
  renderWidget(ME, '/home', true);
  expect(await screen.findByTestId('chat-panel')).toBeInTheDocument();
  expect(await screen.findByText('砚台茶话')).toBeInTheDocument();
  cleanup();
  renderWidget(ME);
  expect(screen.queryByTestId('chat-panel')).toBeNull();
});

test('the panel: title from config, 连接中... then the online count, empty state', async () => {
  const { establish } = renderWidget(ME);
  fireEvent.click(screen.getByLabelText('聊天室'));
  expect(await screen.findByText('砚台茶话')).toBeInTheDocument();
  expect(screen.getByTestId('chat-status')).toHaveTextContent('连接中...');
  establish();
  expect(screen.getByTestId('chat-status')).toHaveTextContent('2 人在线');
  expect(await screen.findByText('还等什么 赶快聊起来吧')).toBeInTheDocument();
  expect(calls).toContain('POST /api/chat/getChatList');
});

test("the title is the site config's: an admin's config change refreshes it, with one /api/config", async () => {
  const { store } = renderWidget(ME);
  fireEvent.click(screen.getByLabelText('聊天室'));
  expect(await screen.findByText('砚台茶话')).toBeInTheDocument();
  chatTitle = '墨池夜话';
  try {
    // What the desk's config save invalidates (admin/api/adminApi.ts updateSiteConfig).
    act(() => void store.dispatch(baseApi.util.invalidateTags(['Config'])));
    expect(await screen.findByText('墨池夜话')).toBeInTheDocument();
    expect(calls.filter((call) => call === 'GET /api/config')).toHaveLength(2);
  } finally {
    chatTitle = '砚台茶话';
  }
});

test('send rules: 请先登录, 请输入消息再发送, then a text frame; the image button is for users only', async () => {
  const anon = renderWidget(null);
  fireEvent.click(screen.getByLabelText('聊天室'));
  expect(screen.queryByLabelText('发送图片')).toBeNull();
  fireEvent.click(screen.getByText('发送'));
  expect(anon.notices()).toContain('请先登录');
  cleanup();

  const { factory, establish, notices } = renderWidget(ME);
  establish();
  fireEvent.click(screen.getByLabelText('聊天室'));
  expect(screen.getByLabelText('发送图片')).toBeInTheDocument();
  const input = screen.getByRole('textbox', { name: '聊天输入框' });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(notices()).toContain('请输入消息再发送');
  input.textContent = '你好 <b>';
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(factory.last().sent.at(-1)).toEqual({
    type: 'message',
    content: '你好 <b>',
    content_type: 'text',
    user_id: 7,
  });
  expect(input.textContent).toBe('');
});

test('markup only after containsMarkup and DOMPurify; suspicious text stays text; own on the right', async () => {
  history.push(msg(1, 8, '<b>粗体</b>'), msg(2, 8, '<img src=x onerror=alert(1)>'), msg(3, 7, '我的'));
  renderWidget(ME);
  fireEvent.click(screen.getByLabelText('聊天室'));
  const bold = await screen.findByText('粗体');
  expect(bold.tagName).toBe('B');
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  const items = screen.getAllByTestId('chat-message');
  expect(items.map((i) => i.dataset.own)).toEqual(['false', 'false', 'true']);
});

test('a broken image shows the 404 placeholder', async () => {
  history.push(msg(1, 8, '/uploads/gone.png', 'image'));
  renderWidget(ME);
  fireEvent.click(screen.getByLabelText('聊天室'));
  const img = await screen.findByAltText('聊天图片');
  fireEvent.error(img);
  expect(screen.getByTestId('chat-image-404')).toHaveTextContent('404');
});

test('revert own → 撤回成功; others’ messages have no 撤回 for a user', async () => {
  history.push(msg(1, 8, '别人的'), msg(2, 7, '我的'));
  const { notices } = renderWidget(ME);
  fireEvent.click(screen.getByLabelText('聊天室'));
  await screen.findByText('我的');
  expect(screen.getAllByText('撤回')).toHaveLength(1);
  fireEvent.click(screen.getByText('撤回'));
  await waitFor(() => expect(notices()).toContain('撤回成功'));
  expect(calls).toContain('DELETE /api/chat/deleteOne/2');
  expect(screen.queryByText('我的')).toBeNull();
});

test('admin: clear with 确认清空吗, force offline others (never self) with 确认强制下线{name}吗', async () => {
  history.push(msg(1, 8, '旧消息'));
  const { factory, establish, notices } = renderWidget(ADMIN);
  establish();
  fireEvent.click(screen.getByLabelText('聊天室'));
  await screen.findByText('旧消息');
  expect(screen.queryByLabelText('强制下线站长')).toBeNull();
  fireEvent.click(screen.getByLabelText('强制下线鲍勃'));
  expect(await screen.findByText('确认强制下线鲍勃吗')).toBeInTheDocument();
  fireEvent.click(screen.getByText('确定'));
  expect(factory.last().sent.at(-1)).toEqual({ type: 'offline', user_id: 8 });
  fireEvent.click(screen.getByLabelText('清空聊天记录'));
  expect(await screen.findByText('确认清空吗')).toBeInTheDocument();
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(notices()).toContain('聊天记录已清空'));
  expect(calls).toContain('POST /api/chat/delete');
  expect(await screen.findByText('还等什么 赶快聊起来吧')).toBeInTheDocument();
});

test('offline (docs/behaviour.md §12.4): says so, shows the kept message, and keeps a second one typed', () => {
  const { store, establish, notices } = renderWidget(ME);
  establish();
  fireEvent.click(screen.getByLabelText('聊天室'));
  // The browser goes offline: navigator.onLine and the 'offline' event (src/shared/lib/network.ts).
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(screen.getByTestId('chat-status')).toHaveTextContent('已离线，联网后自动重连');
  const input = screen.getByRole('textbox', { name: '聊天输入框' });
  input.innerHTML = '到站了<img src="x" onerror="window.__pwned=1">';
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(screen.getByTestId('chat-queued')).toHaveTextContent('待发送（联网后自动发出）：到站了');
  input.textContent = '第二条';
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(notices()).toContain('已有一条消息等待发送，请联网后再发');
  expect(input).toHaveTextContent('第二条');
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  onLine.mockRestore();
  expect(store.getState().chat.queued).toContain('到站了');
});
