import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The frame for a widget loaded on demand (menus, drawer, notices, chat, player): nothing while its
 * code downloads, and nothing — instead of a blank page — if the download fails for good.
 */
export function OnDemand({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
