import { isPinned, pageCount } from './articleTypes';

describe('article helpers', () => {
  it('isPinned is true only for is_top 1', () => {
    expect(isPinned({ is_top: 1 })).toBe(true);
    expect(isPinned({ is_top: 2 })).toBe(false);
  });
  it('pageCount rounds up and never goes below 1', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(10, 5)).toBe(2);
    expect(pageCount(11, 5)).toBe(3);
    expect(pageCount(3, 0)).toBe(3);
  });
});
