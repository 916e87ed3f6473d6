import type { ReactNode } from 'react';
import { useIdleReady } from '@/shared/hooks/useIdleReady';
import { OnDemand } from './OnDemand';

/**
 * A part of a page that the first paint does not need (docs/performance.md "/article first load"):
 * the server and the hydrating client both render `placeholder`, and the part (usually a
 * lazyComponent) mounts once the page has loaded and the browser is idle, so its code is never
 * requested before the `load` event.
 */
export function AfterLoad({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const ready = useIdleReady();
  return ready ? <OnDemand>{children}</OnDemand> : placeholder;
}
