import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

/** The answer to a NUL character anywhere in a request's address or JSON body. */
export const NUL_REFUSED = '请求内容不能包含空字符';

/**
 * U+0000 in a request's address (docs/security.md, bad input): SQLite's FTS5 reads it as the end of
 * the search text ("unterminated string", a 500). Refused once, for every route, as a Chinese 400 —
 * in preValidation, so an admin route still answers 401/403 first. In a JSON body each field's own
 * rule answers first (a username's, a nickname's); PostgreSQL's refusal of a NUL in text that
 * reaches it anyway is the same 400 (plugins/errors.ts).
 */
export default fp(async function noNulPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (/%00/i.test(request.url)) throw badRequest(NUL_REFUSED);
  });
});
