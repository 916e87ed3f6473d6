import { linePoints } from './chartPath';

describe('dashboard chart points', () => {
  it('spreads the days across the width and scales to the largest value', () => {
    expect(linePoints([0, 5, 10], 100, 50, 10)).toBe('0,50 50,25 100,0');
  });
  it('draws an all-zero series on the baseline, and nothing for no data', () => {
    expect(linePoints([0, 0], 10, 20, 0)).toBe('0,20 10,20');
    expect(linePoints([], 10, 20, 5)).toBe('');
  });
});
