import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { VISITOR_HEADER, isVisitorId } from '@protocol/interactionRules';
import { badRequest } from '../../lib/errors';

/** Who a like belongs to: the token's user, else the anonymous visitor id the browser sends. */
export type LikeIdentity = { userId: number; visitor: null } | { userId: null; visitor: string };

/**
 * The token wins over the visitor id; a malformed visitor id is a 400 (the real client always
 * sends a well-formed one). Null when neither is present (reads then show nothing as liked).
 */
export async function likeIdentity(request: FastifyRequest): Promise<LikeIdentity | null> {
  const user = await request.optionalUser();
  if (user) return { userId: user.id, visitor: null };
  const raw = request.headers[VISITOR_HEADER];
  if (raw === undefined) return null;
  if (!isVisitorId(raw)) throw badRequest('访客标识格式不正确');
  return { userId: null, visitor: raw };
}

/** For writes: someone must be identified. */
export async function requireLikeIdentity(request: FastifyRequest): Promise<LikeIdentity> {
  const identity = await likeIdentity(request);
  if (!identity) throw badRequest('缺少访客标识，请刷新页面后再试');
  return identity;
}

/**
 * The server renderer reads lists as nobody, and its HTML is shared by every reader: its items go
 * without `is_like` (rather than a false "not liked"), so the page's like buttons ask for the
 * reader's own state after hydration.
 */
export function forReader<T extends { is_like?: boolean }>(request: FastifyRequest, item: T): T {
  if (!request.fromRenderer) return item;
  const { is_like: _omitted, ...shared } = item;
  return shared as T;
}

/**
 * The keyed hash stored with an anonymous like instead of the client address (migration 011): it
 * tells likes from one address apart without keeping the address, and without the key it cannot be
 * turned back by trying every IPv4 address.
 */
export function addressKey(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`like-address\0${address}`).digest('base64url').slice(0, 32);
}
