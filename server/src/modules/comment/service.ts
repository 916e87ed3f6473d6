import type { DB } from '../../db/database';
import { clampPaging, type Page } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import { requireTarget, type TargetType } from '../../lib/interaction-targets';
import { now } from '../../lib/time';
import { ADMIN_ROLE, type AuthUser } from '../../lib/auth-user';
import { likedIds, type LikeIdentity } from '../like';
import type { CommentItem } from '@protocol/api/comment';
import { TARGET } from '@protocol/interactionRules';
import { visibleTo, type Viewer } from '../spam';

const COMMENT_MISSING = '评论不存在';

/**
 * Comments with their author's and addressee's public names — the one place rows are read — as
 * `viewer` may see them (held ones only by their writer and the admin, docs/behaviour.md §13.2).
 */
function commentRows(db: DB, viewer: Viewer | null) {
  return db
    .selectFrom('comments as c')
    .innerJoin('users as f', 'f.id', 'c.from_id')
    .leftJoin('users as t', 't.id', 'c.to_id')
    .select([
      'c.id',
      'c.parent_id',
      'c.type',
      'c.for_id',
      'c.from_id',
      'c.to_id',
      'c.content',
      'c.thumbs_up',
      'c.createdAt',
      'c.review_state',
      'f.nick_name as from_name',
      'f.avatar as from_avatar',
      't.nick_name as to_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('comments as r')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('r.parent_id', '=', 'c.id')
        .where(visibleTo(viewer, 'r', 'from_id'))
        .as('reply_total'),
    )
    .where(visibleTo(viewer, 'c', 'from_id'));
}

type Row = Awaited<ReturnType<ReturnType<typeof commentRows>['executeTakeFirstOrThrow']>>;

async function toItems(db: DB, rows: Row[], identity: LikeIdentity | null): Promise<CommentItem[]> {
  const liked = await likedIds(
    db,
    identity,
    TARGET.comment,
    rows.map((row) => row.id),
  );
  return rows.map(({ review_state, ...row }) => ({
    ...row,
    held: review_state !== 'published',
    to_name: row.to_name ?? null,
    thumbs_up: Number(row.thumbs_up),
    reply_total: Number(row.reply_total ?? 0),
    is_like: liked.has(row.id),
  }));
}

/** All comments on a target, replies included. */
export async function commentTotal(db: DB, type: TargetType, forId: number, viewer: Viewer | null): Promise<number> {
  await requireTarget(db, type, forId);
  const row = await db
    .selectFrom('comments as c')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.type', '=', type)
    .where('c.for_id', '=', forId)
    .where(visibleTo(viewer, 'c', 'from_id'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ParentQuery {
  viewer: Viewer | null;
  type: TargetType;
  forId: number;
  current: number;
  size: number;
  order: 'hot' | 'new';
}

type CommentQuery = ReturnType<typeof commentRows>;
type Order = (list: CommentQuery) => CommentQuery;

/** One level of a target's comments: the top-level ones (parentId null) or the replies to one comment. */
interface Level {
  viewer: Viewer | null;
  type: TargetType;
  forId: number;
  parentId: number | null;
  current: number;
  size: number;
}

/** A page of one level in the given order, with the level's total. */
async function levelPage(
  db: DB,
  level: Level,
  order: Order,
  identity: LikeIdentity | null,
): Promise<Page<CommentItem>> {
  const paging = clampPaging(level.current, level.size);
  const parentIs = level.parentId === null ? 'is' : '=';
  const [rows, count] = await Promise.all([
    order(
      commentRows(db, level.viewer)
        .where('c.type', '=', level.type)
        .where('c.for_id', '=', level.forId)
        .where('c.parent_id', parentIs, level.parentId),
    )
      .limit(paging.size)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom('comments as c')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('c.type', '=', level.type)
      .where('c.for_id', '=', level.forId)
      .where('c.parent_id', parentIs, level.parentId)
      .where(visibleTo(level.viewer, 'c', 'from_id'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    current: paging.current,
    size: paging.size,
    total: Number(count.n),
    list: await toItems(db, rows, identity),
  };
}

/** Top-level comments, paged: 'hot' by likes then newest, 'new' newest first. */
export async function parentComments(
  db: DB,
  query: ParentQuery,
  identity: LikeIdentity | null,
): Promise<Page<CommentItem>> {
  await requireTarget(db, query.type, query.forId);
  const order: Order =
    query.order === 'hot'
      ? (list) => list.orderBy('c.thumbs_up', 'desc').orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc')
      : (list) => list.orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc');
  return levelPage(db, { ...query, parentId: null }, order, identity);
}

export interface ChildrenQuery {
  viewer: Viewer | null;
  type: TargetType;
  forId: number;
  parentId: number;
  current: number;
  size: number;
}

/** Replies under one top-level comment, oldest first (they read as a conversation). */
export async function childComments(
  db: DB,
  query: ChildrenQuery,
  identity: LikeIdentity | null,
): Promise<Page<CommentItem>> {
  await requireTarget(db, query.type, query.forId);
  return levelPage(db, query, (list) => list.orderBy('c.createdAt', 'asc').orderBy('c.id', 'asc'), identity);
}

export interface NewComment {
  type: TargetType;
  forId: number;
  fromId: number;
  content: string;
  parentId: number | null;
  toId: number | null;
  /** Waits in the review queue (docs/behaviour.md §13.2). */
  held: boolean;
}

/** Stores a comment (already sanitised and checked) and answers it as readers will see it. */
export async function insertComment(db: DB, comment: NewComment): Promise<CommentItem> {
  const { id } = await db
    .insertInto('comments')
    .values({
      type: comment.type,
      for_id: comment.forId,
      from_id: comment.fromId,
      to_id: comment.toId,
      parent_id: comment.parentId,
      content: comment.content,
      thumbs_up: 0,
      createdAt: now(),
      review_state: comment.held ? 'held' : 'published',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const writer = { id: comment.fromId, admin: false };
  const row = await commentRows(db, writer).where('c.id', '=', id).executeTakeFirstOrThrow();
  const [item] = await toItems(db, [row], null);
  return item;
}

/**
 * A reply must sit under a top-level comment of the same target, and must answer someone in that
 * thread (the parent's author or a replier), so a client cannot notify arbitrary users.
 */
export async function checkReplyTarget(
  db: DB,
  type: TargetType,
  forId: number,
  parentId: number,
  toId: number,
): Promise<void> {
  const parent = await db
    .selectFrom('comments')
    .select(['id', 'from_id'])
    .where('id', '=', parentId)
    .where('type', '=', type)
    .where('for_id', '=', forId)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  if (!parent) throw notFound(COMMENT_MISSING);
  if (parent.from_id === toId) return;
  const replier = await db
    .selectFrom('comments')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('from_id', '=', toId)
    .limit(1)
    .executeTakeFirst();
  if (!replier) throw notFound('回复的用户不在该评论下');
}

/**
 * Owner or admin only (403 otherwise). Deleting a top-level comment deletes its replies, and the
 * likes on all of them, in one transaction. `parentId` 0 names a top-level comment; it must match.
 */
export async function deleteComment(db: DB, user: AuthUser, id: number, parentId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('comments')
      .select(['id', 'from_id', 'parent_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || (row.parent_id ?? 0) !== parentId) throw notFound(COMMENT_MISSING);
    if (row.from_id !== user.id && user.role !== ADMIN_ROLE) throw forbidden('只能删除自己的评论');
    const replies = await trx.selectFrom('comments').select('id').where('parent_id', '=', id).execute();
    const ids = [id, ...replies.map((reply) => reply.id)];
    await trx.deleteFrom('likes').where('type', '=', TARGET.comment).where('for_id', 'in', ids).execute();
    if (replies.length > 0) await trx.deleteFrom('comments').where('parent_id', '=', id).execute();
    await trx.deleteFrom('comments').where('id', '=', id).execute();
    return ids.length;
  });
}
