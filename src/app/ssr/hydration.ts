import { apiHydrated } from '@/shared/api/apiHydration';
import { baseApi } from '@/shared/api/baseApi';
import type { AppStore } from '../store';
import { SSR_STATE_ID } from '@protocol/ssr';
import type { SsrState } from './serializeState';
import { takeFromMarkup } from './markupFields';
import { expandApiCache, isApiCacheWire, type ApiCacheState } from './apiStateWire';

/**
 * The state a server render left in the page, or null for a page the server did not render (the
 * dev server, a missing render bundle): the client then renders from scratch.
 */
export function readServerState(doc: Document = document): SsrState | null {
  const script = doc.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    const state = JSON.parse(script.textContent) as { apis?: Record<string, unknown>; fromMarkup?: unknown };
    if (!state.apis || typeof state.apis !== 'object') return null;
    // Each API's state as serializeState wrote it, compact (apiStateWire.ts).
    const apis: SsrState['apis'] = {};
    for (const [path, wire] of Object.entries(state.apis)) {
      if (!isApiCacheWire(wire)) return null;
      apis[path] = expandApiCache(wire);
    }
    return {
      apis,
      fromMarkup: Array.isArray(state.fromMarkup) ? (state.fromMarkup as SsrState['fromMarkup']) : [],
    };
  } catch {
    return null;
  }
}

/**
 * Puts the server's data into a fresh store before hydration (RTK Query's rehydration: the page's
 * queries start fulfilled, no second request) and returns the state the first render must see:
 * react-redux hydrates against it, while redux-persist restores saved state into the live store.
 * Fields the markup carries are read back from it first.
 */
export function hydrateStore(store: AppStore, state: SsrState, doc: Document = document) {
  const api = state.apis[baseApi.reducerPath] as ApiCacheState | undefined;
  if (api) takeFromMarkup(api.queries, state.fromMarkup, doc);
  store.dispatch(apiHydrated(state.apis));
  return store.getState();
}
