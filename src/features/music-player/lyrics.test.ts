import { lyricIndexAt, parseLyric } from './lyrics';

describe('parseLyric (docs/behaviour.md §7.2)', () => {
  it('keeps only lines with both a timestamp and text; time = min*60000 + sec*1000', () => {
    const { lyricList, lyricTimeList } = parseLyric(
      '[ar:某人]\n[00:00.00] 作词 : 砚\n[00:12.50]天色微亮\n[00:23.05]\n{"t":0}\n[01:02]晨光\r\n',
    );
    expect(lyricList).toEqual([' 作词 : 砚', '天色微亮', '晨光']);
    expect(lyricTimeList).toEqual([0, 12500, 62000]);
  });

  it('returns empty lists for an empty lyric', () => {
    expect(parseLyric('')).toEqual({ lyricList: [], lyricTimeList: [] });
  });

  it('finds the current line by time', () => {
    const times = [0, 12500, 62000];
    expect(lyricIndexAt(-1, times)).toBe(-1);
    expect(lyricIndexAt(0, times)).toBe(0);
    expect(lyricIndexAt(12499, times)).toBe(0);
    expect(lyricIndexAt(12500, times)).toBe(1);
    expect(lyricIndexAt(99999, times)).toBe(2);
  });
});
