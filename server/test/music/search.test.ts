import { SearchIndex, splitKeywords } from '../../src/modules/music/search';

const songs = [
  { title: '晨光序曲', alias: [], artists: ['砚台乐队'], album: '第一张专辑' },
  { title: 'Morning', alias: ['晨光'], artists: ['Band A'], album: 'Dawn' },
  { title: '晨光', alias: [], artists: ['林间小鹿'], album: '夜航' },
  { title: '星河', alias: [], artists: ['林间小鹿', '南风'], album: '夜航' },
];

describe('music search (music-api.md §2.5)', () => {
  const index = new SearchIndex(songs);

  it('matches title, alias, artist and album, exact title first', () => {
    expect(index.search('晨光')).toEqual([2, 0, 1]);
    expect(index.search('南风')).toEqual([3]);
    expect(index.search('夜航')).toEqual([2, 3]);
  });

  it('is case-insensitive and requires every keyword; + is a space', () => {
    expect(index.search('band dawn')).toEqual([1]);
    expect(index.search('BAND+morning')).toEqual([1]);
    expect(index.search('band 夜航')).toEqual([]);
    expect(splitKeywords(' a+b  c ')).toEqual(['a', 'b', 'c']);
  });

  it('returns nothing for blank keywords and caches repeated queries', () => {
    expect(index.search('   ')).toEqual([]);
    expect(index.search('林间小鹿')).toBe(index.search('林间小鹿'));
  });
});
