import { screen, waitFor, within } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderSignedIn } from '@/shared/testing/renderSignedIn';
import { DevicesSection } from './DevicesSection';

const ok = (result: unknown, message = '成功') => ({ body: { code: 0, message, result } });
const row = (id: string, device: string, current: boolean) => ({
  id,
  device,
  network: '203.0.113.0/24',
  createdAt: '2026-11-01 10:00:00',
  lastSeenAt: '2026-11-28 09:00:00',
  current,
});
let devices = [row('a', 'Chrome · Windows', true), row('b', 'Safari · iOS', false), row('c', 'Firefox · Linux', false)];
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/account/devices': () => ok(devices),
    'POST /api/account/devices/revoke': ({ body }) => {
      devices = devices.filter((d) => d.id !== (body as { id: string }).id);
      return ok(null, '已退出该设备');
    },
    'POST /api/account/devices/revokeOthers': () => {
      devices = devices.filter((d) => d.current);
      return ok(null, '已退出其他设备');
    },
  });
});
afterAll(() => api.close());

describe('登录设备 (docs/behaviour.md §4.7)', () => {
  it('marks the current login; 退出此设备 and 退出其他设备 sign the others out', async () => {
    const { user } = renderSignedIn(<DevicesSection />, api.transport);
    const list = await screen.findByRole('list', { name: '登录设备' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const current = within(list).getByText('Chrome · Windows（203.0.113.0/24）').closest('li') as HTMLElement;
    expect(within(current).getByText('当前设备')).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: '退出此设备' })).toBeNull();
    expect(within(list).getAllByRole('button', { name: '退出此设备' })).toHaveLength(2);

    const phone = within(list).getByText('Safari · iOS（203.0.113.0/24）').closest('li') as HTMLElement;
    await user.click(within(phone).getByRole('button', { name: '退出此设备' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(api.calls('POST /api/account/devices/revoke')[0].body).toEqual({ id: 'b' });

    await user.click(screen.getByRole('button', { name: '退出其他设备' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: '退出其他设备' })).toBeDisabled();
  });
});
