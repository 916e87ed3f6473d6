import { prefersReducedMotion, REDUCED_MOTION_QUERY, scrollBehavior } from './motion';

function mockMatchMedia(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === REDUCED_MOTION_QUERY,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

describe('motion helper', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('scrolls smoothly when the reader has not asked for less motion', () => {
    mockMatchMedia(false);
    expect(prefersReducedMotion()).toBe(false);
    expect(scrollBehavior()).toBe('smooth');
  });

  it('scrolls instantly under prefers-reduced-motion: reduce', () => {
    mockMatchMedia(true);
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
