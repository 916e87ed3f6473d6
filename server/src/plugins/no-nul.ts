import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

/** The answer to a NUL character anywhere in a request's address or JSON body. */
export const NUL_REFUSED = '请求内容不能包含空字符';

/** True when `value` (a parsed JSON body, a query object) holds a NUL in any string or key. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * No text we store or search may hold U+0000 (docs/security.md, bad input): SQLite's FTS5 reads it
 * as the end of the query ("unterminated string", a 500), PostgreSQL refuses it in any text
 * column. It is refused once, for every route, as a Chinese 400 — in preValidation, so an admin
 * route still answers 401/403 first.
 */
export default fp(async function noNulPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (/%00/i.test(request.url) || holdsNul(request.body)) throw badRequest(NUL_REFUSED);
  });
});
