import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNcm } from './ncm';
import { UpstreamBody } from './schemas';

/** Whatever the upstream answered, relayed; 502 when it is down, slow or not JSON. */
const PROXY_RESPONSES = { 200: UpstreamBody, '4xx': UpstreamBody, '5xx': UpstreamBody };

/** The six paths of docs/behaviour.md §7.5, forwarded in proxy mode. */
export const PROXIED_PATHS = [
  '/toplist/detail',
  '/playlist/track/all',
  '/song/url/v1',
  '/song/detail',
  '/search',
  '/lyric',
];
/** The blog gives up after 10 s, so the upstream must answer or fail well before. */
export const UPSTREAM_TIMEOUT_MS = 8000;

function queryString(request: FastifyRequest): string {
  const raw = request.raw.url ?? '';
  const index = raw.indexOf('?');
  return index >= 0 ? raw.slice(index) : '';
}

/** fetch rejects with a DOMException (not always `instanceof Error` across realms) on timeout. */
function isTimeout(error: unknown): boolean {
  const names = [error, (error as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { name?: unknown } | null)?.name,
  );
  return names.includes('TimeoutError') || names.includes('AbortError');
}

/**
 * Proxy mode: same paths to MUSIC_API_UPSTREAM with their query strings (the double slash
 * already collapsed by the router), status and JSON body passed through, `lrc` patched into lyric
 * answers that lack it, and a clear 502 when the upstream is down or too slow.
 */
export function registerProxy(app: FastifyInstance, upstream: string, timeoutMs = UPSTREAM_TIMEOUT_MS): void {
  const base = upstream.replace(/\/+$/, '');
  for (const path of PROXIED_PATHS) {
    app.route({
      method: ['GET', 'POST'],
      url: path,
      schema: { tags: ['music'], summary: `转发到上游 · Forwarded to the upstream`, response: PROXY_RESPONSES },
      handler: async (request, reply) => {
        const hasBody = request.method === 'POST' && request.body !== undefined;
        let response: Response;
        try {
          // Node's fetch, not safeGet: the URL is the operator's own MUSIC_API_UPSTREAM (often on
          // this machine or its LAN), never one from content (docs/security.md "Fetching remote URLs").
          response = await fetch(`${base}${path}${queryString(request)}`, {
            method: request.method,
            headers: hasBody ? { 'content-type': 'application/json' } : {},
            body: hasBody ? JSON.stringify(request.body) : undefined,
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          const timedOut = isTimeout(error);
          request.log.warn({ err: error, upstream: base }, 'music upstream unreachable');
          const msg = timedOut
            ? `音乐服务上游 ${base} 在 ${timeoutMs / 1000} 秒内没有响应`
            : `无法连接音乐服务上游 ${base}`;
          return reply.status(502).send({ code: 502, msg });
        }
        let body: unknown;
        try {
          body = await response.json();
        } catch {
          return reply.status(502).send({ code: 502, msg: `音乐服务上游 ${base} 返回了无法解析的内容` });
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          return reply.status(502).send({ code: 502, msg: '音乐服务上游返回了无效的内容' });
        const record = body as Record<string, unknown>;
        if (path === '/lyric' && record.lrc === undefined) record.lrc = { version: 0, lyric: '' };
        if (typeof record.code === 'number') return reply.status(response.status).send(record);
        return sendNcm(reply, { ...record, code: response.status });
      },
    });
  }
}
