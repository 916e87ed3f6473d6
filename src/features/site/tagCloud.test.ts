import { countRange, tagFontSize } from './tagCloud';

describe('tag cloud sizes', () => {
  it('scales between 0.85 and 1.5 rem', () => {
    expect(tagFontSize(1, 1, 11)).toBe(0.85);
    expect(tagFontSize(11, 1, 11)).toBe(1.5);
    expect(tagFontSize(6, 1, 11)).toBe(1.18);
  });
  it('uses 1 rem when every tag has the same count', () => {
    expect(tagFontSize(3, 3, 3)).toBe(1);
  });
  it('finds the range', () => {
    expect(countRange([])).toEqual({ min: 0, max: 0 });
    expect(
      countRange([
        { id: 1, tag_name: 'a', articleCount: 4 },
        { id: 2, tag_name: 'b', articleCount: 1 },
      ]),
    ).toEqual({ min: 1, max: 4 });
  });
});
