import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { RenderApiCall } from '@protocol/ssr';
import { selectAuthToken, type TokenHolderState } from '../session/sessionActions';
import { apiHeaders } from './apiHeaders';
import type { RawBaseQuery } from './baseQuery';

/** Path and query of an absolute or site-relative address, with `params` added as fetchBaseQuery adds them. */
function siteUrl(url: string, params: FetchArgs['params']): string {
  const parsed = new URL(url, 'http://site.invalid');
  for (const [name, value] of Object.entries(params ?? {}))
    if (value !== undefined) parsed.searchParams.append(name, String(value));
  return `${parsed.pathname}${parsed.search}`;
}

/** An endpoint's own headers, names in lower case, as fetch's Headers would hold them. */
function ownHeaders(headers: FetchArgs['headers']): Record<string, string> {
  if (!headers) return {};
  const entries: Array<[string, string | undefined]> =
    headers instanceof Headers
      ? [...headers.entries()]
      : Array.isArray(headers)
        ? headers.map(([name, value]) => [name, value])
        : Object.entries(headers);
  return Object.fromEntries(
    entries.flatMap(([name, value]) => (value === undefined ? [] : [[name.toLowerCase(), value]])),
  );
}

/** A request body as fetchBaseQuery sends it with a JSON content type. */
const bodyText = (body: unknown): string | undefined =>
  body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);

/**
 * The raw base query of a store whose transport answers in-process (the server render): the same
 * call and the same result fetchBaseQuery gives — data for a 2xx, `{ status, data }` otherwise,
 * PARSING_ERROR for a body that is not JSON, FETCH_ERROR when the call fails — without building
 * fetch's Request and Response objects, which cost more than the answers they carry
 * (docs/performance-log.md "Where one uncached render's time goes").
 */
export function renderBaseQuery(call: RenderApiCall): RawBaseQuery {
  return async (args, api) => {
    const { url, method = 'GET', body, params, headers } = typeof args === 'string' ? { url: args } : args;
    const token = selectAuthToken(api.getState() as TokenHolderState);
    // An endpoint's own headers first, the standard ones over them — but its own Content-Type
    // stays, as fetchBaseQuery's prepareHeaders leaves it (baseQuery.ts).
    const own = ownHeaders(headers);
    const sent: Record<string, string> = { ...own, ...apiHeaders({ token, serverRender: true, form: false }) };
    if (own['content-type']) delete sent['Content-Type'];
    let answer;
    try {
      answer = await call({
        method: method.toUpperCase(),
        url: siteUrl(url, params),
        headers: sent,
        body: bodyText(body),
      });
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', error: String(error) } };
    }
    let data: unknown;
    try {
      data = answer.body.length > 0 ? JSON.parse(answer.body) : null;
    } catch (error) {
      return {
        error: { status: 'PARSING_ERROR', originalStatus: answer.status, data: answer.body, error: String(error) },
      };
    }
    return answer.status >= 200 && answer.status <= 299 ? { data } : { error: { status: answer.status, data } };
  };
}
