/** docs/behaviour.md §2.1: the message board is kept alive; arriving there neither resets scroll nor shows progress. */
export const KEPT_ALIVE_PATH = '/message/list';

export interface TransitionPlan {
  scrollToTop: boolean;
  showProgress: boolean;
  restoreScroll: boolean;
}

/** docs/behaviour.md §2.3: every navigation other than arriving at /message/list scrolls smoothly to top with a progress bar. */
export function planTransition(pathname: string): TransitionPlan {
  const keptAlive = pathname === KEPT_ALIVE_PATH;
  return { scrollToTop: !keptAlive, showProgress: !keptAlive, restoreScroll: keptAlive };
}
