import { TARGET, type LikeTargetType } from '@protocol/interactionRules';
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** 1 article, 2 talk, 3 message-board post, 4 comment. */
export const LikeBody = Type.Object({
  for_id: Type.Integer({ minimum: 1 }),
  // protocol TARGET: validated as a bounded integer, typed as the union.
  type: Type.Unsafe<LikeTargetType>(Type.Integer({ minimum: TARGET.article, maximum: TARGET.comment })),
});
export type LikeBody = Static<typeof LikeBody>;

const envelope = <T extends TSchema>(result: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), result: Type.Optional(result) });

/** The state after a change, so the client can show the server's count. */
export const LikeStateEnvelope = envelope(Type.Object({ is_like: Type.Boolean(), count: Type.Integer() }));
export const IsLikeEnvelope = envelope(Type.Boolean());

/**
 * Likes are cheap to send and each one writes: one user or visitor may toggle 30 times a minute
 * (add and cancel share the bucket), one client address 120 times a minute per route, so a
 * script rotating visitor ids is stopped too.
 */
export const IDENTITY_RATE_LIMIT = { max: 30, windowMs: 60_000 };
export const CLIENT_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/**
 * Anonymous likes on one target from one client address (docs/security.md, test 20): a household or
 * an office behind one address may like a few times, a script inventing visitor ids no more. Logged-in
 * users are not counted here: their likes are bound to their account.
 */
export const ANONYMOUS_LIKES_PER_ADDRESS = 3;
export const ADDRESS_LIMIT_MESSAGE = '当前网络的访客点赞次数已达上限，登录后即可点赞';
