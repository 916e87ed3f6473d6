import { pageHeadersLoaded, type PageHeader } from '@/features/theme';
import { apiHydrated } from '@/shared/api/apiHydration';
import type { AppStore } from '../store';
import { SSR_STATE_ID } from '@protocol/ssr';
import type { SsrState } from './serializeState';

/**
 * The state a server render left in the page, or null for a page the server did not render (the
 * dev server, a missing render bundle): the client then renders from scratch.
 */
export function readServerState(doc: Document = document): SsrState | null {
  const script = doc.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    const state = JSON.parse(script.textContent) as Partial<SsrState>;
    if (!state.apis || typeof state.apis !== 'object') return null;
    return { apis: state.apis, pageHeaderList: Array.isArray(state.pageHeaderList) ? state.pageHeaderList : [] };
  } catch {
    return null;
  }
}

/**
 * Puts the server's data into a fresh store before hydration (RTK Query's rehydration: the page's
 * queries start fulfilled, no second request) and returns the state the first render must see:
 * react-redux hydrates against it, while redux-persist restores saved state into the live store.
 */
export function hydrateStore(store: AppStore, state: SsrState) {
  store.dispatch(apiHydrated(state.apis));
  store.dispatch(pageHeadersLoaded(state.pageHeaderList as PageHeader[]));
  return store.getState();
}
