import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { tooManyRequests } from '../../lib/errors';
import { WindowLimiter } from '../../lib/window-limiter';
import type { TargetType } from '../../lib/interaction-targets';
import { likeIdentity, requireLikeIdentity, type LikeIdentity } from './identity';
import { CLIENT_RATE_LIMIT, IDENTITY_RATE_LIMIT, IsLikeEnvelope, LikeBody, LikeStateEnvelope } from './schemas';
import { addLike, cancelLike, isLiked } from './service';

/** Likes on articles, talks, message-board posts and comments (docs/behaviour.md §9.4). */
export default async function likeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const prefix = '/api/like';
  // One limiter for both writes, so alternating add/cancel shares one bucket per user or visitor.
  const perIdentity = new WindowLimiter(IDENTITY_RATE_LIMIT.max, IDENTITY_RATE_LIMIT.windowMs);
  const writeOptions = {
    schema: { body: LikeBody, response: { 200: LikeStateEnvelope } },
    config: { rateLimit: CLIENT_RATE_LIMIT },
  };
  async function identityFor(request: FastifyRequest): Promise<LikeIdentity> {
    const identity = await requireLikeIdentity(request);
    const wait = perIdentity.hit(identity.userId !== null ? `user:${identity.userId}` : `visitor:${identity.visitor}`);
    if (wait > 0) throw tooManyRequests(`操作过于频繁，请在 ${wait} 秒后再试`);
    return identity;
  }

  app.post(`${prefix}/addLike`, writeOptions, async (request) => {
    const identity = await identityFor(request);
    return ok(await addLike(app.db, identity, request.body.type as TargetType, request.body.for_id), '点赞成功');
  });

  app.post(`${prefix}/cancelLike`, writeOptions, async (request) => {
    const identity = await identityFor(request);
    return ok(await cancelLike(app.db, identity, request.body.type as TargetType, request.body.for_id), '已取消点赞');
  });

  app.post(
    `${prefix}/getIsLikeByIdOrIpAndType`,
    { schema: { body: LikeBody, response: { 200: IsLikeEnvelope } } },
    async (request) => {
      const identity = await likeIdentity(request);
      return ok(await isLiked(app.db, identity, request.body.type as TargetType, request.body.for_id));
    },
  );
}
