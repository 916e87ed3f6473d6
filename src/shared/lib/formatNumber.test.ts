import { formatNumber } from './formatNumber';

describe('formatNumber (docs/behaviour.md §8.3)', () => {
  it('keeps numbers under 1,000 as they are', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
  });
  it('abbreviates 1,000 and more with one decimal and k', () => {
    expect(formatNumber(1000)).toBe('1.0k');
    expect(formatNumber(1234)).toBe('1.2k');
    expect(formatNumber(9999)).toBe('10.0k');
  });
  it('abbreviates 10,000 and more with one decimal and w', () => {
    expect(formatNumber(10_000)).toBe('1.0w');
    expect(formatNumber(123_456)).toBe('12.3w');
  });
  it('treats missing or invalid values as 0', () => {
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber(null)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
  });
});
