import { aliasOf, artistName, artistNames, searchSongToCustom } from './songFormat';
import type { SearchSong } from './types';

const searchSong: SearchSong = {
  id: 7,
  name: '晨光',
  duration: 30000,
  alias: ['Morning Light'],
  artists: [
    { id: 1, name: '砚台乐队', img1v1Url: '/a.png' },
    { id: 2, name: '南风' },
  ],
  album: { id: 3, name: '第一张专辑', artist: { img1v1Url: '/wapi/media/cover/album/3.png' } },
};

describe('song conversion (docs/behaviour.md §7.2, §7.5)', () => {
  it('turns a search song into the custom-list form with ar and al.picUrl', () => {
    const custom = searchSongToCustom(searchSong);
    expect(custom.ar).toEqual(searchSong.artists);
    expect(custom.al?.picUrl).toBe('/wapi/media/cover/album/3.png');
    expect(custom.alias).toEqual(['Morning Light']);
    expect(custom.ar).not.toBe(searchSong.artists); // a deep copy
    expect(artistName(custom)).toBe('砚台乐队');
    expect(aliasOf(custom)).toBe('Morning Light');
  });

  it('reads old saved songs (artists/alias) and falls back to the placeholder artist', () => {
    expect(artistName({ id: 1, name: 'x', artists: [{ name: '旧' }] })).toBe('旧');
    expect(artistName({ id: 1, name: 'x' })).toBe('歌手走丢了');
    expect(aliasOf({ id: 1, name: 'x', alia: ['甲'], alias: ['乙'] })).toBe('甲');
    expect(artistNames(searchSong)).toBe('砚台乐队,南风');
  });
});
