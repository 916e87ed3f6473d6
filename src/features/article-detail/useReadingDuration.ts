import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { sendKeepalive } from '@/shared/api/sendKeepalive';
import { articleDetailApi, readingDurationPath } from './articleDetailApi';
import { createReadingClock } from './readingClock';

/**
 * Reports how long the article was read, once, when the reader leaves it (docs/behaviour.md):
 * - leaving for another route (or another article) → the RTK Query mutation;
 * - closing the tab, or the tab going to the background where the browser may discard it without
 *   another event → a keepalive request (sendKeepalive), and counting resumes if they come back.
 * Hidden time never counts; nothing is sent for 0 ms.
 */
export function useReadingDuration(articleId: number | undefined): void {
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!articleId) return undefined;
    const clock = createReadingClock(Date.now, document.visibilityState !== 'hidden');
    const flushOnUnload = () => {
      clock.pause();
      const ms = clock.take();
      if (ms > 0) dispatch(sendKeepalive(readingDurationPath(articleId, ms)));
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? flushOnUnload() : clock.resume());
    const onPageShow = () => clock.resume();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flushOnUnload);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flushOnUnload);
      window.removeEventListener('pageshow', onPageShow);
      const ms = clock.take();
      if (ms > 0)
        void dispatch(articleDetailApi.endpoints.addReadingDuration.initiate({ id: articleId, duration: ms }));
    };
  }, [articleId, dispatch]);
}
