import { createElement, lazy, type ComponentType } from 'react';
import { retryImport } from './retryImport';

export interface LazyLoaded<P> {
  /**
   * Suspends while the code downloads (render it inside Suspense; OnDemand for widgets). Once the
   * code is there it renders synchronously, so a server render or a hydration that awaited `load`
   * first never suspends (docs/architecture.md, server rendering).
   */
  Component: ComponentType<P>;
  /**
   * Starts the download early (hover, focus, before the first render) and resolves once it is over;
   * never rejects (failures are left to rendering). The server renderer and the hydrating client
   * await it for the first page.
   */
  preload: () => Promise<void>;
}

let loadsStarted = 0;

/**
 * How many downloads have started so far. The server renderer compares it before and after a render:
 * a piece that was not loaded yet suspended (React then writes fallbacks plus inline swap scripts,
 * which CSP blocks), so it renders once more with everything loaded.
 */
export const lazyLoadsStarted = (): number => loadsStarted;

/**
 * One way to load a component on demand: its chunk is fetched once (retried once on failure, see
 * retryImport) whether `preload` or the first render asks first. `load` resolves to the component,
 * e.g. `() => import(/* webpackChunkName: "x" *\/ './X').then((m) => m.X)`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyLoaded<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const fetchOnce = () => {
    // A failed fetch is forgotten so a later render or preload can try again.
    if (!pending) loadsStarted += 1;
    pending ??= retryImport(load)().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => fetchOnce().then((component) => ({ default: component })));
  function Component(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return {
    Component,
    preload: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined,
      ),
  };
}
