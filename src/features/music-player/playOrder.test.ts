import { nextIndex, nextModel } from './playOrder';

const seq = (...values: number[]) => {
  const queue = [...values];
  return () => queue.shift() ?? 0;
};

describe('play order (docs/behaviour.md §7.2)', () => {
  it('cycles RANDOM → LISTLOOP → SINGLECYCLE → RANDOM', () => {
    expect(nextModel('RANDOM')).toBe('LISTLOOP');
    expect(nextModel('LISTLOOP')).toBe('SINGLECYCLE');
    expect(nextModel('SINGLECYCLE')).toBe('RANDOM');
  });

  it('LISTLOOP wraps forward and backward; from -1 goes to 0', () => {
    expect(nextIndex('LISTLOOP', 1, 3, 'next')).toBe(2);
    expect(nextIndex('LISTLOOP', 2, 3, 'next')).toBe(0);
    expect(nextIndex('LISTLOOP', 0, 3, 'prev')).toBe(2);
    expect(nextIndex('LISTLOOP', -1, 3, 'next')).toBe(0);
    expect(nextIndex('LISTLOOP', -1, 3, 'prev')).toBe(0);
  });

  it('SINGLECYCLE keeps the index', () => {
    expect(nextIndex('SINGLECYCLE', 1, 3, 'next')).toBe(1);
    expect(nextIndex('SINGLECYCLE', 1, 3, 'prev')).toBe(1);
  });

  it('RANDOM picks a different index, retrying once; a single item stays', () => {
    expect(nextIndex('RANDOM', 1, 4, 'next', seq(0.75))).toBe(3);
    expect(nextIndex('RANDOM', 1, 4, 'next', seq(0.3, 0.5))).toBe(2); // first pick was 1: retried
    expect(nextIndex('RANDOM', 1, 4, 'next', seq(0.3, 0.3))).toBe(1); // only one retry
    expect(nextIndex('RANDOM', 0, 1, 'next', seq(0.9))).toBe(0);
  });

  it('returns -1 for an empty list', () => {
    expect(nextIndex('LISTLOOP', -1, 0, 'next')).toBe(-1);
    expect(nextIndex('RANDOM', -1, 0, 'next')).toBe(-1);
  });
});
