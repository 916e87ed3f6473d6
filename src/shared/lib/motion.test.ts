import { mockReducedMotion } from '@/shared/testing/matchMedia';
import { prefersReducedMotion, scrollBehavior } from './motion';

describe('motion helper', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('scrolls smoothly when the reader has not asked for less motion', () => {
    mockReducedMotion(false);
    expect(prefersReducedMotion()).toBe(false);
    expect(scrollBehavior()).toBe('smooth');
  });

  it('scrolls instantly under prefers-reduced-motion: reduce', () => {
    mockReducedMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    expect(scrollBehavior()).toBe('auto');
  });

  it('falls back to motion allowed where matchMedia is missing', () => {
    // @ts-expect-error jsdom without matchMedia, like some test environments and old browsers
    window.matchMedia = undefined;
    expect(prefersReducedMotion()).toBe(false);
    expect(scrollBehavior()).toBe('smooth');
  });
});
