import type { ComponentType } from 'react';
import { pageLoaded } from './afterLoadWork';
import { lazyComponent, type LazyLoaded } from './lazyComponent';

/**
 * A server-rendered part below the first screen whose code is fetched after `load`
 * (docs/performance.md "/home first load"). Rendered inside OnDemand, its server HTML stays on
 * screen, unchanged, while the code downloads: a Suspense boundary that suspends while hydrating
 * keeps the server's HTML and hydrates once the code is there (a click meanwhile is replayed then).
 * On the server, and once the page has loaded, the code is fetched at once.
 */
export function afterLoadComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyLoaded<P> {
  return lazyComponent(() => pageLoaded().then(load));
}
