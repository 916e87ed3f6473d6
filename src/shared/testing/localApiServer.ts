import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiBaseUrl } from '@/shared/api/baseQuery';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export interface Reply {
  status?: number;
  body: unknown;
}

export type Route = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * A real HTTP server on 127.0.0.1 for component tests: the SPA's real base query talks to it over
 * Node's fetch, so headers, statuses and bodies go through the whole request layer. Routes are
 * keyed `'METHOD /api/path'`; anything else answers 404. Points `apiBaseUrl` at itself.
 */
export async function startLocalApi(routes: Record<string, Route>) {
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
      const path = (req.url ?? '').split('?')[0];
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path, body, authorization: req.headers.authorization };
      requests.push(recorded);
      const route = routes[`${recorded.method} ${path}`];
      const reply = route ? await route(recorded) : { status: 404, body: { code: 404, message: '接口没有找到' } };
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const previousBase = apiBaseUrl.current;
  apiBaseUrl.current = `http://127.0.0.1:${port}/api`;
  return {
    requests,
    /** Requests to one `'METHOD /api/path'`. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    close: () =>
      new Promise<void>((resolve) => {
        apiBaseUrl.current = previousBase;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
