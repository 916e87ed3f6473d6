import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAlbumRow } from '@protocol/adminRows';
import { startAdminArea } from '@/shared/testing/adminAreaServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { AlbumsPage } from './AlbumsPage';

configure({ asyncUtilTimeout: 8000 });

const album: AdminAlbumRow = {
  id: 3,
  album_name: '旅行',
  album_cover: '',
  description: '路上',
  status: 'public',
  photoCount: 12,
  createdAt: '2026-11-01 10:00:00',
};

let area: Awaited<ReturnType<typeof startAdminArea<AdminAlbumRow>>>;
beforeEach(async () => {
  area = await startAdminArea('/admin/album', [album], { wholeArray: true });
});
afterEach(() => area.close());

it('lists albums with their photo count and links each to its photos', async () => {
  renderAsAdmin(<AlbumsPage />);
  const row = (await screen.findByText('旅行')).closest('tr') as HTMLElement;
  expect(within(row).getByText('12')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: '照片' })).toHaveAttribute('href', '/admin/albums/3');
});

it('makes an album private from its edit form', async () => {
  const user = userEvent.setup();
  renderAsAdmin(<AlbumsPage />);
  // Text and label queries, not role queries over the whole table: those take seconds each on a
  // loaded two-core machine and this test ran into its time limit there.
  await user.click(await screen.findByText('编辑'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(/相册名称/)).toHaveValue('旅行');
  await user.click(within(dialog).getByLabelText('可见性'));
  await user.click(within(await screen.findByRole('listbox')).getByText('私密'));
  await user.click(within(dialog).getByText('保存'));

  await waitFor(() => expect(area.calls('PUT /api/admin/album/3')).toHaveLength(1));
  expect(area.calls('PUT /api/admin/album/3')[0].body).toEqual({
    album_name: '旅行',
    album_cover: '',
    description: '路上',
    status: 'private',
  });
  const row = (await screen.findByText('旅行')).closest('tr') as HTMLElement;
  expect(await within(row).findByText('私密')).toBeInTheDocument();
});
