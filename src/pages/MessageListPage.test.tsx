import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Link } from '@/shared/components/Link';
import { makeStore } from '@/app/store';
import { Layout } from '@/features/layout';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { startLocalApi } from '@/shared/testing/localApiServer';
import MessageListPage from './MessageListPage';

// The board is kept alive (docs/behaviour.md §2.1): leaving and coming back keeps its tab, its loaded
// pages and its scroll position, and arriving there never scrolls to the top.
const message = (id: number) => ({
  id,
  message: `留言${id}`,
  color: '#ffffff',
  font_size: 16,
  font_weight: 500,
  bg_color: '#3d5a80',
  bg_url: '',
  user_id: 2,
  nick_name: '读者',
  avatar: '',
  tag: id % 2 ? '生活' : '技术',
  like_times: 0,
  is_like: false,
  comment_total: 0,
  createdAt: '2025-01-01 10:00:00',
});
const all = Array.from({ length: 40 }, (_, index) => message(40 - index));
const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });

let api: Awaited<ReturnType<typeof startLocalApi>>;
let scrollTo: jest.Mock;
const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

beforeEach(async () => {
  api = await startLocalApi({
    'POST /api/message/getMessageList': (request) => {
      const { current, size, tag } = request.body as { current: number; size: number; tag: string };
      const found = all.filter((item) => !tag || item.tag === tag);
      return ok({ current, size, total: found.length, list: found.slice((current - 1) * size, current * size) });
    },
    'GET /api/message/getHotTagList': () =>
      ok([
        { tag: '生活', count: 20 },
        { tag: '技术', count: 20 },
      ]),
  });
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  setScrollY(0);
});
afterEach(async () => {
  window.history.pushState(null, '', '/');
  await api.close();
});

it('comes back to the same tab, loaded pages and scroll position, without scrolling to the top', async () => {
  const store = makeStore(
    { theme: { ...makeStore().getState().theme, messageTypeIsCard: true } },
    { transport: api.transport },
  );
  renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="message/list" element={<MessageListPage />} />
        <Route path="home" element={<Link to="/message/list">回到留言板</Link>} />
      </Route>
    </Routes>,
    { route: '/message/list', store },
  );
  await screen.findByTestId('message-cards');
  fireEvent.click(screen.getByRole('tab', { name: '生活' }));
  await waitFor(() => expect(screen.queryByText('留言38')).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
  const listCalls = api.calls('POST /api/message/getMessageList').length;

  // The reader scrolls down the board, then leaves for the home page (which scrolls to the top).
  // The layout reads the browser's own address (the memory router leaves it alone), so set it too.
  window.history.pushState(null, '', '/message/list');
  setScrollY(1234);
  act(() => void window.dispatchEvent(new Event('scroll')));
  act(() => screen.getByRole('link', { name: '砚' }).click());
  await screen.findByRole('link', { name: '回到留言板' });
  window.history.pushState(null, '', '/home');
  expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
  setScrollY(0);
  act(() => void window.dispatchEvent(new Event('scroll')));
  scrollTo.mockClear();

  act(() => screen.getByRole('link', { name: '回到留言板' }).click());
  window.history.pushState(null, '', '/message/list');
  // Same tab and both pages at once, from the kept cache, with no new request.
  expect(await screen.findByRole('tab', { name: '生活', selected: true })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(20);
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 1234 }));
  expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  expect(api.calls('POST /api/message/getMessageList')).toHaveLength(listCalls);
});
