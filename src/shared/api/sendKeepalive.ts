import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { API_BASE, transportOf } from './baseQuery';

/**
 * Fires a bodiless request that survives the page being closed (fetch `keepalive`), for reports
 * sent from `pagehide` / `visibilitychange` (the reading time of an article). A thunk, so it goes
 * where the store's requests go (its transport); a thunk runs synchronously as it is dispatched.
 *
 * Why this is not an RTK Query endpoint: the request has to be handed to the browser synchronously
 * inside the unload handler. RTK Query starts its fetch only after several promise hops (thunk,
 * prepareHeaders) and arms a timeout timer — on a closing page those may never run, and the cache
 * entry it would write dies with the page anyway. Everything else goes through `baseApi`.
 */
export const sendKeepalive =
  (path: string, method: 'PUT' | 'POST' = 'PUT'): ThunkAction<void, unknown, unknown, UnknownAction> =>
  (_dispatch, _getState, extra) => {
    try {
      fetch(`${transportOf(extra)?.baseUrl ?? API_BASE}${path}`, {
        method,
        keepalive: true,
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      }).catch(() => undefined);
    } catch {
      // A browser without fetch keepalive support: the report is lost, never the page.
    }
  };
