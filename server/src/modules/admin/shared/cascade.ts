import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { TARGET, type CommentTargetType } from '@protocol/interactionRules';

export type Trx = Transaction<Database>;

/**
 * Deletes the comments with these ids, their replies and the likes of all of them, inside `trx`.
 * Answers the deleted comments' texts (they may mention uploads) and how many top-level ids existed.
 */
export async function deleteCommentsById(trx: Trx, ids: number[]): Promise<{ count: number; texts: string[] }> {
  if (ids.length === 0) return { count: 0, texts: [] };
  const rows = await trx
    .selectFrom('comments')
    .select(['id', 'content'])
    .where((eb) => eb.or([eb('id', 'in', ids), eb('parent_id', 'in', ids)]))
    .execute();
  if (rows.length === 0) return { count: 0, texts: [] };
  const all = rows.map((r) => r.id);
  await trx.deleteFrom('likes').where('type', '=', TARGET.comment).where('for_id', 'in', all).execute();
  await trx.deleteFrom('comments').where('parent_id', 'in', all).execute();
  const result = await trx.deleteFrom('comments').where('id', 'in', all).executeTakeFirst();
  const direct = rows.filter((r) => ids.includes(r.id)).length;
  return { count: direct || Number(result.numDeletedRows), texts: rows.map((r) => r.content) };
}

/**
 * Everything that hangs on things of `type` (1 article, 2 talk, 3 message) with these ids: their
 * comments (replies included), the likes of those comments, the likes of the things themselves, and
 * the notifications that point at them. Answers the deleted comments' texts.
 */
export async function deleteWhatHangsOn(trx: Trx, type: CommentTargetType, forIds: number[]): Promise<string[]> {
  if (forIds.length === 0) return [];
  const comments = await trx
    .selectFrom('comments')
    .select(['id', 'content'])
    .where('type', '=', type)
    .where('for_id', 'in', forIds)
    .execute();
  const commentIds = comments.map((c) => c.id);
  for (let i = 0; i < commentIds.length; i += 500) {
    const chunk = commentIds.slice(i, i + 500);
    await trx.deleteFrom('likes').where('type', '=', TARGET.comment).where('for_id', 'in', chunk).execute();
  }
  // Replies first: parent_id references comments.
  await trx
    .deleteFrom('comments')
    .where('type', '=', type)
    .where('for_id', 'in', forIds)
    .where('parent_id', 'is not', null)
    .execute();
  await trx.deleteFrom('comments').where('type', '=', type).where('for_id', 'in', forIds).execute();
  await trx.deleteFrom('likes').where('type', '=', type).where('for_id', 'in', forIds).execute();
  await trx.deleteFrom('notifications').where('type', '=', type).where('to_id', 'in', forIds).execute();
  return comments.map((c) => c.content);
}
