import NProgress from 'nprogress';
import { progress } from './progress';

describe('progress bar', () => {
  afterEach(() => NProgress.remove());

  it('keeps running until every part that started it is done', () => {
    progress.start(); // the navigation
    progress.start(); // the lazy page it waits for
    progress.done();
    expect(NProgress.isStarted()).toBe(true);
    progress.done();
    expect(NProgress.isStarted()).toBe(false);
  });

  it('does not creep forward under prefers-reduced-motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    })) as unknown as typeof window.matchMedia;
    try {
      progress.start();
      expect(NProgress.settings).toMatchObject({ trickle: false, speed: 0 });
      progress.done();
    } finally {
      window.matchMedia = original;
    }
  });
});
