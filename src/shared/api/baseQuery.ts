import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { afterLoadWork } from '../lib/afterLoadWork';
import { isRehydrated } from '../lib/rehydration';
import { OFFLINE_WRITE_TEXT } from '../lib/network';
import { noticeShown } from '../notices/noticesSlice';
import { selectAuthToken, sessionExpired, type TokenHolderState } from '../session/sessionActions';
import { API_BASE, apiHeaders } from './apiHeaders';
import { describeHttpFailure, describeSuccessBody } from './errorCatalogue';
import { refusalOf, type ApiError } from './envelope';

/** docs/behaviour.md §1.1: every ordinary call times out after 10000 ms. */
export const REQUEST_TIMEOUT_MS = 10_000;

export { API_BASE };

/**
 * How a store reaches the API when it is not the browser's own /api: the server renderer (through
 * app.inject) or a test (a real local server). Given to makeStore, it travels as the thunk extra
 * argument; it is the one way to aim a store's requests (docs/architecture.md "Aiming the API").
 */
export interface ApiTransport {
  /** The API's absolute base URL, ending in /api. */
  baseUrl: string;
  /** The music service's base URL; /wapi when not given. */
  musicBaseUrl?: string;
  /** A fetch-compatible function (a test's real local server); the global fetch when not given. */
  fetchFn?: typeof fetch;
  /**
   * A raw base query used instead of fetch: the server render's in-process calls
   * (`renderBaseQuery`, given by the render so its code stays out of the browser's bundle).
   */
  rawQuery?: RawBaseQuery;
  /**
   * The server renderer fetches for every reader at once: no visitor id, and no focus or online
   * refetches in a store that lives for one request.
   */
  serverRender?: boolean;
}

/** What turns a call into an answer: fetchBaseQuery, or one that gives the same results. */
export type RawBaseQuery = ReturnType<typeof fetchBaseQuery>;

/** The thunk extra argument of the app's store. */
export interface ApiExtra {
  transport?: ApiTransport;
}

export const transportOf = (extra: unknown): ApiTransport | undefined => (extra as ApiExtra | undefined)?.transport;

const makeRawBaseQuery = (fetchFn?: typeof fetch) =>
  fetchBaseQuery({
    baseUrl: '',
    timeout: REQUEST_TIMEOUT_MS,
    credentials: 'include',
    fetchFn,
    prepareHeaders(headers, { getState, arg, extra }) {
      const body = typeof arg === 'string' ? undefined : arg.body;
      const standard = apiHeaders({
        token: selectAuthToken(getState() as TokenHolderState),
        serverRender: transportOf(extra)?.serverRender === true,
        form: typeof FormData !== 'undefined' && body instanceof FormData,
      });
      // An endpoint's own Content-Type stays.
      for (const [name, value] of Object.entries(standard))
        if (name !== 'Content-Type' || !headers.has(name)) headers.set(name, value);
      return headers;
    },
  });

const browserBaseQuery = makeRawBaseQuery();
const transportQueries = new WeakMap<ApiTransport, RawBaseQuery>();

function rawBaseQueryFor(transport: ApiTransport | undefined): RawBaseQuery {
  if (transport?.rawQuery) return transport.rawQuery;
  if (!transport?.fetchFn) return browserBaseQuery;
  let query = transportQueries.get(transport);
  if (!query) {
    query = makeRawBaseQuery(transport.fetchFn);
    transportQueries.set(transport, query);
  }
  return query;
}

function withBase(args: string | FetchArgs, base: string): string | FetchArgs {
  const join = (url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);
  return typeof args === 'string' ? join(args) : { ...args, url: join(args.url) };
}

/** Per-endpoint options of the base query (an endpoint's `extraOptions`). */
export interface BaseQueryExtraOptions {
  /**
   * A 404 is the page's own answer (a missing article): the page shows the server's message in its
   * error state, so the generic 接口没有找到 notice would say it twice (docs/behaviour.md §1.3).
   */
  notFoundShownByPage?: boolean;
  /**
   * The caller settles every failure itself: no notice, and a 401 does not open the login dialog.
   * Logout (docs/security.md "Sessions") is best-effort: the session ends on this device whatever the
   * server or the network says.
   */
  silent?: boolean;
}

const isWrite = (args: string | FetchArgs) => typeof args !== 'string' && !!args.method && args.method !== 'GET';

/**
 * The one base query for /api (docs/architecture.md): timeout, JSON, credentials, X-Requested-With,
 * Authorization, the anonymous visitor id, and the error catalogue of docs/behaviour.md §1.3 applied in one place. Network failures and
 * timeouts come back as errors (never a hanging promise) and show no notice, except a write that
 * never reached the server (docs/behaviour.md §12.4). The envelope rule lives here too: HTTP 200 with
 * a non-zero code other than the tip is a refusal (docs/behaviour.md §1.2), returned as a
 * `RefusedError`, so no caller checks `code` itself; whoever started the call says the message.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, BaseQueryExtraOptions> = async (
  args,
  api,
  extra = {},
) => {
  const transport = transportOf(api.extra);
  // A server-rendered page reads the saved login only after `load` (docs/performance.md "/home first
  // load"). A call made before then — a reader's quick 点赞 — waits for it, so it goes out as the
  // logged-in reader and not as an anonymous visitor (docs/behaviour.md §1.1 Authorization).
  if (!transport?.serverRender && !isRehydrated(api.getState())) await afterLoadWork();
  const result = await rawBaseQueryFor(transport)(withBase(args, transport?.baseUrl ?? API_BASE), api, extra);
  if (result.error) {
    if (extra.silent) return result;
    const status = result.error.status;
    if (typeof status === 'number') {
      const outcome = describeHttpFailure(status, result.error.data);
      const pageSaysIt = status === 404 && extra.notFoundShownByPage === true;
      if (outcome.notice && !pageSaysIt) api.dispatch(noticeShown(outcome.notice));
      if (outcome.expireSession) api.dispatch(sessionExpired());
    } else if (status === 'FETCH_ERROR' && isWrite(args)) {
      // docs/behaviour.md §12.4: a write that never reached the server says so; forms keep their text.
      api.dispatch(noticeShown({ kind: 'error', message: OFFLINE_WRITE_TEXT }));
    }
    return result;
  }
  const refusal = refusalOf(result.data);
  if (refusal) return { error: refusal, meta: result.meta };
  const tipNotice = describeSuccessBody(result.data);
  if (tipNotice) api.dispatch(noticeShown(tipNotice));
  return result;
};
