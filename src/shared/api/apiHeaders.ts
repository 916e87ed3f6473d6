import { VISITOR_HEADER } from '@protocol/interactionRules';
import { getVisitorId } from '../lib/visitorId';

/** Where the API lives in the browser: the page's own origin. */
export const API_BASE = '/api';

export interface ApiHeaderFacts {
  /** The logged-in reader's token, if any. */
  token: string | null;
  /** The server renderer calls for every reader at once: it has no visitor id. */
  serverRender: boolean;
  /** A multipart upload: fetch sets its Content-Type with the boundary. */
  form: boolean;
}

/**
 * The headers every /api call carries (docs/behaviour.md §1.1), for both ways a store reaches the
 * API: fetch in the browser and the server render's in-process calls.
 */
export function apiHeaders({ token, serverRender, form }: ApiHeaderFacts): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  // JSON content type — except uploads, where fetch must set the multipart boundary.
  if (!form) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = token;
  // Anonymous likes are keyed by this browser's random id, never by the IP. The server renderer
  // has no visitor: what it fetches is the same for every reader.
  if (!serverRender) headers[VISITOR_HEADER] = getVisitorId();
  return headers;
}
