import { createReadingClock } from './readingClock';

describe('reading clock', () => {
  it('counts visible time only and never hands out the same time twice', () => {
    let now = 1_000;
    const clock = createReadingClock(() => now);
    now += 4_000;
    clock.pause();
    now += 60_000; // hidden: not counted
    clock.resume();
    now += 1_500;
    expect(clock.take()).toBe(5_500);
    expect(clock.take()).toBe(0);
    now += 500;
    expect(clock.take()).toBe(500);
  });

  it('starts paused when the page is hidden, and pausing twice changes nothing', () => {
    let now = 0;
    const clock = createReadingClock(() => now, false);
    now += 10_000;
    expect(clock.take()).toBe(0);
    clock.resume();
    now += 2_000;
    clock.pause();
    clock.pause();
    now += 2_000;
    expect(clock.take()).toBe(2_000);
  });
});
