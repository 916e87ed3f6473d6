import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiBaseUrl } from '@/shared/api/baseQuery';
import { musicBaseUrl } from '@/features/music-player';

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
 * A real HTTP server on 127.0.0.1 for component tests: the SPA's real base queries talk to it over
 * Node's fetch, so headers, statuses and bodies go through the whole request layer. Routes are
 * keyed `'METHOD /path'`; anything else answers 404. Points `apiBaseUrl` (or `musicBaseUrl`) at itself.
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
      };
      requests.push(recorded);
      const route = routes[`${recorded.method} ${path}`];
      const reply = route ? await route(recorded) : { status: 404, body: { code: 404, message: '接口没有找到' } };
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = options.service === 'music' ? musicBaseUrl : apiBaseUrl;
  const previousBase = base.current;
  base.current = options.service === 'music' ? `http://127.0.0.1:${port}` : `http://127.0.0.1:${port}/api`;
  return {
    requests,
    /** Requests to one `'METHOD /path'`. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    close: () =>
      new Promise<void>((resolve) => {
        base.current = previousBase;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
