import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryImport } from './retryImport';

export interface LazyLoaded<P> {
  /** Suspends while the code downloads; render it inside Suspense (OnDemand for widgets). */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the download early (hover, focus, before the first render); failures are left to rendering. */
  preload: () => void;
}

/**
 * One way to load a component on demand: its chunk is fetched once (retried once on failure, see
 * retryImport) whether `preload` or the first render asks first. `load` resolves to the component,
 * e.g. `() => import(/* webpackChunkName: "x" *\/ './X').then((m) => m.X)`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyLoaded<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    // A failed fetch is forgotten so a later render or preload can try again.
    pending ??= retryImport(load)().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return {
    Component: lazy(() => fetchOnce().then((component) => ({ default: component }))),
    preload: () => {
      fetchOnce().catch(() => undefined);
    },
  };
}
