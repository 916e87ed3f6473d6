import type { PlayModel } from './types';

/** docs/behaviour.md §7.2: RANDOM → LISTLOOP → SINGLECYCLE → RANDOM. */
export function nextModel(model: PlayModel): PlayModel {
  return model === 'RANDOM' ? 'LISTLOOP' : model === 'LISTLOOP' ? 'SINGLECYCLE' : 'RANDOM';
}

export type Direction = 'next' | 'prev';

/**
 * docs/behaviour.md §7.2 next index by mode. RANDOM picks a random index different from the current, retrying
 * once; with a single item it stays. LISTLOOP wraps both ways; from no selection (-1) it goes to 0.
 * SINGLECYCLE keeps the index. Returns -1 only for an empty list.
 */
export function nextIndex(
  model: PlayModel,
  current: number,
  length: number,
  direction: Direction,
  random: () => number = Math.random,
): number {
  if (length <= 0) return -1;
  if (current < 0 || current >= length) return model === 'RANDOM' && length > 1 ? Math.floor(random() * length) : 0;
  if (model === 'SINGLECYCLE' || length === 1) return current;
  if (model === 'RANDOM') {
    let pick = Math.floor(random() * length);
    if (pick === current) pick = Math.floor(random() * length); // one retry, as the spec says
    return pick;
  }
  return direction === 'next' ? (current + 1) % length : (current - 1 + length) % length;
}
