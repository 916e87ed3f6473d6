import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { musicBaseUrl } from '@/shared/api/musicApi';
import { MusicPlayer } from './MusicPlayer';

// Key components against a real local HTTP server speaking the /wapi shapes (music-api.md §2).
const lists = [1, 2, 3, 4].map((id) => ({ id, name: `榜单${id}`, coverImgUrl: `/c/${id}.png` }));
const song = (id: number) => ({ id, name: `歌曲${id}`, ar: [{ id: 9, name: '歌手甲' }], alia: [`别名${id}`], al: { id: 1, picUrl: '/c.png' }, dt: 20000 });
let server: http.Server;
const requests: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(`${url.pathname}${url.search}`);
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/toplist/detail') return res.end(JSON.stringify({ code: 200, list: lists }));
    if (url.pathname === '/playlist/track/all') {
      const offset = Number(url.searchParams.get('offset'));
      return res.end(JSON.stringify({ code: 200, songs: offset === 0 ? [song(1), song(2)] : [], privileges: [] }));
    }
    if (url.pathname === '/search') return res.end(JSON.stringify({ code: 200, result: { songCount: 0, songs: [] } }));
    return res.end(JSON.stringify({ code: 404 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  musicBaseUrl.current = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

it('opens the panel from the disc, picks list[3], fills the table, and searches', async () => {
  const store = makeStore();
  render(<Provider store={store}><MusicPlayer /></Provider>);
  expect(screen.queryByTestId('music-panel')).toBeNull();
  fireEvent.click(screen.getByTestId('music-disc'));
  await waitFor(() => expect(screen.getAllByTestId('category')).toHaveLength(4));
  await waitFor(() => expect(screen.getAllByTestId('song-row')).toHaveLength(2));
  expect(screen.getByTestId('current-category').textContent).toBe('榜单4');
  expect(screen.getByText('别名1')).toBeInTheDocument();
  expect(requests).toContain('/playlist/track/all?id=4&limit=30&offset=0');
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
  expect(requests.some((r) => r.startsWith('/search?keywords=%E6%97%A0%E6%AD%A4%E6%AD%8C&offset=0&limit=20'))).toBe(true);
});
