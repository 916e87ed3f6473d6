import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getVisitorId } from '../lib/visitorId';
import { noticeShown } from '../notices/noticesSlice';
import { VISITOR_HEADER } from '@protocol/interactionRules';
import { selectAuthToken, sessionExpired, type TokenHolderState } from '../session/sessionActions';
import { describeHttpFailure, describeSuccessBody } from './errorCatalogue';

/** docs/behaviour.md §1.1: every ordinary call times out after 10000 ms. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Where the API lives; same origin by default, overridable for tests (a real local server). */
export const apiBaseUrl = { current: '/api' };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'include',
  prepareHeaders(headers, { getState, arg }) {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    // docs/behaviour.md §1.1: JSON content type — except uploads, where fetch must set the multipart boundary.
    const body = typeof arg === 'string' ? undefined : arg.body;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (!isForm && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const token = selectAuthToken(getState() as TokenHolderState);
    if (token) headers.set('Authorization', token);
    // Anonymous likes are keyed by this browser's random id, never by the IP.
    headers.set(VISITOR_HEADER, getVisitorId());
    return headers;
  },
});

function withBase(args: string | FetchArgs): string | FetchArgs {
  const join = (url: string) => (/^https?:\/\//.test(url) ? url : `${apiBaseUrl.current}${url}`);
  return typeof args === 'string' ? join(args) : { ...args, url: join(args.url) };
}

/**
 * The one base query for /api (docs/architecture.md): timeout, JSON, credentials, X-Requested-With,
 * Authorization, the anonymous visitor id, and the error catalogue of docs/behaviour.md §1.3 applied in one place. Network failures and
 * timeouts come back as errors (never a hanging promise) and show no notice.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(withBase(args), api, extra);
  if (result.error) {
    const status = result.error.status;
    if (typeof status === 'number') {
      const outcome = describeHttpFailure(status, result.error.data);
      if (outcome.notice) api.dispatch(noticeShown(outcome.notice));
      if (outcome.expireSession) api.dispatch(sessionExpired());
    }
    return result;
  }
  const tipNotice = describeSuccessBody(result.data);
  if (tipNotice) api.dispatch(noticeShown(tipNotice));
  return result;
};
