import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLinkRow } from '@protocol/adminRows';
import { startAdminArea } from '@/shared/testing/adminAreaServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { LinksPage } from './LinksPage';

configure({ asyncUtilTimeout: 8000 });

const link = (id: number, site_name: string): AdminLinkRow => ({
  id,
  site_name,
  site_desc: '',
  site_avatar: '',
  url: `https://${id}.example`,
  status: 'pending',
  user_id: 2,
  nick_name: '读者',
  createdAt: '2026-11-01 10:00:00',
});

let area: Awaited<ReturnType<typeof startAdminArea<AdminLinkRow>>>;
beforeEach(async () => {
  area = await startAdminArea('/admin/link', [link(1, '砚台'), link(2, '墨池')], {
    // The server's default filter: pending applications only.
    filter: (row, request) => (request.query.get('status') ?? 'pending') === row.status,
  });
});
afterEach(() => area.close());

it('asks for the pending applications first and approves one, which leaves the queue', async () => {
  const user = userEvent.setup();
  renderAsAdmin(<LinksPage />);
  expect(await screen.findByText('砚台')).toBeInTheDocument();
  expect(area.calls('GET /api/admin/link')[0].query.get('status')).toBe('pending');

  await user.click(screen.getByRole('button', { name: '通过砚台' }));
  await waitFor(() => expect(area.calls('PUT /api/admin/link/1')).toHaveLength(1));
  expect(area.calls('PUT /api/admin/link/1')[0].body).toEqual({ status: 'approved' });
  await waitFor(() => expect(screen.queryByText('砚台')).not.toBeInTheDocument());
  expect(screen.getByText('墨池')).toBeInTheDocument();
  expect(within(await screen.findByRole('alert')).getByText('已通过')).toBeInTheDocument();
});

it('rejects an application', async () => {
  const user = userEvent.setup();
  renderAsAdmin(<LinksPage />);
  await user.click(await screen.findByRole('button', { name: '拒绝墨池' }));
  await waitFor(() => expect(area.calls('PUT /api/admin/link/2')).toHaveLength(1));
  expect(area.calls('PUT /api/admin/link/2')[0].body).toEqual({ status: 'rejected' });
  await waitFor(() => expect(screen.queryByText('墨池')).not.toBeInTheDocument());
});
