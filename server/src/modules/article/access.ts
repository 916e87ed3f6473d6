import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ROLE } from '../../lib/auth-user';
import { forbidden } from '../../lib/errors';

/**
 * Grants to read a password-protected article (docs/behaviour.md §11.4, docs/security.md
 * "Protected articles"): after the right password the reader's browser holds an HttpOnly cookie
 * named after that one article, sealed by the secret box (so it cannot be forged or moved to
 * another article) and dated (so it expires), and bound to the password it was given for (a
 * changed password ends every grant of the old one).
 */
const GRANT_PURPOSE = 'article-grant';
/** How long a grant holds: a reading session, not a remembered login. */
export const GRANT_TTL_MS = 2 * 3_600_000;
export const PROTECTED_MESSAGE = '此文章受密码保护，请先输入访问密码';

export const grantCookieName = (articleId: number) => `inkstone_unlock_${articleId}`;

interface GrantClaim {
  id: number;
  expires: number;
  /** The end of the bcrypt hash it was granted under. */
  key: string;
}

const hashKey = (accessHash: string) => accessHash.slice(-16);

/** Sets the grant cookie of `articleId` on the reply (docs/behaviour.md §11.4). */
export function grantAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  articleId: number,
  accessHash: string,
): void {
  const nowMs = app.clock.now().getTime();
  const claim: GrantClaim = { id: articleId, expires: nowMs + GRANT_TTL_MS, key: hashKey(accessHash) };
  const value = app.secretBox(GRANT_PURPOSE).seal(JSON.stringify(claim));
  const cookie = serializeCookie(grantCookieName(articleId), value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: GRANT_TTL_MS / 1000,
  });
  reply.header('set-cookie', cookie);
}

/** Whether the request carries a live grant for this article under its current password. */
export function hasGrant(
  app: FastifyInstance,
  request: FastifyRequest,
  articleId: number,
  accessHash: string,
): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  const sealed = parseCookies(header)[grantCookieName(articleId)];
  const text = sealed ? app.secretBox(GRANT_PURPOSE).open(sealed) : null;
  if (!text) return false;
  const claim = JSON.parse(text) as Partial<GrantClaim>;
  return (
    claim.id === articleId && claim.key === hashKey(accessHash) && Number(claim.expires) > app.clock.now().getTime()
  );
}

/** The admin reads every article; anyone else a protected one only with its grant. */
export async function mayRead(
  app: FastifyInstance,
  request: FastifyRequest,
  articleId: number,
  accessHash: string | null,
) {
  if (accessHash === null) return true;
  if (hasGrant(app, request, articleId, accessHash)) return true;
  return (await request.optionalUser())?.role === ADMIN_ROLE;
}

/** An article's access hash (null: not protected, or no such article). */
export async function accessHashOf(app: FastifyInstance, articleId: number): Promise<string | null> {
  const row = await app.db.selectFrom('articles').select('access_hash').where('id', '=', articleId).executeTakeFirst();
  return row?.access_hash ?? null;
}

/** For what hangs on an article (its comments): 403 unless the request may read it. */
export async function requireArticleAccess(app: FastifyInstance, request: FastifyRequest, articleId: number) {
  if (!(await mayRead(app, request, articleId, await accessHashOf(app, articleId)))) throw forbidden(PROTECTED_MESSAGE);
}

/** An answer that carries a protected body: never kept by a cache or the service worker. */
export const PRIVATE_ANSWER = 'private, no-store';
