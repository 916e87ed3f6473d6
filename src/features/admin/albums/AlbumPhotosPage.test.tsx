import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPhotoRow } from '@protocol/adminRows';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { AlbumPhotosPage } from './AlbumPhotosPage';

configure({ asyncUtilTimeout: 8000 });

const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });
const photo = (id: number): AdminPhotoRow => ({ id, url: `/uploads/${id}.jpg`, sort: id, createdAt: '' });

let photos: AdminPhotoRow[];
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeEach(async () => {
  photos = [photo(1), photo(2), photo(3)];
  api = await startLocalApi({
    'GET /api/admin/album/4/photo': () => ok(photos),
    'PUT /api/admin/album/4/photo/order': ({ body }) => {
      const { idList } = body as { idList: number[] };
      photos = idList.map((id) => photos.find((p) => p.id === id) as AdminPhotoRow);
      return ok(null);
    },
    'POST /api/admin/photo/delete': ({ body }) => {
      const { idList } = body as { idList: number[] };
      photos = photos.filter((p) => !idList.includes(p.id));
      return ok({ count: idList.length });
    },
  });
});
afterEach(() => api.close());

const shown = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));

it("moves a photo later: the album's new order is sent and shown", async () => {
  const user = userEvent.setup();
  renderAsAdmin(<AlbumPhotosPage />, '/admin/albums/4');
  await screen.findByAltText('第 3 张');
  expect(screen.getByRole('button', { name: '第 1 张前移' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: '第 1 张后移' }));
  await waitFor(() => expect(api.calls('PUT /api/admin/album/4/photo/order')).toHaveLength(1));
  expect(api.calls('PUT /api/admin/album/4/photo/order')[0].body).toEqual({ idList: [2, 1, 3] });
  await waitFor(() => expect(shown()).toEqual(['/uploads/2.jpg', '/uploads/1.jpg', '/uploads/3.jpg']));
});

it('deletes the selected photos after a confirmation', async () => {
  const user = userEvent.setup();
  const { noticesShown } = renderAsAdmin(<AlbumPhotosPage />, '/admin/albums/4');
  await screen.findByAltText('第 3 张');
  await user.click(screen.getByRole('checkbox', { name: '选择第 2 张' }));
  await user.click(screen.getByRole('button', { name: '删除选中（1）' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('确定删除选中的 1 张照片吗？')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(api.calls('POST /api/admin/photo/delete')).toHaveLength(1));
  expect(api.calls('POST /api/admin/photo/delete')[0].body).toEqual({ idList: [2] });
  await waitFor(() => expect(shown()).toEqual(['/uploads/1.jpg', '/uploads/3.jpg']));
  await waitFor(() => expect(noticesShown()).toContain('删除成功'));
});
