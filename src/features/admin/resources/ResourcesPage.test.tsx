import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCategoryRow, AdminSiteRow } from '@protocol/adminRows';
import { adminAreaRoutes, startAdminArea } from '@/shared/testing/adminAreaServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { ResourcesPage } from './ResourcesPage';

configure({ asyncUtilTimeout: 8000 });

const category: AdminCategoryRow = {
  id: 1,
  type: 'front',
  key: 'tools',
  name: '工具',
  description: '',
  sort: 2,
  siteCount: 1,
};
const site: AdminSiteRow = {
  id: 9,
  category_id: 1,
  name: '砚台站',
  url: 'https://yan.example',
  description: '',
  icon: '',
  sort: 0,
};

// Both areas on one server: categories (answered whole) and sites (paged).
let api: Awaited<ReturnType<typeof startAdminArea<AdminCategoryRow>>>;
beforeEach(async () => {
  const sites = adminAreaRoutes<AdminSiteRow>('/admin/resource/site', [site]);
  api = await startAdminArea('/admin/resource/category', [category], { wholeArray: true }, sites.routes);
});
afterEach(() => api.close());

it('edits a category: numbers go as numbers, and the new name shows in its row', async () => {
  const user = userEvent.setup();
  renderAsAdmin(<ResourcesPage />);
  const row = (await screen.findByText('工具')).closest('tr') as HTMLElement;
  expect(within(row).getByText('前端')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: '编辑' }));
  const dialog = await screen.findByRole('dialog');
  const name = within(dialog).getByLabelText(/名称/);
  await user.clear(name);
  await user.paste('常用工具');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));

  await waitFor(() => expect(api.calls('PUT /api/admin/resource/category/1')).toHaveLength(1));
  expect(api.calls('PUT /api/admin/resource/category/1')[0].body).toEqual({
    type: 'front',
    key: 'tools',
    name: '常用工具',
    description: '',
    sort: 2,
  });
  expect(await screen.findByText('常用工具')).toBeInTheDocument();
});

it("offers the categories in the site form and sends the site's category as a number", async () => {
  const user = userEvent.setup();
  renderAsAdmin(<ResourcesPage />);
  const row = (await screen.findByText('砚台站')).closest('tr') as HTMLElement;
  await screen.findByText('工具');
  await user.click(within(row).getByRole('button', { name: '编辑' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('combobox', { name: /分类/ })).toHaveTextContent('工具（前端）');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(api.calls('PUT /api/admin/resource/site/9')).toHaveLength(1));
  expect(api.calls('PUT /api/admin/resource/site/9')[0].body).toMatchObject({ category_id: 1, sort: 0 });
});
