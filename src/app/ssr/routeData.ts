import type { Params } from 'react-router';
import type { PageId } from '@protocol/pages';
import type { AppDispatch } from '../store';

/** What a route's server data loader gets: the matched path params, the query and the request's store. */
export interface SsrDataContext {
  params: Params;
  searchParams: URLSearchParams;
  dispatch: AppDispatch;
}

/**
 * A route's data for the server render: it dispatches the RTK Query endpoints its page reads
 * (`api.endpoints.x.initiate(args)`), with exactly the arguments the page's hooks use, so the
 * hydrated page finds them fulfilled. It may resolve to an HTTP status (404 for a missing article).
 */
export type SsrDataLoader = (context: SsrDataContext) => void | number | Promise<void | number>;

/**
 * The `handle` of a route in src/app/router.tsx. `preload` fetches the page's code (awaited before a
 * server render and before hydration); `ssrData` declares its data; `status` is the HTTP status of
 * the page itself (404 for the catch-all). A page without `ssrData` still renders on the server: its
 * shell and its loading skeleton.
 */
export interface PageHandle {
  /** The catalogue page (protocol/pages.ts) a leaf route shows; its code is the chunk group `page-<id>`. */
  page?: PageId;
  preload?: () => Promise<void> | void;
  ssrData?: SsrDataLoader;
  status?: number;
}
