import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { ReviewQueuePage } from './ReviewQueuePage';

// 审核队列 (docs/behaviour.md §13.2): waiting items of a kind, decided in bulk.
let api: Awaited<ReturnType<typeof startLocalApi>>;
const held = (id: number) => ({
  id,
  content: `待审${id}`,
  author: '读者',
  state: 'held',
  createdAt: '2026-11-29 10:00:00',
});
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/admin/review': () => ({
      body: { code: 0, message: '', result: { current: 1, size: 50, total: 2, list: [held(1), held(2)] } },
    }),
    'POST /api/admin/review/decide': () => ({ body: { code: 0, message: '已通过', result: { count: 2 } } }),
  });
});
afterAll(() => api.close());
jest.setTimeout(60_000);

test('approves the picked items in one call', async () => {
  renderAsAdmin(<ReviewQueuePage />);
  fireEvent.click(await screen.findByRole('checkbox', { name: '选择 1' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '选择 2' }));
  fireEvent.click(screen.getByRole('button', { name: '批量通过' }));
  await waitFor(() => expect(api.calls('POST /api/admin/review/decide')).toHaveLength(1));
  expect(api.calls('POST /api/admin/review/decide')[0].body).toEqual({
    kind: 'comment',
    ids: [1, 2],
    decision: 'approve',
  });
  expect(api.calls('GET /api/admin/review')[0].path).toBe('/api/admin/review');
});
