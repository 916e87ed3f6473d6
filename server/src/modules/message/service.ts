import { sql } from 'kysely';
import { ANONYMOUS_NICK, MESSAGE_MESSAGES } from '@protocol/boardRules';
import { onPostgres, type DB } from '../../db/database';
import { clampPaging, type Page } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import { now } from '../../lib/time';
import { ADMIN_ROLE, type AuthUser } from '../../lib/auth-user';
import { escapeLike } from '../article';
import { likedIds, type LikeIdentity } from '../like';
import { isMarkup, type MessageInput } from './content';
import type { MessageItem, WallItem } from '@protocol/api/message';
import { TARGET } from '@protocol/interactionRules';
import { publishedOnly, visibleTo, type Viewer } from '../spam';

export const MESSAGE_MISSING = '留言不存在';
/** The danmaku wall shows at most this many of the newest posts. */
export const WALL_CAP = 200;
export const HOT_TAG_COUNT = 10;

/**
 * Posts with their author's current public name and avatar (the stored nick for 游客), as `viewer`
 * may see them (held ones only by their writer and the admin, docs/behaviour.md §13.2).
 */
function messageRows(db: DB, viewer: Viewer | null) {
  return db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.message',
      'm.color',
      'm.font_size',
      'm.font_weight',
      'm.bg_color',
      'm.bg_url',
      'm.user_id',
      'm.tag',
      'm.like_times',
      'm.createdAt',
      'm.updatedAt',
      'm.review_state',
      'm.nick_name as stored_nick',
      'u.nick_name as user_nick',
      'u.avatar as user_avatar',
    ])
    .select((eb) =>
      eb
        .selectFrom('comments as c')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('c.type', '=', TARGET.message)
        .whereRef('c.for_id', '=', 'm.id')
        .where(visibleTo(viewer, 'c', 'from_id'))
        .as('comment_total'),
    )
    .where(visibleTo(viewer, 'm', 'user_id'));
}

type Row = Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirstOrThrow']>>;

function toWallItem(row: Row): WallItem {
  const { stored_nick, user_nick, user_avatar, review_state, ...rest } = row;
  return {
    ...rest,
    held: review_state !== 'published',
    is_markup: isMarkup(row.message),
    font_size: Number(row.font_size),
    font_weight: Number(row.font_weight),
    like_times: Number(row.like_times),
    comment_total: Number(row.comment_total ?? 0),
    nick_name: user_nick ?? stored_nick,
    avatar: user_avatar ?? '',
  };
}

async function toItems(db: DB, rows: Row[], identity: LikeIdentity | null): Promise<MessageItem[]> {
  const liked = await likedIds(
    db,
    identity,
    TARGET.message,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toWallItem(row), is_like: liked.has(row.id) }));
}

export interface MessageQuery {
  current?: number;
  size?: number;
  tag?: string;
  message?: string;
}

/** Newest first, filtered by exact tag and by a plain substring of the text (never a pattern, any letter case). */
export async function messagePage(
  db: DB,
  viewer: Viewer | null,
  query: MessageQuery,
  identity: LikeIdentity | null,
): Promise<Page<MessageItem>> {
  const paging = clampPaging(query.current, query.size);
  const tag = query.tag?.trim() ?? '';
  const text = query.message?.trim() ?? '';
  const pattern = `%${escapeLike(text)}%`;
  // Latin letters match in either case on both databases: SQLite's LIKE folds ASCII by itself,
  // PostgreSQL's LIKE does not, so it gets ILIKE (docs/behaviour.md §10, message board).
  const textMatch = onPostgres(db)
    ? sql<boolean>`m.message ILIKE ${pattern} ESCAPE '\\'`
    : sql<boolean>`m.message LIKE ${pattern} ESCAPE '\\'`;
  const rows = await messageRows(db, viewer)
    .$if(tag !== '', (qb) => qb.where('m.tag', '=', tag))
    .$if(text !== '', (qb) => qb.where(textMatch))
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(paging.size)
    .offset(paging.offset)
    .execute();
  const total = await db
    .selectFrom('messages as m')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(tag !== '', (qb) => qb.where('m.tag', '=', tag))
    .$if(text !== '', (qb) => qb.where(textMatch))
    .where(visibleTo(viewer, 'm', 'user_id'))
    .executeTakeFirstOrThrow();
  return {
    current: paging.current,
    size: paging.size,
    total: Number(total.n),
    list: await toItems(db, rows, identity),
  };
}

/** The newest WALL_CAP published posts for the danmaku wall (the same for everyone), with their total. */
export async function wall(db: DB): Promise<{ list: WallItem[]; total: number }> {
  const rows = await messageRows(db, null)
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(WALL_CAP)
    .execute();
  const total = await db
    .selectFrom('messages as m')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(publishedOnly('m'))
    .executeTakeFirstOrThrow();
  return { list: rows.map(toWallItem), total: Number(total.n) };
}

export async function messageById(
  db: DB,
  viewer: Viewer | null,
  id: number,
  identity: LikeIdentity | null,
): Promise<MessageItem> {
  const row = await messageRows(db, viewer).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MESSAGE_MISSING);
  const [item] = await toItems(db, [row], identity);
  return item;
}

/** The most used tags, most used first. */
export async function hotTags(db: DB): Promise<Array<{ tag: string; count: number }>> {
  const rows = await db
    .selectFrom('messages as m')
    .select(['m.tag', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.max('m.createdAt').as('last')])
    .where('m.tag', '<>', '')
    .where(publishedOnly('m'))
    .groupBy('m.tag')
    .orderBy('count', 'desc')
    // Ties: the most recently used first, a fixed-width time that sorts the same under any collation.
    .orderBy('last', 'desc')
    .orderBy('m.tag')
    .limit(HOT_TAG_COUNT)
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/** A post by the token's user, or by 游客 when there is none. */
export async function addMessage(
  db: DB,
  user: AuthUser | null,
  input: MessageInput,
  held: boolean,
  /** An anonymous writer's address for reply mail (docs/behaviour.md §5.5); never answered. */
  email: string | null = null,
): Promise<{ id: number; nick: string }> {
  const author = user
    ? await db.selectFrom('users').select('nick_name').where('id', '=', user.id).executeTakeFirst()
    : undefined;
  const nick = author?.nick_name || ANONYMOUS_NICK;
  const stamp = now();
  const row = await db
    .insertInto('messages')
    .values({
      ...input,
      email,
      user_id: user?.id ?? null,
      nick_name: nick,
      like_times: 0,
      createdAt: stamp,
      updatedAt: stamp,
      review_state: held ? 'held' : 'published',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, nick };
}

/** Owner or admin; an anonymous post has no owner and cannot be edited by anyone. */
export async function updateMessage(db: DB, user: AuthUser, id: number, input: MessageInput): Promise<void> {
  const row = await db.selectFrom('messages').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MESSAGE_MISSING);
  if (row.user_id === null) throw forbidden(MESSAGE_MESSAGES.anonymousEdit);
  if (row.user_id !== user.id && user.role !== ADMIN_ROLE) throw forbidden(MESSAGE_MESSAGES.notOwner);
  await db
    .updateTable('messages')
    .set({ ...input, updatedAt: now() })
    .where('id', '=', id)
    .execute();
}
