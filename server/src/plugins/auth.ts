import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from '../db/database';
import { ACCOUNT_DISABLED, ADMIN_ROLE, type AuthUser } from '../lib/auth-user';
import { forbidden, unauthorized } from '../lib/errors';
import { addressPrefix } from '../lib/address-prefix';
import { markSeen, newSessionId, startSession } from '../lib/sessions';

interface TokenPayload {
  id: number;
  role: number;
  username: string;
  /** users.token_version at signing; a password change bumps it and retires older tokens. */
  tv: number;
  /** The login's row in `sessions` (docs/security.md "Sessions"); absent only from tokens signed before it. */
  sid?: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid token of a live user is present. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 without a token, 403 unless the user is an admin (role 1). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Resolves a raw token (header value or socket init) to its user, or null when invalid. */
    verifyToken: (token: string | undefined | null) => Promise<AuthUser | null>;
    /**
     * Starts a session (docs/security.md "Sessions") and signs its token; `userAgent` is summarised and
     * `clientAddress` cut to its network (docs/security.md "Signed-in devices"), neither kept whole.
     */
    signToken: (user: TokenSubject, userAgent?: string, clientAddress?: string) => Promise<string>;
  }
  interface FastifyRequest {
    /** Set by requireUser/requireAdmin, or by optionalUser for routes open to visitors. */
    authUser: AuthUser | null;
    optionalUser: () => Promise<AuthUser | null>;
  }
}

interface TokenSubject {
  id: number;
  role: number;
  username: string;
  token_version: number;
}

/** A token that no longer holds (password changed, logged out, signed before sessions). */
const LOGIN_RETIRED = '登录已失效，请重新登录';

export interface AuthOptions {
  secret: string;
  expiresIn: string;
  db: DB;
}

/** Accepts `Authorization: <token>` and `Bearer <token>` (docs/behaviour.md §1.2). */
function stripBearer(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw;
  return token.trim() || null;
}

export default fp<AuthOptions>(async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  await app.register(jwt, { secret: options.secret, sign: { expiresIn: options.expiresIn } });

  app.decorate('signToken', async (user: TokenSubject, userAgent?: string, clientAddress?: string) => {
    const sid = newSessionId();
    const token = app.jwt.sign({ id: user.id, role: user.role, username: user.username, tv: user.token_version, sid });
    const { exp } = app.jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
    // The row exists before anyone holds the token, so its first use finds it.
    await startSession(options.db, sid, {
      userId: user.id,
      userAgent,
      addressPrefix: addressPrefix(clientAddress),
      expiresAtSeconds: exp,
    });
    return token;
  });

  /** Throws a clear 401 for a missing, forged, expired or retired token. */
  async function userFromToken(raw: string | undefined | null): Promise<AuthUser> {
    const token = stripBearer(raw);
    if (!token) throw unauthorized('请先登录');
    let payload: TokenPayload;
    try {
      payload = app.jwt.verify<TokenPayload>(token);
    } catch (error) {
      const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
      throw unauthorized(expired ? '登录已过期，请重新登录' : '登录凭证无效，请重新登录');
    }
    // docs/security.md "Sessions": a token without a session (signed before them) is refused.
    if (typeof payload.sid !== 'string') throw unauthorized(LOGIN_RETIRED);
    // One primary-key lookup, uncached: a logout on any process holds here at once.
    const row = await options.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'role', 'username', 'token_version', 'disabled', 'lastSeenAt', 'revokedAt'])
      .where('sessions.id', '=', payload.sid)
      .executeTakeFirst();
    if (!row || row.id !== payload.id || row.token_version !== payload.tv || row.revokedAt !== null)
      throw unauthorized(LOGIN_RETIRED);
    // Disabling bumps token_version too; this check also covers a token signed in the same instant.
    if (row.disabled) throw unauthorized(ACCOUNT_DISABLED);
    await markSeen(options.db, payload.sid, row.lastSeenAt);
    return {
      id: row.id,
      role: row.role,
      username: row.username,
      tokenVersion: row.token_version,
      sessionId: payload.sid,
    };
  }

  app.decorate('verifyToken', async (token: string | undefined | null) => {
    try {
      return await userFromToken(token);
    } catch {
      return null;
    }
  });

  app.decorateRequest('authUser', null);
  app.decorateRequest('optionalUser', async function optionalUser(this: FastifyRequest) {
    if (this.authUser) return this.authUser;
    this.authUser = await app.verifyToken(this.headers.authorization);
    return this.authUser;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.authUser = await userFromToken(request.headers.authorization);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.authUser = await userFromToken(request.headers.authorization);
    if (request.authUser.role !== ADMIN_ROLE) throw forbidden();
  });
});
