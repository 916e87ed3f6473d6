import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiTransport } from '@/shared/api/baseQuery';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Path plus query string, as sent (`/search?keywords=…&offset=0`). */
  url: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
  /** Every request header, lower-cased names. */
  headers: http.IncomingHttpHeaders;
  /** The `:name` segments of the route key that matched (`'PUT /api/admin/talk/:id'` → `{id: '3'}`). */
  params: Record<string, string>;
}

export interface Reply {
  status?: number;
  body: unknown;
}

export type Route = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface LocalApiOptions {
  /** Which client to point at the server: the blog API (`/api/...` keys) or the music service (`/wapi` paths without the prefix). */
  service?: 'api' | 'music';
}

/**
 * The route of a request: its exact `'METHOD /path'` key, else a key with `:name` segments
 * (`'DELETE /api/admin/talk/:id'`), whose values are put in `request.params`.
 */
function routeFor(routes: Record<string, Route>, request: RecordedRequest): Route | undefined {
  const exact = routes[`${request.method} ${request.path}`];
  if (exact) return exact;
  const parts = request.path.split('/');
  for (const [key, route] of Object.entries(routes)) {
    const [method, pattern] = key.split(' ');
    const wanted = pattern.split('/');
    if (method !== request.method || wanted.length !== parts.length || !pattern.includes('/:')) continue;
    const params: Record<string, string> = {};
    const matches = wanted.every((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = parts[i];
      return part.startsWith(':') || part === parts[i];
    });
    if (matches) {
      request.params = params;
      return route;
    }
  }
  return undefined;
}

/** The transports of the local servers this test file has open, the latest first. */
const open: ApiTransport[] = [];

/**
 * Where a test's store sends its requests when the test names no transport: the local API server
 * the test file started last (renderWithProviders passes it to makeStore), the page's /api if none.
 */
export const localApiTransport = (): ApiTransport | undefined => open[0];

/**
 * A real HTTP server on 127.0.0.1 for component tests: the SPA's real base queries talk to it over
 * Node's fetch, so headers, statuses and bodies go through the whole request layer. Routes are
 * keyed `'METHOD /path'`; anything else answers 404. Its `transport` aims a store at it (makeStore's
 * option, the one way to aim the API); renderWithProviders uses the latest one by default.
 */
export async function startLocalApi(routes: Record<string, Route>, options: LocalApiOptions = {}) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // multipart or plain text: keep the raw string
      }
      const url = req.url ?? '/';
      const parsed = new URL(url, 'http://local');
      const path = parsed.pathname;
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        url,
        query: parsed.searchParams,
        body,
        authorization: req.headers.authorization,
        headers: req.headers,
        params: {},
      };
      requests.push(recorded);
      const route = routeFor(routes, recorded);
      const reply = route ? await route(recorded) : { status: 404, body: { code: 404, message: '接口没有找到' } };
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  // A music server serves /wapi's paths; the blog API stays where the last API server put it.
  const transport: ApiTransport =
    options.service === 'music'
      ? { baseUrl: open[0]?.baseUrl ?? '/api', musicBaseUrl: origin }
      : { baseUrl: `${origin}/api`, musicBaseUrl: open[0]?.musicBaseUrl };
  open.unshift(transport);
  return {
    transport,
    requests,
    /** Requests to one `'METHOD /path'`. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    close: () =>
      new Promise<void>((resolve) => {
        open.splice(open.indexOf(transport), 1);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
