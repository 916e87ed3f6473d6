import { WindowLimiter } from '../../src/lib/window-limiter';

describe('WindowLimiter', () => {
  it('allows max hits per key and window, then answers the seconds to wait', () => {
    let now = 0;
    const limiter = new WindowLimiter(2, 60_000, () => now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('b')]).toEqual([0, 0, 0]);
    now = 15_000;
    expect(limiter.hit('a')).toBe(45);
    now = 60_000;
    expect(limiter.hit('a')).toBe(0);
  });

  it('drops expired keys once it holds many', () => {
    let now = 0;
    const limiter = new WindowLimiter(1, 1000, () => now, 3);
    for (const key of ['a', 'b', 'c']) limiter.hit(key);
    now = 2000;
    limiter.hit('d');
    const size = (limiter as unknown as { windows: Map<string, unknown> }).windows.size;
    expect(size).toBe(1);
  });
});
