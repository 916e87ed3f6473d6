import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TARGET, type CommentTargetType } from '@protocol/interactionRules';
import { PagingFields } from '../../lib/paging';

// Request schemas reject what the real UI never sends (400 with a Chinese message from
// plugins/errors.ts); the response schemas are the shapes of docs/behaviour.md §9.4.
// Extra fields the original client sends (from_id, from_name, ...) are accepted and ignored:
// the author always comes from the token.

/** Raw input bound before sanitising (markup and emoji images take room); the stored text is bounded again. */
const MAX_RAW_CONTENT = 5000;

/** Replies are comments with a parent. */
/**
 * Comments go on articles, talks and message-board posts (protocol TARGET): validated as a bounded
 * integer (its 400 message unchanged), typed as the union of those three.
 */
const CommentType = Type.Unsafe<CommentTargetType>(Type.Integer({ minimum: TARGET.article, maximum: TARGET.message }));
const Id = Type.Integer({ minimum: 1 });
/** The shared paging bounds (lib/paging.ts); sizes above 50 are capped by clampPaging. */
const Paging = PagingFields;

export const TargetBody = Type.Object({ type: CommentType, for_id: Id });
export type TargetBody = Static<typeof TargetBody>;

export const ParentPageBody = Type.Object({
  ...Paging,
  type: CommentType,
  for_id: Id,
  order: Type.Union([Type.Literal('hot'), Type.Literal('new')], { default: 'new' }),
});
export type ParentPageBody = Static<typeof ParentPageBody>;

export const ChildrenPageBody = Type.Object({ ...Paging, type: CommentType, for_id: Id, parent_id: Id });
export type ChildrenPageBody = Static<typeof ChildrenPageBody>;

export const AddBody = Type.Object({
  type: CommentType,
  for_id: Id,
  content: Type.String({ maxLength: MAX_RAW_CONTENT }),
});
export type AddBody = Static<typeof AddBody>;

/** A reply: `parent_id` is the top-level comment, `to_id` the user being answered (its author or a replier's). */
export const ApplyBody = Type.Object({
  type: CommentType,
  for_id: Id,
  parent_id: Id,
  to_id: Id,
  content: Type.String({ maxLength: MAX_RAW_CONTENT }),
});
export type ApplyBody = Static<typeof ApplyBody>;

/** `parent_id` 0 names a top-level comment. */
export const DeleteParams = Type.Object({ id: Id, parent_id: Type.Integer({ minimum: 0 }) });
export type DeleteParams = Static<typeof DeleteParams>;

/** A comment as readers see it — never an IP or any other private field. */
export const CommentItem = Type.Object({
  id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  type: Type.Integer(),
  for_id: Type.Integer(),
  from_id: Type.Integer(),
  from_name: Type.String(),
  from_avatar: Type.String(),
  to_id: Type.Union([Type.Integer(), Type.Null()]),
  to_name: Type.Union([Type.String(), Type.Null()]),
  content: Type.String(),
  thumbs_up: Type.Integer(),
  is_like: Type.Boolean(),
  /** Replies under a top-level comment (0 for replies themselves). */
  reply_total: Type.Integer(),
  createdAt: Type.String(),
});
export type CommentItem = Static<typeof CommentItem>;

const envelope = <T extends TSchema>(result: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), result: Type.Optional(result) });

export const PageEnvelope = envelope(
  Type.Object({ current: Type.Integer(), size: Type.Integer(), total: Type.Integer(), list: Type.Array(CommentItem) }),
);
export const TotalEnvelope = envelope(Type.Integer());
export const ItemEnvelope = envelope(CommentItem);
export const DeletedEnvelope = envelope(Type.Object({ deleted: Type.Integer() }));
