import { Type, type Static } from '@sinclair/typebox';
import { TARGET, type CommentTargetType } from '../interactionRules';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { Envelope, Paged } from './envelope';
import { PagingFields } from './paging';
import { FormGuardFields } from './spam';

// Comments on articles, talks and message-board posts (docs/behaviour.md §9.4). Request schemas
// reject what the real UI never sends (400 with a Chinese message); extra fields the original client
// sends (from_id, from_name, ...) are accepted and ignored: the author always comes from the token.

/** Raw input bound before sanitising (markup and emoji images take room); the stored text is bounded again. */
const MAX_RAW_CONTENT = 5000;

/**
 * Comments go on articles, talks and message-board posts (protocol TARGET): validated as a bounded
 * integer (its 400 message unchanged), typed as the union of those three.
 */
const CommentType = Type.Unsafe<CommentTargetType>(Type.Integer({ minimum: TARGET.article, maximum: TARGET.message }));
const Id = Type.Integer({ minimum: 1 });
const Content = Type.String({ maxLength: MAX_RAW_CONTENT });

const TargetBody = Type.Object({ type: CommentType, for_id: Id });
const ParentPageBody = Type.Object({
  ...PagingFields,
  type: CommentType,
  for_id: Id,
  order: Type.Union([Type.Literal('hot'), Type.Literal('new')], { default: 'new' }),
});
const ChildrenPageBody = Type.Object({ ...PagingFields, type: CommentType, for_id: Id, parent_id: Id });
/** A reply: `parent_id` is the top-level comment, `to_id` the user being answered (its author or a replier's). */
const ApplyBody = Type.Object({
  type: CommentType,
  for_id: Id,
  parent_id: Id,
  to_id: Id,
  content: Content,
  ...FormGuardFields,
});
export type ApplyBody = Static<typeof ApplyBody>;

/** A comment as readers see it — never an IP or any other private field. */
export const CommentItem = Type.Object({
  id: Type.Integer(),
  /** null for a top-level comment. */
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  type: Type.Integer(),
  for_id: Type.Integer(),
  from_id: Type.Integer(),
  from_name: Type.String(),
  from_avatar: Type.String(),
  /** For a reply: the user answered. */
  to_id: Type.Union([Type.Integer(), Type.Null()]),
  to_name: Type.Union([Type.String(), Type.Null()]),
  content: Type.String(),
  thumbs_up: Type.Integer(),
  is_like: Type.Boolean(),
  /** Replies under a top-level comment (0 for replies themselves). */
  reply_total: Type.Integer(),
  createdAt: Type.String(),
  /** Waiting for review: only its writer and the admin see it (docs/behaviour.md §13.2). */
  held: Type.Boolean(),
});
export type CommentItem = Static<typeof CommentItem>;

const tag = 'comment';
const WRITES = [CacheTag.comments];

export const commentContracts = {
  total: contract({
    method: 'POST',
    path: '/api/comment/getCommentTotal',
    tag,
    summary: '评论总数 · Number of comments on a target',
    auth: 'public',
    body: TargetBody,
    response: Envelope(Type.Integer()),
    failures: [400, 404],
    invalidates: [],
  }),
  parents: contract({
    method: 'POST',
    path: '/api/comment/frontGetParentComment',
    tag,
    summary: '一级评论（热门或最新，分页） · Top-level comments, hot or new, paged',
    auth: 'public',
    body: ParentPageBody,
    response: Paged(CommentItem),
    failures: [400, 403, 404],
    invalidates: [],
  }),
  children: contract({
    method: 'POST',
    path: '/api/comment/frontGetChildrenComment',
    tag,
    summary: '某条评论的回复（分页） · Replies under one comment, paged',
    auth: 'public',
    body: ChildrenPageBody,
    response: Paged(CommentItem),
    failures: [400, 403, 404],
    invalidates: [],
  }),
  add: contract({
    method: 'POST',
    path: '/api/comment/add',
    tag,
    summary: '发表评论（作者取自 token） · Post a comment; the author comes from the token',
    auth: 'user',
    body: Type.Object({ type: CommentType, for_id: Id, content: Content, ...FormGuardFields }),
    response: Envelope(CommentItem),
    failures: [400, 404, 429],
    invalidates: WRITES,
  }),
  apply: contract({
    method: 'POST',
    path: '/api/comment/apply',
    tag,
    summary: '回复评论 · Reply to a comment',
    auth: 'user',
    body: ApplyBody,
    response: Envelope(CommentItem),
    failures: [400, 404, 429],
    invalidates: WRITES,
  }),
  /** `parent_id` 0 names a top-level comment. */
  delete: contract({
    method: 'DELETE',
    path: '/api/comment/delete/:id/:parent_id',
    tag,
    summary: '删除评论（本人或博主，连同回复） · Delete a comment and its replies (owner or admin)',
    auth: 'user',
    params: Type.Object({ id: Id, parent_id: Type.Integer({ minimum: 0 }) }),
    response: Envelope(Type.Object({ deleted: Type.Integer() })),
    failures: [400, 403, 404],
    invalidates: WRITES,
  }),
};
