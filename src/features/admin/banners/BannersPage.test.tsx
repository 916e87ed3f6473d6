import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageHeaderRow } from '@protocol/adminRows';
import { startAdminArea } from '@/shared/testing/adminAreaServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { BannersPage } from './BannersPage';

configure({ asyncUtilTimeout: 8000 });

let area: Awaited<ReturnType<typeof startAdminArea<PageHeaderRow>>>;
beforeEach(async () => {
  area = await startAdminArea('/admin/pageHeader', [{ id: 1, route_name: 'home', bg_url: '/uploads/home.jpg' }], {
    wholeArray: true,
  });
});
afterEach(() => area.close());

it('adds a banner, refusing an address that is neither an upload nor http(s) first', async () => {
  const user = userEvent.setup();
  renderAsAdmin(<BannersPage />);
  await screen.findByText('home');
  await user.click(screen.getByRole('button', { name: '新增背景' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByLabelText(/路由名称/));
  await user.paste('talk');
  await user.click(within(dialog).getByRole('textbox', { name: '背景图' }));
  await user.paste('javascript:alert(1)');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await within(dialog).findByText('背景图须是上传的图片或 http(s) 地址')).toBeInTheDocument();
  expect(area.calls('POST /api/admin/pageHeader')).toHaveLength(0);

  await user.clear(within(dialog).getByRole('textbox', { name: '背景图' }));
  await user.paste('/uploads/talk.jpg');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(area.calls('POST /api/admin/pageHeader')).toHaveLength(1));
  expect(area.calls('POST /api/admin/pageHeader')[0].body).toEqual({ route_name: 'talk', bg_url: '/uploads/talk.jpg' });
  expect(await screen.findByText('talk')).toBeInTheDocument();
});

it('edits a banner with its stored values filled in', async () => {
  const user = userEvent.setup();
  const { noticesShown } = renderAsAdmin(<BannersPage />);
  await user.click(await screen.findByRole('button', { name: '编辑' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('heading', { name: '编辑背景' })).toBeInTheDocument();
  const address = within(dialog).getByRole('textbox', { name: '背景图' });
  expect(address).toHaveValue('/uploads/home.jpg');
  await user.clear(address);
  await user.paste('https://img.example/home.jpg');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(area.calls('PUT /api/admin/pageHeader/1')).toHaveLength(1));
  expect(area.calls('PUT /api/admin/pageHeader/1')[0].body).toEqual({
    route_name: 'home',
    bg_url: 'https://img.example/home.jpg',
  });
  await waitFor(() => expect(noticesShown()).toContain('保存成功'));
});
