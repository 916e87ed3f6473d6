/** Rows of the wall, and how many posts drift along one row at once. */
export const DANMAKU_LANES = 7;
export const DANMAKU_PER_LANE = 4;

export interface DanmakuSlot {
  lane: number;
  /** Seconds for one crossing; the same for every post of a lane, so they never catch each other up. */
  duration: number;
  /** Negative start offset in seconds: the wall is full from the first frame, not filling up. */
  delay: number;
}

/**
 * Where and when each of the first `count` posts drifts. Posts fill the lanes round-robin; inside a
 * lane they are spaced evenly over the crossing time, a post at most half the wall wide never touches
 * the next. Deterministic (no randomness): the server and the browser render the same wall.
 */
export function layoutDanmaku(count: number, lanes = DANMAKU_LANES, perLane = DANMAKU_PER_LANE): DanmakuSlot[] {
  const shown = Math.min(count, lanes * perLane);
  return Array.from({ length: shown }, (_, index) => {
    const lane = index % lanes;
    const order = Math.floor(index / lanes);
    const duration = 16 + (lane % 3) * 2;
    const spacing = duration / perLane;
    // Lanes start out of step, so posts do not enter in a vertical line.
    const laneOffset = ((lane * 0.37) % 1) * spacing;
    return { lane, duration, delay: -Math.round((order * spacing + laneOffset) * 100) / 100 };
  });
}
