import type { DB } from '../../../db/database';
import { clampPaging } from '../../../lib/envelope';
import { deleteCommentsById, deleteWhatHangsOn } from '../shared/cascade';
import { removeUnreferencedUploads, uploadNamesIn, type UploadFiles } from '../../upload';
import { contains } from '../shared/like';
import type { ModerationQuery } from '@protocol/api/adminModeration';
import { TARGET } from '@protocol/interactionRules';

/** Every comment and reply, newest first, with both names. */
export async function listComments(db: DB, input: ModerationQuery) {
  const { current, size, offset } = clampPaging(input.current, input.size);
  let query = db
    .selectFrom('comments as c')
    .leftJoin('users as f', 'f.id', 'c.from_id')
    .leftJoin('users as t', 't.id', 'c.to_id');
  if (input.type) query = query.where('c.type', '=', input.type);
  const keyword = input.keyword;
  if (keyword) query = query.where((eb) => contains(eb.ref('c.content'), keyword));
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'c.id',
      'c.type',
      'c.for_id',
      'c.parent_id',
      'c.from_id',
      'f.nick_name as from_name',
      'c.to_id',
      't.nick_name as to_name',
      'c.content',
      'c.thumbs_up',
      'c.createdAt',
    ])
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  const list = rows.map((r) => ({
    ...r,
    from_name: r.from_name ?? '',
    to_name: r.to_name ?? '',
    thumbs_up: Number(r.thumbs_up),
  }));
  return { current, size, total: Number(total), list };
}

/** Deletes comments with their replies and likes (one transaction); answers how many of the ids existed. */
export async function deleteComments(db: DB, files: UploadFiles, ids: number[]): Promise<number> {
  const { count, texts } = await db.transaction().execute((trx) => deleteCommentsById(trx, ids));
  const names = uploadNamesIn(texts);
  if (names.length > 0) await removeUnreferencedUploads(db, files, names);
  return count;
}

export async function listMessages(db: DB, input: ModerationQuery) {
  const { current, size, offset } = clampPaging(input.current, input.size);
  let query = db.selectFrom('messages');
  const keyword = input.keyword;
  if (keyword) query = query.where((eb) => contains(eb.ref('message'), keyword));
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'message', 'user_id', 'nick_name', 'tag', 'like_times', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  return { current, size, total: Number(total), list: rows.map((r) => ({ ...r, like_times: Number(r.like_times) })) };
}

/** Deletes message-board posts with their comments and likes; then their unused background images. */
export async function deleteMessages(db: DB, files: UploadFiles, ids: number[]): Promise<number> {
  const { count, names } = await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('messages').select(['id', 'bg_url', 'message']).where('id', 'in', ids).execute();
    if (rows.length === 0) return { count: 0, names: [] };
    const found = rows.map((r) => r.id);
    const texts = await deleteWhatHangsOn(trx, TARGET.message, found);
    await trx.deleteFrom('messages').where('id', 'in', found).execute();
    return { count: rows.length, names: uploadNamesIn([...rows.flatMap((r) => [r.bg_url, r.message]), ...texts]) };
  });
  if (names.length > 0) await removeUnreferencedUploads(db, files, names);
  return count;
}

export async function listChat(db: DB, input: ModerationQuery) {
  const { current, size, offset } = clampPaging(input.current, input.size);
  let query = db.selectFrom('chat_messages as m').leftJoin('users as u', 'u.id', 'm.user_id');
  if (input.user_id) query = query.where('m.user_id', '=', input.user_id);
  const keyword = input.keyword;
  if (keyword) query = query.where((eb) => contains(eb.ref('m.content'), keyword));
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['m.id', 'm.user_id', 'u.nick_name', 'm.content', 'm.content_type', 'm.createdAt'])
    .orderBy('m.id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  return { current, size, total: Number(total), list: rows.map((r) => ({ ...r, nick_name: r.nick_name ?? '' })) };
}

/** Deletes chat messages; answers the ids that existed (each is then reverted on every socket). */
export async function deleteChat(db: DB, files: UploadFiles, ids: number[]): Promise<number[]> {
  const rows = await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('chat_messages').select(['id', 'content']).where('id', 'in', ids).execute();
    if (found.length > 0)
      await trx
        .deleteFrom('chat_messages')
        .where(
          'id',
          'in',
          found.map((r) => r.id),
        )
        .execute();
    return found;
  });
  const names = uploadNamesIn(rows.map((r) => r.content));
  if (names.length > 0) await removeUnreferencedUploads(db, files, names);
  return rows.map((r) => r.id);
}
