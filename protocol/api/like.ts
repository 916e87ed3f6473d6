import { Type } from '@sinclair/typebox';
import { TARGET, type LikeTargetType } from '../interactionRules';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { Envelope } from './envelope';

// Likes on articles, talks, message-board posts and comments (docs/behaviour.md §9.4), by a
// signed-in user or an anonymous visitor.

/** 1 article, 2 talk, 3 message-board post, 4 comment. */
const LikeBody = Type.Object({
  for_id: Type.Integer({ minimum: 1 }),
  // protocol TARGET: validated as a bounded integer, typed as the union.
  type: Type.Unsafe<LikeTargetType>(Type.Integer({ minimum: TARGET.article, maximum: TARGET.comment })),
});

/** The state after a change, so the client can show the server's count. */
const LikeState = Type.Object({ is_like: Type.Boolean(), count: Type.Integer() });

const tag = 'like';
/** Article like counts show on cached lists (docs/caching.md); the server narrows this per target. */
const LIKED = [CacheTag.likes, CacheTag.articleCounters];

export const likeContracts = {
  add: contract({
    method: 'POST',
    path: '/api/like/addLike',
    tag,
    summary: '点赞（用户或访客各一次） · Like, once per user or visitor',
    auth: 'public',
    body: LikeBody,
    response: Envelope(LikeState),
    failures: [400, 404, 429],
    invalidates: LIKED,
  }),
  cancel: contract({
    method: 'POST',
    path: '/api/like/cancelLike',
    tag,
    summary: '取消点赞 · Take a like back',
    auth: 'public',
    body: LikeBody,
    response: Envelope(LikeState),
    failures: [400, 404, 429],
    invalidates: LIKED,
  }),
  isLiked: contract({
    method: 'POST',
    path: '/api/like/getIsLikeByIdOrIpAndType',
    tag,
    summary: '是否已点赞 · Whether the reader likes it',
    auth: 'public',
    body: LikeBody,
    response: Envelope(Type.Boolean()),
    failures: [400, 404],
    invalidates: [],
  }),
};
