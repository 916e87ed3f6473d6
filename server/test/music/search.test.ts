import { SearchIndex, splitKeywords } from '../../src/modules/music/search';

const songs = [
  { title: '晨光序曲', alias: [], artists: ['砚台乐队'], album: '第一张专辑' },
  { title: 'Morning', alias: ['晨光'], artists: ['Band A'], album: 'Dawn' },
  { title: '晨光', alias: [], artists: ['林间小鹿'], album: '夜航' },
  { title: '星河', alias: [], artists: ['林间小鹿', '南风'], album: '夜航' },
];

describe('music search (docs/behaviour.md §7.5)', () => {
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

describe('music search bounds (unbounded input)', () => {
  it('a huge query of repeated or many keywords stays fast and still matches', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      title: `song a ${i}`,
      alias: [],
      artists: ['artist'],
      album: 'album',
    }));
    const big = new SearchIndex(many);
    const started = Date.now();
    expect(big.search(`${'a '.repeat(200_000)}song`)).toHaveLength(10_000);
    expect(big.search(`${'so '.repeat(100_000)}${'on '.repeat(100_000)}9999`)).toEqual([9999]);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
