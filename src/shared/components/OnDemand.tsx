import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The frame for a widget loaded on demand (menus, drawer, notices, chat, player): nothing (or
 * `loading`) while its code downloads, and nothing — instead of a blank page — if the download fails
 * for good.
 */
export function OnDemand({ children, loading = null }: { children: ReactNode; loading?: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
