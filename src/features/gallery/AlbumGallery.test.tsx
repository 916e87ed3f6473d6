import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useSearchParams } from 'react-router';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { parseQueryId } from '@protocol/queryId';
import { AlbumGallery } from './AlbumGallery';
import { AlbumList } from './AlbumList';
import type { Album } from './galleryTypes';

const ALBUMS: Album[] = [
  { id: 1, album_name: '山川', album_cover: '/uploads/c1.webp', description: '远山与河流' },
  { id: 2, album_name: '城市', album_cover: '', description: '' },
  { id: 3, album_name: '空相册', album_cover: '', description: '什么也没有' },
];
const PHOTOS: Record<number, { id: number; url: string }[]> = {
  1: [
    { id: 11, url: '/uploads/p11.webp' },
    { id: 12, url: '/uploads/p12.webp' },
  ],
  2: [{ id: 21, url: '/uploads/p21.webp' }],
  3: [],
};
const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });

let api: Awaited<ReturnType<typeof startLocalApi>>;
let albumsFail = false;
beforeEach(async () => {
  albumsFail = false;
  const routes: Parameters<typeof startLocalApi>[0] = {
    'GET /api/photoAlbum/getAllAlbumList': () =>
      albumsFail ? { status: 500, body: { code: 500, message: '服务端错误' } } : ok(ALBUMS),
  };
  for (const id of [1, 2, 3]) routes[`GET /api/photo/getAllPhotosByAlbumId/${id}`] = () => ok(PHOTOS[id]);
  api = await startLocalApi(routes);
});
afterEach(() => api.close());

/** The page as the router shows it: the gallery of `?id`. */
function Gallery() {
  const [params] = useSearchParams();
  const id = parseQueryId(params.get('id'));
  return <AlbumGallery key={id ?? 'none'} albumId={id} />;
}
const renderGallery = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/photos" element={<Gallery />} />
      <Route path="/photoAlbum" element={<AlbumList />} />
    </Routes>,
    { route },
  );

test("the album's photos as lazy tiles in reserved boxes, and a switcher to the other albums", async () => {
  renderGallery('/photos?id=1');
  expect(screen.getAllByTestId('photo-skeleton').length).toBeGreaterThan(0);
  await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(2), { timeout: 5000 });
  expect(screen.getByRole('heading', { level: 1, name: '山川' })).toBeInTheDocument();
  const img = screen.getByRole('img', { name: '山川 第 1 张，共 2 张' });
  expect(img).toHaveAttribute('loading', 'lazy');

  const switcher = screen.getByRole('navigation', { name: '切换相册' });
  const links = within(switcher).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['山川', '城市', '空相册']);
  expect(within(switcher).getByRole('link', { name: '山川' })).toHaveAttribute('aria-current', 'page');
  expect(within(switcher).getByRole('link', { name: '城市' })).not.toHaveAttribute('aria-current');
  expect(within(switcher).getByRole('link', { name: '城市' })).toHaveAttribute('href', '/photos?id=2');

  fireEvent.click(within(switcher).getByRole('link', { name: '城市' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '城市' })).toBeInTheDocument());
  await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(1));
  expect(screen.getByRole('link', { name: '城市' })).toHaveAttribute('aria-current', 'page');
  expect(api.calls('GET /api/photo/getAllPhotosByAlbumId/2')).toHaveLength(1);
});

test('an empty album, an unknown album and a missing id each say so, with a way back', async () => {
  const first = renderGallery('/photos?id=3');
  expect(await screen.findByTestId('page-empty', {}, { timeout: 5000 })).toHaveTextContent('这个相册还没有照片');
  first.unmount();
  const second = renderGallery('/photos?id=99');
  expect(await screen.findByTestId('page-error', {}, { timeout: 5000 })).toHaveTextContent('没有找到这个相册');
  expect(screen.getByRole('link', { name: '返回相册' })).toHaveAttribute('href', '/photoAlbum');
  second.unmount();
  renderGallery('/photos');
  expect(await screen.findByTestId('page-error')).toHaveTextContent('没有找到这个相册');
  expect(await screen.findByRole('navigation', { name: '切换相册' })).toBeInTheDocument();
});

test('the album list: cards with cover, name and description linking to the gallery; errors offer a reload', async () => {
  albumsFail = true;
  renderGallery('/photoAlbum');
  expect(await screen.findByTestId('page-error', {}, { timeout: 5000 })).toHaveTextContent('服务端错误');
  albumsFail = false;
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
  const list = await screen.findByRole('list', { name: '相册列表' });
  const cards = within(list).getAllByRole('link');
  expect(cards).toHaveLength(3);
  expect(cards[0]).toHaveAttribute('href', '/photos?id=1');
  expect(within(cards[0]).getByRole('heading', { name: '山川' })).toBeInTheDocument();
  expect(cards[0]).toHaveTextContent('远山与河流');
  expect(cards[1]).toHaveTextContent('暂无描述');
});
