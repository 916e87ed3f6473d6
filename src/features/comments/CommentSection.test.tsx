import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialUserState } from '@/features/auth';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { startLocalApi, type RecordedRequest } from '@/shared/testing/localApiServer';
import type { CommentItem } from './commentTypes';
import { CommentSection } from './CommentSection';
import { STUB_ALTCHA_PAYLOAD } from '@/shared/testing/altchaStub';

// A small in-memory comment server behind a real local HTTP server (the real base query talks to it).
const ME = { id: 7, role: 2, nick_name: '我', avatar: '' };
const ADMIN = { id: 1, role: 1, nick_name: '站长', avatar: '' };
let comments: CommentItem[] = [];
let nextId = 100;
const comment = (id: number, fields: Partial<CommentItem> = {}): CommentItem => ({
  id,
  held: false,
  parent_id: null,
  type: 1,
  for_id: 7,
  from_id: 2,
  from_name: '甲',
  from_avatar: '',
  to_id: null,
  to_name: null,
  content: `评论${id}`,
  thumbs_up: 0,
  is_like: false,
  reply_total: 0,
  createdAt: '2025-01-01 10:00:00',
  ...fields,
});
const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });
const page = (list: CommentItem[], body: { current: number; size: number }) =>
  ok({
    current: body.current,
    size: body.size,
    total: list.length,
    list: list.slice((body.current - 1) * body.size, body.current * body.size),
  });
type Body = { current: number; size: number; parent_id: number; content: string; to_id: number; order: string };
const bodyOf = (r: RecordedRequest) => r.body as Body;

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeEach(async () => {
  comments = [
    comment(1, { from_id: 7, from_name: '我', reply_total: 1 }),
    comment(2),
    comment(3, { parent_id: 1, to_id: 7, to_name: '我', from_name: '乙', from_id: 3 }),
  ];
  nextId = 100;
  const routes: Parameters<typeof startLocalApi>[0] = {
    'POST /api/comment/getCommentTotal': () => ok(comments.length),
    'POST /api/comment/frontGetParentComment': (r) =>
      page(
        comments.filter((c) => c.parent_id === null).sort((a, b) => b.id - a.id),
        bodyOf(r),
      ),
    'POST /api/comment/frontGetChildrenComment': (r) =>
      page(
        comments.filter((c) => c.parent_id === bodyOf(r).parent_id),
        bodyOf(r),
      ),
    'POST /api/comment/add': (r) => {
      const { content } = bodyOf(r);
      // A comment the test wants held for review starts with 待审 (docs/behaviour.md §13.2).
      const item = comment(nextId++, {
        from_id: ME.id,
        from_name: ME.nick_name,
        content,
        held: content.startsWith('待审'),
      });
      comments.push(item);
      return ok(item);
    },
    'POST /api/comment/apply': (r) => {
      const { parent_id, to_id, content } = bodyOf(r);
      const to = comments.find((c) => c.from_id === to_id);
      const item = comment(nextId++, {
        parent_id,
        to_id,
        to_name: to?.from_name ?? null,
        from_id: ME.id,
        from_name: ME.nick_name,
        content,
      });
      comments.push(item);
      return ok(item);
    },
  };
  for (const [id, parent] of [
    [1, 0],
    [2, 0],
    [3, 1],
  ]) {
    routes[`DELETE /api/comment/delete/${id}/${parent}`] = () => {
      const gone = comments.filter((c) => c.id === id || c.parent_id === id);
      comments = comments.filter((c) => !gone.includes(c));
      return ok({ deleted: gone.length });
    };
  }
  api = await startLocalApi(routes);
});
afterEach(() => api.close());

function renderSection(user: typeof ME | null) {
  const preloadedState = {
    user: {
      ...initialUserState,
      token: user ? 'tok' : null,
      userInfo: user,
      _persist: { version: -1, rehydrated: true },
    },
  };
  return renderWithProviders(<CommentSection type={1} forId={7} ownerId={2} />, { preloadedState });
}
const thread = (name: string) => screen.getAllByRole('article', { name: `${name}的评论` });

test('shows the total and the threads, newest first, with the owner marked and replies on demand', async () => {
  renderSection(null);
  await waitFor(() => expect(screen.getByTestId('comment-total')).toHaveTextContent('3'), { timeout: 5000 });
  const rows = await screen.findAllByRole('article');
  expect(rows.map((row) => within(row).getByText(/^评论\d$/).textContent)).toEqual(['评论2', '评论1']);
  expect(within(rows[0]).getByText('作者')).toBeInTheDocument();
  // docs/behaviour.md §8.3: a time of another year reads as its date; the full time on hover.
  expect(within(rows[0]).getByTitle('2025-01-01 10:00:00')).toHaveTextContent(/^2025-01-01$/);
  fireEvent.click(screen.getByRole('button', { name: '查看 1 条回复' }));
  const reply = await screen.findByRole('article', { name: '乙的评论' });
  expect(within(reply).getByText('@我')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '热门' }));
  await waitFor(() =>
    expect(api.calls('POST /api/comment/frontGetParentComment').some((r) => bodyOf(r).order === 'hot')).toBe(true),
  );
});

test('posting needs a login: 请先登录 opens the login dialog and nothing is sent', async () => {
  const { store } = renderSection(null);
  await screen.findAllByRole('article');
  fireEvent.change(screen.getByRole('textbox', { name: '写下你的评论…' }), { target: { value: '你好' } });
  fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
  expect(store.getState().notices.items.map((n) => n.message)).toContain('请先登录');
  expect(store.getState().user.showLogin).toBe(true);
  expect(api.calls('POST /api/comment/add')).toHaveLength(0);
});

test('a logged-in reader posts a comment: it shows first and the total grows', async () => {
  const { store } = renderSection(ME);
  await screen.findAllByRole('article');
  const box = screen.getByRole('textbox', { name: '写下你的评论…' });
  fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
  expect(store.getState().notices.items.map((n) => n.message)).toContain('请输入评论内容');
  fireEvent.change(box, { target: { value: '  新的评论  ' } });
  fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
  await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('新的评论'));
  // With the form's hidden fields (docs/behaviour.md §13.1): an empty honeypot and the time it opened.
  expect(bodyOf(api.calls('POST /api/comment/add')[0])).toEqual({
    type: 1,
    for_id: 7,
    content: '新的评论',
    website: '',
    form_started: expect.any(Number),
    altcha: STUB_ALTCHA_PAYLOAD,
  });
  expect(screen.getByTestId('comment-total')).toHaveTextContent('4');
  expect(box).toHaveValue('');
  expect(store.getState().notices.items.map((n) => n.message)).toContain('添加成功');
});

test('a comment held for review says so instead of 添加成功, and shows 待审核 to its writer', async () => {
  const { store } = renderSection(ME);
  await screen.findAllByRole('article');
  fireEvent.change(screen.getByRole('textbox', { name: '写下你的评论…' }), { target: { value: '待审的评论' } });
  fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
  await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('待审的评论'));
  expect(within(screen.getAllByRole('article')[0]).getByText('待审核')).toBeInTheDocument();
  const messages = store.getState().notices.items.map((n) => n.message);
  expect(messages).toContain('已提交，等待博主审核');
  expect(messages).not.toContain('添加成功');
});

test('replying to a reply addresses its author (@name) under the same thread', async () => {
  renderSection(ME);
  fireEvent.click(await screen.findByRole('button', { name: '查看 1 条回复' }));
  const reply = await screen.findByRole('article', { name: '乙的评论' });
  fireEvent.click(within(reply).getByRole('button', { name: '回复' }));
  const editor = screen.getByRole('textbox', { name: '回复 @乙' });
  fireEvent.change(editor, { target: { value: '收到' } });
  fireEvent.click(screen.getByRole('button', { name: '发表回复' }));
  await waitFor(() => expect(api.calls('POST /api/comment/apply')).toHaveLength(1));
  expect(bodyOf(api.calls('POST /api/comment/apply')[0])).toMatchObject({ parent_id: 1, to_id: 3, content: '收到' });
  const mine = await waitFor(
    () => thread('我').find((row) => row.textContent?.includes('收到')) ?? Promise.reject(new Error('not yet')),
  );
  expect(within(mine).getByText('@乙')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: '回复 @乙' })).not.toBeInTheDocument();
});

test('delete: only own comments for a reader, after a confirm; the parent takes its replies', async () => {
  const { store } = renderSection(ME);
  await screen.findAllByRole('article');
  expect(within(thread('甲')[0]).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  fireEvent.click(within(thread('我')[0]).getByRole('button', { name: '删除' }));
  expect(screen.getByText('确认删除这条评论吗')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '取消' }));
  // The page is aria-hidden until the dialog has finished closing.
  await waitFor(() => expect(thread('我')).toHaveLength(1));
  expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  fireEvent.click(within(thread('我')[0]).getByRole('button', { name: '删除' }));
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.getByTestId('comment-total')).toHaveTextContent('1'));
  expect(screen.queryByRole('article', { name: '我的评论', hidden: true })).not.toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/comment/delete/1/0']);
  expect(store.getState().notices.items.map((n) => n.message)).toContain('删除成功');
});

test('an admin may delete anyone’s comment', async () => {
  renderSection(ADMIN);
  await screen.findAllByRole('article');
  expect(within(thread('甲')[0]).getByRole('button', { name: '删除' })).toBeInTheDocument();
});

test('more top-level comments load on demand', async () => {
  comments = Array.from({ length: 12 }, (_, i) => comment(i + 1));
  renderSection(null);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
});

test('markup is rendered only when containsMarkup allows it, and then sanitised', async () => {
  comments = [comment(1, { content: '<b>粗体</b>' }), comment(2, { content: '<img src=x onerror=alert(1)>' })];
  renderSection(null);
  const rows = await screen.findAllByRole('article');
  expect(within(rows[1]).getByText('粗体').tagName).toBe('B');
  expect(within(rows[0]).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
});
