import { placedAt } from './seriesOrder';

describe('placedAt', () => {
  it('moves one post to a place, the others keeping their order', () => {
    expect(placedAt([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(placedAt([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(placedAt([1, 2, 3, 4], 1, 1)).toEqual([1, 2, 3, 4]);
  });

  it('clamps a place beyond the ends and ignores a missing one', () => {
    expect(placedAt([1, 2, 3], 0, 99)).toEqual([2, 3, 1]);
    expect(placedAt([1, 2, 3], 2, -5)).toEqual([3, 1, 2]);
    expect(placedAt([1, 2, 3], 7, 0)).toEqual([1, 2, 3]);
  });
});
