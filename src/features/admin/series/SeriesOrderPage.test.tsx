import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { SeriesOrderPage } from './SeriesOrderPage';

configure({ asyncUtilTimeout: 8000 });

// docs/behaviour.md §9.6: one series' posts of any status in order; a drag or a typed place sends
// the whole new order, PUT /api/admin/series/{id}/order {idList}.
const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });
let order = [11, 12, 13];
const TITLES: Record<number, string> = { 11: '第一章', 12: '第二章', 13: '草稿章' };

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeEach(async () => {
  order = [11, 12, 13];
  api = await startLocalApi({
    'GET /api/admin/series/3': () =>
      ok({
        series: {
          id: 3,
          name: '砚边札记',
          description: '',
          cover: '',
          postCount: 3,
          createdAt: '2026-11-01 10:00:00',
          updatedAt: '2026-11-01 10:00:00',
        },
        posts: order.map((id) => ({ id, article_title: TITLES[id], status: id === 13 ? 'draft' : 'public' })),
      }),
    'PUT /api/admin/series/3/order': (request) => {
      order = (request.body as { idList: number[] }).idList;
      return ok(null);
    },
  });
});
afterEach(() => api.close());

const titles = () =>
  within(screen.getByRole('list', { name: '专栏文章顺序' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);
const sent = () => api.calls('PUT /api/admin/series/3/order').map((call) => call.body);

it('shows the posts in order with their status', async () => {
  renderAsAdmin(<SeriesOrderPage />, '/admin/series/3');
  expect(await screen.findByText('专栏《砚边札记》的文章顺序')).toBeInTheDocument();
  expect(titles()).toEqual(['第一章', '第二章', '草稿章']);
  expect(screen.getByText('草稿')).toBeInTheDocument();
});

it('a drop sends the whole order with the dragged post in its new place', async () => {
  renderAsAdmin(<SeriesOrderPage />, '/admin/series/3');
  await screen.findByText('第一章');
  const items = within(screen.getByRole('list', { name: '专栏文章顺序' })).getAllByRole('listitem');
  fireEvent.dragStart(items[2], { dataTransfer: { effectAllowed: '' } });
  fireEvent.dragOver(items[0]);
  fireEvent.drop(items[0]);
  await waitFor(() => expect(sent()).toEqual([{ idList: [13, 11, 12] }]));
  await waitFor(() => expect(titles()).toEqual(['草稿章', '第一章', '第二章']));
});

it('a typed place sends the order with the post moved there', async () => {
  const user = userEvent.setup();
  renderAsAdmin(<SeriesOrderPage />, '/admin/series/3');
  const field = await screen.findByLabelText('《第一章》的位置');
  await user.clear(field);
  await user.type(field, '3{Enter}');
  await waitFor(() => expect(sent()).toEqual([{ idList: [12, 13, 11] }]));
  await waitFor(() => expect(titles()).toEqual(['第二章', '草稿章', '第一章']));
});
