import { afterFirstPaint, markFirstPaint, type PaintingWindow } from './firstPaint';
import { PAINTED_ATTRIBUTE } from './paintedMark';

// docs/performance.md "Lighthouse": what waits for the page's first paint runs once the browser
// reports it, at once where the browser cannot say, and after a bounded wait where it never paints.

/** A window whose paint timing the test drives: `paint()` records the first contentful paint. */
function paintingWindow() {
  const entries: string[] = [];
  const observers: Array<() => void> = [];
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const win = Object.assign(Object.create(window) as PaintingWindow, {
    document,
    setTimeout: window.setTimeout.bind(window),
    performance: { getEntriesByName: (name: string) => entries.filter((entry) => entry === name) },
    PerformanceObserver: FakeObserver,
  });
  const paint = () => {
    entries.push('first-contentful-paint');
    [...observers].forEach((callback) => callback());
  };
  return { win, paint, observers };
}

describe('the first paint', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.removeAttribute(PAINTED_ATTRIBUTE);
  });

  it('waits for the first contentful paint, then runs once and stops listening', () => {
    const { win, paint, observers } = paintingWindow();
    const then = jest.fn();
    afterFirstPaint(win, then);
    expect(then).not.toHaveBeenCalled();
    paint();
    paint();
    expect(then).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('runs at once when the page has painted already, or the browser has no paint timing', () => {
    const { win, paint } = paintingWindow();
    paint();
    const then = jest.fn();
    afterFirstPaint(win, then);
    expect(then).toHaveBeenCalledTimes(1);
    const bare = jest.fn();
    afterFirstPaint(Object.assign(Object.create(window) as PaintingWindow, { PerformanceObserver: undefined }), bare);
    expect(bare).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after a while (a page opened in a background tab)', () => {
    jest.useFakeTimers();
    const { win } = paintingWindow();
    const then = jest.fn();
    afterFirstPaint(win, then);
    jest.advanceTimersByTime(3000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('marks the page painted for what waited on it (the pictures’ placeholders)', () => {
    const { win, paint } = paintingWindow();
    markFirstPaint(win);
    expect(document.documentElement.hasAttribute(PAINTED_ATTRIBUTE)).toBe(false);
    paint();
    expect(document.documentElement.hasAttribute(PAINTED_ATTRIBUTE)).toBe(true);
  });
});
