import { TARGET } from '@protocol/interactionRules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { likeContracts as api } from '@protocol/api/like';
import { CacheTag } from '../../lib/cache/tags';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { tooManyRequests } from '../../lib/errors';
import { WindowLimiter } from '../../lib/window-limiter';
import { addressKey, likeIdentity, requireLikeIdentity, type LikeIdentity } from './identity';
import { CLIENT_RATE_LIMIT, IDENTITY_RATE_LIMIT } from './limits';
import { addLike, cancelLike, isLiked } from './service';

/**
 * Article like counts show on cached lists (docs/caching.md); other targets are never cached. The
 * body was validated (the contract's body) before the answer that triggers this.
 */
function likedTags(request: FastifyRequest): readonly CacheTag[] {
  const body = request.body;
  const onArticle = typeof body === 'object' && body !== null && 'type' in body && body.type === TARGET.article;
  return onArticle ? [CacheTag.likes, CacheTag.articleCounters] : [CacheTag.likes];
}

export interface LikeRoutesOptions {
  /** The server's secret, keying the hash of client addresses kept with anonymous likes. */
  addressSecret: string;
}

/** Likes on articles, talks, message-board posts and comments (docs/behaviour.md §9.4). */
export default async function likeRoutes(app: FastifyInstance, options: LikeRoutesOptions): Promise<void> {
  // One limiter for both writes, so alternating add/cancel shares one bucket per user or visitor.
  const perIdentity = new WindowLimiter(IDENTITY_RATE_LIMIT.max, IDENTITY_RATE_LIMIT.windowMs);
  const writeOptions = { config: { rateLimit: CLIENT_RATE_LIMIT, invalidates: likedTags } };
  async function identityFor(request: FastifyRequest): Promise<LikeIdentity> {
    const identity = await requireLikeIdentity(request);
    const wait = perIdentity.hit(identity.userId !== null ? `user:${identity.userId}` : `visitor:${identity.visitor}`);
    if (wait > 0) throw tooManyRequests(`操作过于频繁，请在 ${wait} 秒后再试`);
    return identity;
  }

  contractRoute(
    app,
    api.add,
    async (request) => {
      const identity = await identityFor(request);
      const address = addressKey(options.addressSecret, request.ip);
      const state = await addLike(app.db, identity, request.body.type, request.body.for_id, address);
      return ok(state, '点赞成功');
    },
    writeOptions,
  );

  contractRoute(
    app,
    api.cancel,
    async (request) => {
      const identity = await identityFor(request);
      const state = await cancelLike(app.db, identity, request.body.type, request.body.for_id);
      return ok(state, '已取消点赞');
    },
    writeOptions,
  );

  contractRoute(app, api.isLiked, async (request) => {
    const identity = await likeIdentity(request);
    return ok(await isLiked(app.db, identity, request.body.type, request.body.for_id));
  });
}
