import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { TalkList } from './TalkList';
import type { Talk } from './talkTypes';

// 25 public talks behind a local server: id 25 is the newest, id 2 (old) is pinned.
const talk = (id: number): Talk => ({
  id,
  content: `第${id}条说说`,
  is_top: id === 2 ? 1 : 2,
  like_times: id,
  createdAt: `2025-01-${String(id).padStart(2, '0')} 10:00:00`,
  talkImgList:
    id === 25 ? ['/uploads/a.webp'] : id === 24 ? ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'] : [],
  nick_name: '博主',
  avatar: '',
  is_like: false,
});
const ALL = Array.from({ length: 25 }, (_, i) => talk(i + 1)).sort(
  (a, b) => a.is_top - b.is_top || b.createdAt.localeCompare(a.createdAt),
);
const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });
const emptyPage = ok({ current: 1, size: 10, total: 0, list: [] });

let api: Awaited<ReturnType<typeof startLocalApi>>;
let failList = false;
let served: Talk[] = [];
beforeEach(async () => {
  failList = false;
  served = [...ALL];
  const routes: Parameters<typeof startLocalApi>[0] = {
    'POST /api/talk/blogGetTalkList': (r) => {
      if (failList) return { status: 500, body: { code: 500, message: '服务端错误' } };
      const { current, size } = r.body as { current: number; size: number };
      return ok({ current, size, total: served.length, list: served.slice((current - 1) * size, current * size) });
    },
    'POST /api/comment/getCommentTotal': () => ok(0),
    'POST /api/comment/frontGetParentComment': () => emptyPage,
  };
  for (const t of ALL) routes[`GET /api/talk/getTalkById/${t.id}`] = () => ok(t);
  api = await startLocalApi(routes);
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => api.close());

// The shared machine can be slow: each wait allows 5 s.
const SLOW = { timeout: 5000 };
const cards = () => screen.getAllByTestId('talk-card');
const textOf = (card: HTMLElement) => within(card).getByText(/^第\d+条说说$/).textContent;

test('pinned talks come first, then newest first, and more load on demand until the end', async () => {
  renderWithProviders(<TalkList focusId={null} />);
  expect(screen.getAllByTestId('talk-skeleton').length).toBeGreaterThan(0);
  await waitFor(() => expect(cards()).toHaveLength(10), { timeout: 5000 });
  expect(cards().slice(0, 3).map(textOf)).toEqual(['第2条说说', '第25条说说', '第24条说说']);
  expect(within(cards()[0]).getByText('置顶')).toBeInTheDocument();
  expect(within(cards()[1]).queryByText('置顶')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '点击加载更多～' }));
  await waitFor(() => expect(cards()).toHaveLength(20), SLOW);
  fireEvent.click(screen.getByRole('button', { name: '点击加载更多～' }));
  await waitFor(() => expect(cards()).toHaveLength(25), SLOW);
  expect(screen.getByText('已经到底了')).toBeInTheDocument();
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
});

test('?id= of a talk beyond the first page: loaded by id, shown first, outlined, scrolled to, never twice', async () => {
  renderWithProviders(<TalkList focusId={3} />);
  await waitFor(() => expect(cards()[0]).toHaveAttribute('aria-current', 'true'), { timeout: 5000 });
  expect(api.calls('GET /api/talk/getTalkById/3')).toHaveLength(1);
  expect(textOf(cards()[0])).toBe('第3条说说');
  expect(cards()).toHaveLength(11);
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  // Its comments are open: the notification was most likely about a comment on it.
  expect(within(cards()[0]).getByRole('button', { name: '收起评论' })).toHaveAttribute('aria-expanded', 'true');
  // Page 2 (ids 16–7) adds ten; page 3 holds the focused talk, which is not added again.
  fireEvent.click(screen.getByRole('button', { name: '点击加载更多～' }));
  await waitFor(() => expect(cards()).toHaveLength(21), SLOW);
  fireEvent.click(screen.getByRole('button', { name: '点击加载更多～' }));
  await waitFor(() => expect(screen.getByText('已经到底了')).toBeInTheDocument(), SLOW);
  expect(cards()).toHaveLength(25);
  expect(screen.getAllByText('第3条说说')).toHaveLength(1);
  expect(textOf(cards()[0])).toBe('第3条说说');
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
});

test('?id= of a talk on the first page: outlined in its own place', async () => {
  renderWithProviders(<TalkList focusId={23} />);
  await waitFor(() => expect(screen.getByRole('article', { current: true })).toBeInTheDocument(), { timeout: 5000 });
  const focused = screen.getByRole('article', { current: true });
  expect(cards().indexOf(focused)).toBe(3);
  expect(textOf(focused)).toBe('第23条说说');
  expect(cards().filter((card) => card.getAttribute('aria-current') === 'true')).toHaveLength(1);
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
});

test('one image shows large, several as a grid', async () => {
  renderWithProviders(<TalkList focusId={null} />);
  await waitFor(() => expect(cards()).toHaveLength(10), { timeout: 5000 });
  expect(within(cards()[1]).getByTestId('talk-images')).toHaveAttribute('data-layout', 'single');
  expect(within(cards()[2]).getByTestId('talk-images')).toHaveAttribute('data-layout', 'grid-3');
  expect(within(cards()[2]).getByRole('img', { name: '博主的说说图片 2/3' })).toHaveAttribute('loading', 'lazy');
  expect(within(cards()[3]).queryByTestId('talk-images')).toBeNull();
});

test('a failed list shows the error state with a reload', async () => {
  failList = true;
  renderWithProviders(<TalkList focusId={null} />);
  expect(await screen.findByTestId('page-error', {}, { timeout: 5000 })).toHaveTextContent('服务端错误');
  failList = false;
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
  await waitFor(() => expect(cards()).toHaveLength(10), SLOW);
});

test('no talks: the empty state', async () => {
  served = [];
  renderWithProviders(<TalkList focusId={null} />);
  expect(await screen.findByTestId('page-empty', {}, { timeout: 5000 })).toHaveTextContent('还没有说说');
});

test('an image opens the lightbox at that image, with its text alternative', async () => {
  renderWithProviders(<TalkList focusId={null} />);
  await waitFor(() => expect(cards()).toHaveLength(10), { timeout: 5000 });
  fireEvent.click(within(cards()[2]).getByRole('button', { name: '查看大图：博主的说说图片 2/3' }));
  const viewer = await screen.findByRole('dialog', { name: '图片查看器' }, { timeout: 5000 });
  expect(within(viewer).getByRole('group', { name: '第 2 张，共 3 张' })).toBeInTheDocument();
  expect(within(viewer).getAllByRole('img', { name: '博主的说说图片 2/3' }).length).toBeGreaterThan(0);
  fireEvent.click(within(viewer).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '图片查看器' })).toBeNull(), SLOW);
});
