import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { SearchPopover } from './SearchPopover';
import { playerState, testSong } from '../testing/playerTestState';

// A local music service answering /search in the legacy search format (docs/behaviour.md §7.5):
// '歌' matches 25 songs (pages of 20: 20, 5, then an empty page); '无此歌' matches nothing.
const searchSong = (id: number) => ({
  id,
  name: `歌${id}`,
  alias: [],
  artists: [
    { id: 1, name: '砚台乐队' },
    { id: 2, name: '南风' },
  ],
  album: { id: 3, name: '专辑', artist: { img1v1Url: `/cover/${id}.png` } },
});
let api: Awaited<ReturnType<typeof startLocalApi>>;
const requests = () => api.requests.map((r) => r.url);

beforeAll(async () => {
  api = await startLocalApi(
    {
      'GET /search': ({ query }) => {
        const offset = Number(query.get('offset'));
        const limit = Number(query.get('limit'));
        const all = query.get('keywords') === '歌' ? Array.from({ length: 25 }, (_, i) => searchSong(i + 1)) : [];
        const songs = all.slice(offset, offset + limit);
        return {
          body: {
            code: 200,
            result: songs.length
              ? { songs, songCount: all.length, hasMore: offset + limit < all.length }
              : { songCount: 0 },
          },
        };
      },
    },
    { service: 'music' },
  );
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // a played song's failed load (no detail here)
});
afterEach(() => jest.restoreAllMocks());

const input = () => screen.getByPlaceholderText('请输入歌名或歌手');
function search(keyword: string) {
  fireEvent.change(input(), { target: { value: keyword } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
}
const rows = () => screen.queryAllByTestId('search-row');
const open = (preloaded = playerState({})) => {
  const result = renderWithProviders(<SearchPopover />, { preloadedState: preloaded });
  fireEvent.click(screen.getByLabelText('搜索歌曲'));
  return result;
};

describe('SearchPopover (docs/behaviour.md §7.3)', () => {
  it('puts the caret in the search box when it opens', async () => {
    open();
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('starts empty (空空如也) with the placeholder, and pages 20 at a time', async () => {
    open();
    expect(screen.getByText('空空如也')).toBeInTheDocument();
    search('歌');
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(requests()).toEqual([`/search?keywords=${encodeURIComponent('歌')}&offset=0&limit=20`]);
    expect(rows()[0]).toHaveTextContent('歌1砚台乐队,南风');
  });

  it('load more: 点击加载更多～ advances the offset by the limit until an empty page gives 已经到底了', async () => {
    open();
    search('歌');
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByText('点击加载更多～'));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByText('点击加载更多～')).toBeInTheDocument(); // 5 songs came back: more may exist
    fireEvent.click(screen.getByText('点击加载更多～'));
    await waitFor(() => expect(screen.getByText('已经到底了')).toBeInTheDocument());
    expect(rows()).toHaveLength(25);
    expect(requests().map((r) => new URL(r, 'http://x').searchParams.get('offset'))).toEqual(['0', '20', '40']);
    fireEvent.click(screen.getByText('已经到底了'));
    expect(requests()).toHaveLength(3); // loadMore is off
  });

  it('an empty keyword clears the results and sends nothing', async () => {
    open();
    search('歌');
    await waitFor(() => expect(rows()).toHaveLength(20));
    search('   ');
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('空空如也')).toBeInTheDocument();
    expect(screen.queryByText('点击加载更多～')).toBeNull();
    expect(requests()).toHaveLength(1);
  });

  it('the clear button empties the box and the results', async () => {
    open();
    search('歌');
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByLabelText('清空'));
    expect(input()).toHaveValue('');
    expect(rows()).toHaveLength(0);
  });

  it('no match shows the notice 没有相关的歌曲 and 空空如也', async () => {
    const { store } = open();
    search('无此歌');
    await waitFor(() => expect(store.getState().notices.items.map((n) => n.message)).toContain('没有相关的歌曲'));
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('空空如也')).toBeInTheDocument();
  });

  it('the plus adds once (添加成功) and is highlighted when the song is already in the list', async () => {
    const { store } = open(playerState({ customerMusicList: [testSong(3, '歌3')] }));
    search('歌');
    await waitFor(() => expect(rows()).toHaveLength(20));
    const plus = (i: number) => rows()[i].querySelector('button[aria-label="添加到我的歌单"]') as HTMLButtonElement;
    expect(plus(2)).toHaveAttribute('data-added', 'true');
    expect(plus(2)).toHaveClass('MuiIconButton-colorPrimary');
    expect(plus(0)).toHaveAttribute('data-added', 'false');
    expect(plus(0)).not.toHaveClass('MuiIconButton-colorPrimary');

    fireEvent.click(plus(0));
    expect(plus(0)).toHaveAttribute('data-added', 'true');
    expect(plus(0)).toHaveClass('MuiIconButton-colorPrimary');
    const added = store.getState().player.customerMusicList.find((s) => s.id === 1);
    // docs/behaviour.md §7.2: converted to carry ar and al.picUrl (from album.artist.img1v1Url)
    expect(added).toMatchObject({ ar: [{ name: '砚台乐队' }, { name: '南风' }], al: { picUrl: '/cover/1.png' } });
    expect(store.getState().notices.items.filter((n) => n.message === '添加成功')).toEqual([
      expect.objectContaining({ title: '提示', duration: 1000 }),
    ]);

    fireEvent.click(plus(2)); // docs/behaviour.md §7.3: already there — nothing happens
    fireEvent.click(plus(0));
    expect(store.getState().player.customerMusicList.map((s) => s.id)).toEqual([3, 1]);
    expect(store.getState().notices.items.filter((n) => n.message === '添加成功')).toHaveLength(1);
  });

  it('clicking a song name plays it', async () => {
    const { store } = open();
    search('歌');
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByText('歌5'));
    expect(store.getState().player).toMatchObject({ loadingId: 5, isPaused: false });
    // This server has no song detail: wait for the engine to give up (and log) before the server closes.
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('歌曲 5'), expect.anything()),
    );
  });
});
