import type { DB } from '../../db/database';
import { clampPaging, type Page } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { TARGET_MISSING } from '../../lib/interaction-targets';
import { likedIds, type LikeIdentity } from '../like';
import { talkImages } from './images';
import type { TalkItem } from '@protocol/api/talk';
import { TARGET } from '@protocol/interactionRules';
import { TALK_STATUS } from '@protocol/codes';

/** Only public talks are ever shown; private and recycled ones answer like missing ones. */
export const PUBLIC_TALK = TALK_STATUS.public;

function publicTalks(db: DB) {
  return db
    .selectFrom('talks as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .where('t.status', '=', PUBLIC_TALK)
    .select(['t.id', 't.content', 't.is_top', 't.like_times', 't.createdAt', 'u.nick_name', 'u.avatar']);
}

type Row = Awaited<ReturnType<ReturnType<typeof publicTalks>['executeTakeFirstOrThrow']>>;

/** Adds each talk's images (in their sort order) and the reader's like flag. */
async function toItems(db: DB, rows: Row[], identity: LikeIdentity | null): Promise<TalkItem[]> {
  const ids = rows.map((row) => row.id);
  const images = await talkImages(db, ids);
  const liked = await likedIds(db, identity, TARGET.talk, ids);
  return rows.map((row) => ({
    ...row,
    is_top: Number(row.is_top),
    like_times: Number(row.like_times),
    talkImgList: images.get(row.id) ?? [],
    is_like: liked.has(row.id),
  }));
}

/** Public talks, pinned first, then newest (id breaks ties so pages never overlap). */
export async function talkPage(
  db: DB,
  current: number,
  size: number,
  identity: LikeIdentity | null,
): Promise<Page<TalkItem>> {
  const paging = clampPaging(current, size);
  const [rows, total] = await Promise.all([
    publicTalks(db)
      .orderBy('t.is_top', 'asc')
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(paging.size)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom('talks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', PUBLIC_TALK)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    current: paging.current,
    size: paging.size,
    total: Number(total.n),
    list: await toItems(db, rows, identity),
  };
}

/** One public talk; a private or missing one is the same 404. */
export async function talkById(db: DB, id: number, identity: LikeIdentity | null): Promise<TalkItem> {
  const row = await publicTalks(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(TARGET_MISSING[2]);
  const [item] = await toItems(db, [row], identity);
  return item;
}
