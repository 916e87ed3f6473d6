import { MESSAGE_MESSAGES } from '@protocol/boardRules';
import type { DB } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { ADMIN_ROLE, type AuthUser } from '../../lib/auth-user';
import { MESSAGE_MISSING } from './service';
import { TARGET } from '@protocol/interactionRules';

/**
 * All or nothing: every id must exist and be the user's own (the admin may delete any), else
 * nothing is deleted. Comments on the posts and every like of the posts and those comments go too.
 */
export async function deleteMessages(db: DB, user: AuthUser, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('messages').select(['id', 'user_id']).where('id', 'in', unique).execute();
    if (rows.length !== unique.length) throw notFound(MESSAGE_MISSING);
    if (user.role !== ADMIN_ROLE && rows.some((row) => row.user_id !== user.id)) {
      throw forbidden(MESSAGE_MESSAGES.notOwner);
    }
    const comments = await trx
      .selectFrom('comments')
      .select('id')
      .where('type', '=', TARGET.message)
      .where('for_id', 'in', unique)
      .execute();
    const commentIds = comments.map((c) => c.id);
    if (commentIds.length > 0) {
      await trx.deleteFrom('likes').where('type', '=', TARGET.comment).where('for_id', 'in', commentIds).execute();
      // Replies first: they point at their parents.
      await trx.deleteFrom('comments').where('id', 'in', commentIds).where('parent_id', 'is not', null).execute();
      await trx.deleteFrom('comments').where('id', 'in', commentIds).execute();
    }
    await trx.deleteFrom('likes').where('type', '=', TARGET.message).where('for_id', 'in', unique).execute();
    await trx.deleteFrom('messages').where('id', 'in', unique).execute();
    return unique.length;
  });
}
