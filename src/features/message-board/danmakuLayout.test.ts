import { layoutDanmaku } from './danmakuLayout';

describe('layoutDanmaku', () => {
  it('shows at most lanes × perLane posts, round-robin over the lanes', () => {
    const slots = layoutDanmaku(50, 3, 2);
    expect(slots).toHaveLength(6);
    expect(slots.map((slot) => slot.lane)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(layoutDanmaku(2, 3, 2)).toHaveLength(2);
  });

  it('keeps posts of one lane a full spacing apart at the same speed', () => {
    const slots = layoutDanmaku(28);
    for (let lane = 0; lane < 7; lane += 1) {
      const inLane = slots.filter((slot) => slot.lane === lane);
      expect(new Set(inLane.map((slot) => slot.duration)).size).toBe(1);
      const starts = inLane.map((slot) => -slot.delay).sort((a, b) => a - b);
      const spacing = inLane[0].duration / 4;
      for (let i = 1; i < starts.length; i += 1) expect(starts[i] - starts[i - 1]).toBeCloseTo(spacing, 1);
      expect(starts.every((start) => start >= 0 && start < inLane[0].duration)).toBe(true);
    }
  });
});
