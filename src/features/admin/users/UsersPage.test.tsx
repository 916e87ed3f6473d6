import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserRow } from '@protocol/adminRows';
import { startAdminArea } from '@/shared/testing/adminAreaServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { UsersPage } from './UsersPage';

configure({ asyncUtilTimeout: 8000 });

const LAST_ADMIN = '至少需要保留一位可用的管理员';
const user = (id: number, nick_name: string, role: number): AdminUserRow => ({
  id,
  username: `u${id}`,
  nick_name,
  avatar: '',
  role,
  disabled: false,
  createdAt: '2026-11-01 10:00:00',
});

let area: Awaited<ReturnType<typeof startAdminArea<AdminUserRow>>>;
beforeEach(async () => {
  area = await startAdminArea('/admin/user', [user(1, '站长', 1), user(2, '读者', 2)], {
    // The server keeps one enabled admin (docs/admin-api.md).
    refuse: (request) => (request.params.id === '1' ? LAST_ADMIN : null),
  });
});
afterEach(() => area.close());

it('disables a reader: the row says 已停用 and offers 启用', async () => {
  const author = userEvent.setup();
  const { noticesShown } = renderAsAdmin(<UsersPage />);
  await author.click(await screen.findByRole('button', { name: '停用 读者' }));
  await waitFor(() => expect(area.calls('PUT /api/admin/user/2')).toHaveLength(1));
  expect(area.calls('PUT /api/admin/user/2')[0].body).toEqual({ disabled: true });
  const row = (await screen.findByRole('button', { name: '启用 读者' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('已停用')).toBeInTheDocument();
  await waitFor(() => expect(noticesShown()).toContain('已停用'));
});

it("shows the server's refusal to demote the last admin, and the admin stays", async () => {
  const author = userEvent.setup();
  const { noticesShown } = renderAsAdmin(<UsersPage />);
  await author.click(await screen.findByRole('button', { name: '取消管理员 站长' }));
  await waitFor(() => expect(area.calls('PUT /api/admin/user/1')).toHaveLength(1));
  expect(area.calls('PUT /api/admin/user/1')[0].body).toEqual({ role: 2 });
  await waitFor(() => expect(noticesShown()).toContain(LAST_ADMIN));
  expect(screen.getByRole('button', { name: '取消管理员 站长' })).toBeInTheDocument();
});
