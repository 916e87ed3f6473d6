import { countTicks, dateTickIndexes, linePoints, shortDay } from './chartPath';

describe('dashboard chart points', () => {
  it('spreads the days across the width and scales to the largest value', () => {
    expect(linePoints([0, 5, 10], 100, 50, 10)).toBe('0,50 50,25 100,0');
  });
  it('draws an all-zero series on the baseline, and nothing for no data', () => {
    expect(linePoints([0, 0], 10, 20, 0)).toBe('0,20 10,20');
    expect(linePoints([], 10, 20, 5)).toBe('');
  });
});

describe('dashboard chart axes', () => {
  it('picks round count ticks from 0 to a top at or above the largest value', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(countTicks(80)).toEqual([0, 20, 40, 60, 80]);
  });
  it('labels evenly spaced days, first and last included', () => {
    expect(dateTickIndexes(30)).toEqual([0, 7, 15, 22, 29]);
    expect(dateTickIndexes(30, 3)).toEqual([0, 15, 29]);
    expect(dateTickIndexes(3)).toEqual([0, 1, 2]);
    expect(dateTickIndexes(0)).toEqual([]);
    expect(shortDay('2026-11-05')).toBe('11月5日');
  });
});
