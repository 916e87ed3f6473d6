import NProgress from 'nprogress';
import { mockReducedMotion } from '@/shared/testing/matchMedia';

type Progress = (typeof import('./progress'))['progress'];

/** A fresh copy of the module: its code not loaded yet, no part running. */
function freshProgress(): Progress {
  let fresh: Progress | undefined;
  jest.isolateModules(() => {
    fresh = (jest.requireActual('./progress') as typeof import('./progress')).progress;
  });
  return fresh as Progress;
}

describe('progress bar', () => {
  afterEach(() => NProgress.remove());

  it('keeps running until every part that started it is done', async () => {
    const progress = freshProgress();
    await progress.preload();
    progress.start(); // the navigation
    progress.start(); // the lazy page it waits for
    progress.done();
    expect(NProgress.isStarted()).toBe(true);
    progress.done();
    expect(NProgress.isStarted()).toBe(false);
  });

  it('shows the bar once its code arrives if the navigation is still running', async () => {
    const progress = freshProgress();
    progress.start();
    await progress.preload();
    expect(NProgress.isStarted()).toBe(true);
    expect(NProgress.settings).toMatchObject({
      showSpinner: false,
      template: '<div class="bar"><div class="peg"></div></div>',
    });
    progress.done();
    expect(NProgress.isStarted()).toBe(false);
  });

  it('shows nothing for a navigation that ended before the code arrived', async () => {
    const progress = freshProgress();
    progress.start();
    progress.done();
    await progress.preload();
    expect(NProgress.isStarted()).toBe(false);
  });

  it('does not creep forward under prefers-reduced-motion', async () => {
    const restore = mockReducedMotion(true);
    try {
      const progress = freshProgress();
      await progress.preload();
      progress.start();
      expect(NProgress.settings).toMatchObject({ trickle: false, speed: 0 });
      progress.done();
    } finally {
      restore();
    }
  });
});
