import { unauthorized } from './errors';

/** Who is asking, always taken from a verified token — never from an id the client sends. */
export interface AuthUser {
  id: number;
  role: number;
  username: string;
  /** users.token_version the token was signed with (a password change retires older ones). */
  tokenVersion: number;
  /** The token's session (docs/security.md "Sessions"): what logout revokes. */
  sessionId: string;
}

/** users.role of the blog's author: 1 (admin); every other account is a plain user. */
export const ADMIN_ROLE = 1;

/** The answer to a disabled user's login and tokens (admin: PUT /api/admin/user/:id). */
export const ACCOUNT_DISABLED = '该账号已被停用，请联系管理员';

/**
 * The user a `requireUser`/`requireAdmin` preHandler verified, typed as present. A route that forgot
 * the preHandler answers the 401 a visitor gets rather than crashing on a missing user.
 */
export function signedInUser(request: { authUser: AuthUser | null }): AuthUser {
  if (!request.authUser) throw unauthorized('请先登录');
  return request.authUser;
}
