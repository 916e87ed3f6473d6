import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { startLocalApi, type RecordedRequest } from '@/shared/testing/localApiServer';
import { VISITOR_ID_PATTERN } from '@protocol/interactionRules';
import { LikeButton } from './LikeButton';

// A like server keyed by the visitor id header, as the real one is for anonymous readers.
const likedBy = new Set<string>();
let count = 5;
let refuse = false;
const visitorOf = (r: RecordedRequest) => String(r.headers['x-visitor-id']);
let api: Awaited<ReturnType<typeof startLocalApi>>;

beforeEach(async () => {
  likedBy.clear();
  count = 5;
  refuse = false;
  api = await startLocalApi({
    'POST /api/like/getIsLikeByIdOrIpAndType': (r) => ({
      body: { code: 0, message: '成功', result: likedBy.has(visitorOf(r)) },
    }),
    'POST /api/like/addLike': (r) => {
      if (refuse) return { status: 404, body: { code: 404, message: '文章不存在或未公开' } };
      if (!likedBy.has(visitorOf(r))) count += 1;
      likedBy.add(visitorOf(r));
      return { body: { code: 0, message: '点赞成功', result: { is_like: true, count } } };
    },
    'POST /api/like/cancelLike': (r) => {
      if (likedBy.delete(visitorOf(r))) count = Math.max(0, count - 1);
      return { body: { code: 0, message: '已取消点赞', result: { is_like: false, count } } };
    },
  });
});
afterEach(() => api.close());

test('an anonymous visitor toggles a like; the count follows the server and the visitor id is sent', async () => {
  renderWithProviders(<LikeButton type={1} forId={3} count={5} />);
  const button = await screen.findByRole('button', { name: /^点赞 / });
  await waitFor(() => expect(api.calls('POST /api/like/getIsLikeByIdOrIpAndType')).toHaveLength(1));
  expect(api.calls('POST /api/like/getIsLikeByIdOrIpAndType')[0].body).toEqual({ type: 1, for_id: 3 });
  fireEvent.click(button);
  const pressed = await screen.findByRole('button', { name: /^取消点赞 / });
  expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect(pressed).toHaveTextContent('6');
  // Disabled while the server answers, so a double click sends one request.
  expect(pressed).toBeDisabled();
  await waitFor(() => expect(pressed).toBeEnabled());
  expect(pressed).toHaveTextContent('6');
  expect(visitorOf(api.calls('POST /api/like/addLike')[0])).toMatch(VISITOR_ID_PATTERN);
  fireEvent.click(pressed);
  await waitFor(() => expect(api.calls('POST /api/like/cancelLike')).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: /^点赞 / })).toBeEnabled());
  expect(screen.getByRole('button', { name: /^点赞 / })).toHaveTextContent('5');
});

test('a list that already knows the state asks nothing; a refused like is put back', async () => {
  refuse = true;
  const { store } = renderWithProviders(<LikeButton type={4} forId={9} liked={false} count={0} />);
  fireEvent.click(screen.getByRole('button', { name: /^点赞 / }));
  await waitFor(() => expect(api.calls('POST /api/like/addLike')).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: /^点赞 / })).toHaveTextContent('0'));
  expect(api.calls('POST /api/like/getIsLikeByIdOrIpAndType')).toHaveLength(0);
  expect(store.getState().notices.items.map((n) => n.message)).toContain('接口没有找到');
});

test('an already-liked thing shows pressed and unliking never shows a negative count', async () => {
  renderWithProviders(<LikeButton type={2} forId={4} liked count={0} />);
  fireEvent.click(screen.getByRole('button', { name: /^取消点赞 / }));
  expect(screen.getByRole('button', { name: /^点赞 / })).toHaveTextContent('0');
  await waitFor(() => expect(api.calls('POST /api/like/cancelLike')).toHaveLength(1));
});

test('the visible count is part of the accessible name (WCAG 2.5.3)', async () => {
  renderWithProviders(<LikeButton type={3} forId={7} liked={false} count={12} />);
  expect(screen.getByRole('button', { name: '点赞 12' })).toHaveTextContent('12');
  fireEvent.click(screen.getByRole('button', { name: '点赞 12' }));
  expect(await screen.findByRole('button', { name: '取消点赞 13' })).toHaveTextContent('13');
});
