import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { ArticlesPage } from './ArticlesPage';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';

// Two shared cores and a real local server: give slow answers time instead of failing on load.

const ROWS = [
  {
    id: 11,
    article_title: '第一篇',
    status: 'public',
    is_top: 2,
    category_name: '随笔',
    tagNameList: ['a'],
    view_times: 3,
    createdAt: '',
    updatedAt: '2026-11-01 10:00:00',
  },
  {
    id: 12,
    article_title: '第二篇',
    status: 'draft',
    is_top: 1,
    category_name: '随笔',
    tagNameList: [],
    view_times: 0,
    createdAt: '',
    updatedAt: '2026-11-02 10:00:00',
  },
];

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/admin/article': () => ({
      body: { code: 0, message: '', result: { current: 1, size: 10, total: 2, list: ROWS } },
    }),
    'POST /api/admin/article/delete': ({ body }) => ({
      body: { code: 0, message: '', result: { count: (body as { idList: number[] }).idList.length } },
    }),
  });
});
afterAll(() => api.close());

describe('the articles table', () => {
  it('keeps numbers and dates on one line and room for the title (docs/admin-desk.md "Layout")', async () => {
    renderAsAdmin(<ArticlesPage />);
    const title = await screen.findByText('第一篇', {}, { timeout: 5000 });
    expect(getComputedStyle(title.closest('td') as HTMLElement).minWidth).toBe('10em');
    expect(getComputedStyle(screen.getByText('2026-11-01 10:00:00')).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('3')).whiteSpace).toBe('nowrap');
  });

  it('bulk-deletes the selected articles through the bulk route, after a confirmation', async () => {
    const user = userEvent.setup();
    const { store } = renderAsAdmin(<ArticlesPage />);
    expect(await screen.findByText('第一篇', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('草稿')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    await user.click(screen.getByRole('button', { name: '批量删除（2）' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除选中的 2 条文章吗？')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/article/delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(api.calls('POST /api/admin/article/delete')).toHaveLength(1), { timeout: 5000 });
    const [call] = api.calls('POST /api/admin/article/delete');
    expect(call.body).toEqual({ idList: [11, 12] });
    expect(call.authorization).toBe('admin-token');
    await waitFor(() => expect(store.getState().notices.items.map((n) => n.message)).toContain('已删除 2 条文章'));
  });

  it('sends the search and the status filter to the list route', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<ArticlesPage />);
    await screen.findByText('第一篇', {}, { timeout: 5000 });
    await user.type(screen.getByLabelText('搜索文章'), '砚');
    await waitFor(
      () => expect(api.calls('GET /api/admin/article').some((r) => r.query.get('keyword') === '砚')).toBe(true),
      {
        timeout: 5000,
      },
    );
  });
});
