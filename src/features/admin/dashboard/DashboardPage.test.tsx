import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { createAppTheme, themeToggled } from '@/features/theme';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { DashboardPage } from './DashboardPage';

// Two shared cores and a real local server: give slow answers time instead of failing on load.

const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const series = days.map((day, i) => ({ day, views: i === 29 ? 37 : i % 3, comments: i === 10 ? 4 : 0 }));
const pending = {
  linkCount: 2,
  noticeCount: 3,
  notices: [{ id: 7, type: 1, to_id: 12, text: '读者 评论了你的文章《砚》', createdAt: '2026-11-30 10:00:00' }],
  comments: [{ id: 5, type: 1, for_id: 12, from_name: '读者', content: '写得真好', createdAt: '2026-11-30 09:00:00' }],
};
const figures = { articleCount: 3, viewCount: 40, commentCount: 4, userCount: 2, onlineCount: 0 };

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/admin/dashboard': () => ({ body: { code: 0, message: '', result: { ...figures, series, pending } } }),
    'PUT /api/notify/update/7': () => ({ body: { code: 0, message: '', result: null } }),
    'GET /api/config': () => ({ body: { code: 0, message: '', result: { admin_url: '/admin' } } }),
  });
});
afterAll(() => api.close());

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="当前地址">{pathname + search}</output>;
}

describe('the dashboard', () => {
  it('draws the chart with a count axis of round ticks and a date axis, and a table for screen readers', async () => {
    renderAsAdmin(<DashboardPage />);
    const counts = await screen.findByTestId('count-axis');
    expect([...counts.children].map((tick) => tick.textContent)).toEqual(['0', '10', '20', '30', '40']);
    const dates = screen.getByTestId('date-axis');
    expect([...dates.children].map((tick) => tick.textContent)).toEqual([
      '11月1日',
      '11月8日',
      '11月16日',
      '11月23日',
      '11月30日',
    ]);
    // The drawing is hidden from assistive technology; the table says every day instead.
    expect(screen.getByTestId('trend-plot')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { name: '近 30 天每日浏览与评论' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[30]).getByRole('rowheader')).toHaveTextContent('2026-11-30');
    expect(
      within(rows[30])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['37', '0']);
    expect(screen.getByText('近 30 天：浏览 65 次，评论 4 条')).toBeInTheDocument();
  });

  it('draws the axes in the dark theme too, in its own colours', async () => {
    const { store, rerender } = renderAsAdmin(<DashboardPage />);
    const baseline = async () =>
      (await screen.findByTestId('trend-plot')).querySelector('line')?.getAttribute('stroke');
    const light = await baseline();
    act(() => {
      store.dispatch(themeToggled());
    });
    rerender(<DashboardPage />);
    const dark = await baseline();
    expect(screen.getByTestId('count-axis').children).toHaveLength(5);
    expect(light).toBe(createAppTheme('light').palette.text.secondary);
    expect(dark).toBe(createAppTheme('dark').palette.text.secondary);
    expect(dark).not.toBe(light);
  });

  it('surfaces pending work, each linking to where the author acts on it', async () => {
    const user = userEvent.setup();
    renderAsAdmin(
      <>
        <DashboardPage />
        <Where />
      </>,
    );
    expect(await screen.findByRole('heading', { name: '待处理' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '待审核友链 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去审核' })).toHaveAttribute('href', '/admin/links');
    expect(screen.getByRole('heading', { name: '未读通知 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '最新评论' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').some((item) => item.textContent?.startsWith('读者：写得真好'))).toBe(true);
    expect(screen.getByRole('link', { name: '管理评论' })).toHaveAttribute('href', '/admin/comments');

    // A notice opens what it is about and is marked read, as from the bell.
    await user.click(screen.getByRole('button', { name: '读者 评论了你的文章《砚》' }));
    await waitFor(() => expect(api.calls('PUT /api/notify/update/7')).toHaveLength(1));
    expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent('/article?id=12');
  });
});
