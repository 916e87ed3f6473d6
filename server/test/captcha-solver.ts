import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * Solves a captcha challenge the way the browser's widget does (altcha-lib's own solver) and
 * answers the payload a form sends as `altcha` (docs/behaviour.md §13.1).
 */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge from the app, solved: one valid `altcha` for one submission. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/api/spam/challenge' });
  return solveCaptcha((answer.json() as { result: Challenge }).result);
}

/** The routes whose forms carry the captcha (docs/behaviour.md §13.1). */
const CAPTCHA_ROUTES = new Set([
  '/api/comment/add',
  '/api/comment/apply',
  '/api/message/add',
  '/api/links/add',
  '/api/user/register',
]);

/**
 * For tests that are not about the captcha: a request to a captcha route that carries none gets a
 * solved one, as the widget would have added it. The server's check stays whole; tests of the
 * captcha itself build without this (`build({ captcha: 'manual' })`).
 */
export function solveCaptchasFor(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || !CAPTCHA_ROUTES.has(request.routeOptions.url ?? '')) return;
    const body = request.body as Record<string, unknown> | null;
    if (body && typeof body === 'object' && body.altcha === undefined) body.altcha = await solvedCaptcha(app);
  });
}
