import type { FastifyReply, FastifyRequest } from 'fastify';

// General NeteaseCloudMusicApi server behaviour (docs/behaviour.md §7.5).

/** Parameters are the query string merged with the body. */
export function paramsOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const merge = (source: unknown) => {
    if (typeof source !== 'object' || source === null) return;
    for (const [key, value] of Object.entries(source)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean')
        out[key] = String(first);
    }
  };
  merge(request.query);
  merge(request.body);
  return out;
}

/** HTTP status mirrors body.code; 201, 302, 400, 502 and 800–803 are forced to 200. */
export function statusForCode(code: unknown): number {
  if (typeof code !== 'number' || code < 100 || code >= 600) {
    return typeof code === 'number' && code >= 800 && code <= 803 ? 200 : 400;
  }
  return [201, 302, 400, 502].includes(code) ? 200 : code;
}

export function sendNcm(reply: FastifyReply, body: { code: number } & Record<string, unknown>): FastifyReply {
  return reply.status(statusForCode(body.code)).send(body);
}

/** What NCM answers when a module throws before it has a body (e.g. /song/detail without ids). */
export const NOT_FOUND_BODY = { code: 404, data: null, msg: 'Not Found' } as const;

/** A missing or malformed required parameter, NCM-style (`msg`, code 400 → HTTP 200). */
export const badParam = (name: string) => ({ code: 400, data: null, msg: `缺少或无效的参数 ${name}` });

/** More ids than one call may ask for (song/url/v1). */
export const tooManyIds = (max: number) => ({ code: 400, data: null, msg: `一次最多查询 ${max} 首歌曲` });

/** Item offset: negative or non-numeric → 0; huge stays huge (an empty page). */
export function offsetParam(raw: string | undefined): number {
  const n = Math.floor(Number(raw));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Page size: non-numeric or < 1 → the endpoint's default; at most 1000. */
export function limitParam(raw: string | undefined, fallback: number): number {
  const n = Math.floor(Number(raw));
  if (raw === undefined || raw === '' || !Number.isFinite(n) || n < 1) return fallback;
  return Math.min(n, 1000);
}

/** Ids as JSON numbers; a comma list split on `\s*,\s*`; anything non-numeric is dropped. */
export function idList(raw: string | undefined, max = 1000): number[] {
  if (!raw) return [];
  return raw
    .split(/\s*,\s*/)
    .map((part) => Number(part.replace(/^\[|\]$/g, '')))
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, max);
}

/**
 * CORS: the configured CORS_ALLOW_ORIGIN when set, else echo the Origin (with credentials),
 * else '*'; Authorization allowed too.
 */
export function setCors(request: FastifyRequest, reply: FastifyReply, allowOrigin: string | null = null): void {
  const origin = request.headers.origin;
  reply.header('Access-Control-Allow-Credentials', 'true');
  reply.header('Access-Control-Allow-Origin', allowOrigin || origin || '*');
  if (!allowOrigin && origin) reply.header('Vary', 'Origin');
  reply.header('Access-Control-Allow-Headers', 'X-Requested-With,Content-Type,Authorization');
  reply.header('Access-Control-Allow-Methods', 'PUT,POST,GET,DELETE,OPTIONS');
  // The music API is meant to be read from other origins (covers, audio): relax helmet's same-origin CORP.
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}
