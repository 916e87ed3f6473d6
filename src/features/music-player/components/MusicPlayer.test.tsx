import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { resizeTo, scrollWindowTo } from '@/shared/testing/viewport';
import { MusicPlayer } from './MusicPlayer';

// Key components against a real local HTTP server speaking the /wapi shapes (docs/behaviour.md §7.5).
const lists = [1, 2, 3, 4].map((id) => ({ id, name: `榜单${id}`, coverImgUrl: `/c/${id}.png` }));
const song = (id: number) => ({
  id,
  name: `歌曲${id}`,
  ar: [{ id: 9, name: '歌手甲' }],
  alia: [`别名${id}`],
  al: { id: 1, picUrl: '/c.png' },
  dt: 20000,
});
let api: Awaited<ReturnType<typeof startLocalApi>>;
const requests = () => api.requests.map((r) => r.url);

beforeAll(async () => {
  api = await startLocalApi(
    {
      'GET /toplist/detail': () => ({ body: { code: 200, list: lists } }),
      'GET /playlist/track/all': ({ query }) => ({
        body: { code: 200, songs: Number(query.get('offset')) === 0 ? [song(1), song(2)] : [], privileges: [] },
      }),
      'GET /search': () => ({ body: { code: 200, result: { songCount: 0, songs: [] } } }),
    },
    { service: 'music' },
  );
});
afterAll(() => api.close());

it('opens the panel from the disc, picks list[3], fills the table, and searches', async () => {
  const store = makeStore(undefined, { transport: api.transport });
  render(
    <Provider store={store}>
      <MusicPlayer />
    </Provider>,
  );
  expect(screen.queryByTestId('music-panel')).toBeNull();
  fireEvent.click(screen.getByTestId('music-disc'));
  await waitFor(() => expect(screen.getAllByTestId('category')).toHaveLength(4));
  await waitFor(() => expect(screen.getAllByTestId('song-row')).toHaveLength(2));
  expect(screen.getByTestId('current-category').textContent).toBe('榜单4');
  expect(screen.getByText('别名1')).toBeInTheDocument();
  expect(requests()).toContain('/playlist/track/all?id=4&limit=30&offset=0');
  fireEvent.click(screen.getByText('下拉/点击加载更多～'));
  await waitFor(() => expect(screen.getByText('已经到底了')).toBeInTheDocument());

  fireEvent.click(screen.getAllByLabelText('添加到我的歌单')[0]);
  expect(store.getState().player.customerMusicList.map((s) => s.id)).toEqual([1]);
  expect(store.getState().notices.items[0]).toMatchObject({ message: '添加成功', title: '提示', duration: 1000 });

  fireEvent.click(screen.getByLabelText('搜索歌曲'));
  expect(screen.getByText('空空如也')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('请输入歌名或歌手'), { target: { value: '无此歌' } });
  fireEvent.click(screen.getByText('搜索'));
  await waitFor(() => expect(store.getState().notices.items.some((n) => n.message === '没有相关的歌曲')).toBe(true));
  expect(requests().some((r) => r.startsWith('/search?keywords=%E6%97%A0%E6%AD%A4%E6%AD%8C&offset=0&limit=20'))).toBe(
    true,
  );
});

it('works from the keyboard: a song is a button, Escape closes the panel and focus returns to the disc', async () => {
  const store = makeStore(undefined, { transport: api.transport });
  render(
    <Provider store={store}>
      <MusicPlayer />
    </Provider>,
  );
  const disc = screen.getByTestId('music-disc');
  disc.focus();
  fireEvent.click(disc);
  expect(disc).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(screen.getAllByTestId('song-row')).toHaveLength(2));
  const songButton = screen.getByRole('button', { name: '歌曲1' });
  songButton.focus();
  fireEvent.keyDown(songButton, { key: 'Escape' });
  expect(screen.queryByTestId('music-panel')).toBeNull();
  expect(disc).toHaveFocus();
  expect(disc).toHaveAttribute('aria-expanded', 'false');
});

it('moves the music disc (docs/behaviour.md §2.2) out of the text while scrolling down, unless its panel is open', async () => {
  resizeTo(390);
  // A page long enough that scrolling down does not reach its end (where the disc comes back).
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  render(
    <Provider store={makeStore(undefined, { transport: api.transport })}>
      <MusicPlayer />
    </Provider>,
  );
  const disc = screen.getByTestId('music-disc');
  expect(disc).not.toHaveAttribute('data-aside');
  await scrollWindowTo(800);
  expect(disc).toHaveAttribute('data-aside', 'true');
  fireEvent.click(disc);
  expect(disc).not.toHaveAttribute('data-aside');
  await scrollWindowTo(0);
  resizeTo(1024);
});
