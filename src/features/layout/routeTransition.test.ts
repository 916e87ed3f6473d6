import { planTransition } from './routeTransition';

describe('planTransition (docs/behaviour.md §2.3)', () => {
  it('scrolls to top with progress for ordinary routes', () => {
    expect(planTransition('/home')).toEqual({ scrollToTop: true, showProgress: true, restoreScroll: false });
    expect(planTransition('/message/detail')).toEqual({ scrollToTop: true, showProgress: true, restoreScroll: false });
  });
  it('keeps the message board position', () => {
    expect(planTransition('/message/list')).toEqual({ scrollToTop: false, showProgress: false, restoreScroll: true });
  });
});
