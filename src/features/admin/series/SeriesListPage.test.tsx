import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SeriesSummary } from '@protocol/api/series';
import { startAdminArea } from '@/shared/testing/adminAreaServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { SeriesListPage } from './SeriesListPage';

configure({ asyncUtilTimeout: 8000 });

// docs/behaviour.md §9.6: 专栏管理 lists every series with its post count, creates, edits and
// deletes them through /api/admin/series, and opens one series' order.
const series: SeriesSummary = {
  id: 3,
  name: '砚边札记',
  description: '写字的事',
  cover: '',
  postCount: 4,
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-02 10:00:00',
};

let area: Awaited<ReturnType<typeof startAdminArea<SeriesSummary>>>;
beforeEach(async () => {
  area = await startAdminArea('/admin/series', [series], { wholeArray: true });
});
afterEach(() => area.close());

it('lists series with their post count and links each to its order', async () => {
  renderAsAdmin(<SeriesListPage />, '/admin/series');
  const row = (await screen.findByText('砚边札记')).closest('tr') as HTMLElement;
  expect(within(row).getByText('4')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: '文章排序' })).toHaveAttribute('href', '/admin/series/3');
});

it('creates a series with its name, cover and description', async () => {
  const user = userEvent.setup();
  renderAsAdmin(<SeriesListPage />, '/admin/series');
  await user.click(await screen.findByRole('button', { name: '新建专栏' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/专栏名称/), '  墨池  ');
  await user.type(within(dialog).getByLabelText(/简介/), '关于墨');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(area.calls('POST /api/admin/series')).toHaveLength(1));
  expect(area.calls('POST /api/admin/series')[0].body).toEqual({ name: '墨池', cover: '', description: '关于墨' });
  expect(await screen.findByText('墨池')).toBeInTheDocument();
});

it('edits a series and deletes it', async () => {
  const user = userEvent.setup();
  renderAsAdmin(<SeriesListPage />, '/admin/series');
  await user.click(await screen.findByRole('button', { name: '编辑' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(/专栏名称/)).toHaveValue('砚边札记');
  await user.clear(within(dialog).getByLabelText(/简介/));
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(area.calls('PUT /api/admin/series/3')).toHaveLength(1));
  expect(area.calls('PUT /api/admin/series/3')[0].body).toEqual({ name: '砚边札记', cover: '', description: '' });

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const row = (await screen.findByText('砚边札记')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: '删除' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /删除|确定/ }));
  await waitFor(() => expect(area.calls('DELETE /api/admin/series/3')).toHaveLength(1));
});
