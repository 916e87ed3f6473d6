import { useEffect } from 'react';
import { progress } from './progress';

/** Suspense fallback while a lazy page loads: keeps the progress bar running (docs/behaviour.md §2.3). */
export function RouteProgressFallback() {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return <div style={{ minHeight: '100vh' }} aria-busy="true" />;
}
