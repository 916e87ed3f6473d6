import type { DB } from '../../../db/database';
import { plainText } from '../../../lib/plain-text';
import { LINK_STATUS } from '../../link';
import { UNREAD } from '../../notify';

/** How many unread notices and recent comments the dashboard lists (docs/admin-desk.md). */
export const PENDING_LIST_SIZE = 5;
/** A listed comment's text is cut to this many characters. */
const EXCERPT = 120;

const excerpt = (text: string) => {
  const plain = plainText(text);
  return plain.length > EXCERPT ? `${plain.slice(0, EXCERPT)}…` : plain;
};

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * The author's pending work: friend links awaiting review, this admin's unread notices (the newest
 * few, as plain text) and the newest comments, for the desk's first page.
 */
export async function pendingWork(db: DB, adminId: number) {
  const unread = db.selectFrom('notifications').where('user_id', '=', adminId).where('isView', '=', UNREAD);
  const notices = await unread
    .select(['id', 'type', 'to_id', 'message', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(PENDING_LIST_SIZE)
    .execute();
  const comments = await db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.id', 'c.from_id')
    .select(['c.id', 'c.type', 'c.for_id', 'u.nick_name as from_name', 'c.content', 'c.createdAt'])
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(PENDING_LIST_SIZE)
    .execute();
  return {
    linkCount: await countOf(
      db
        .selectFrom('links')
        .where('status', '=', LINK_STATUS.pending)
        .select((eb) => eb.fn.countAll<number>().as('n')),
    ),
    noticeCount: await countOf(unread.select((eb) => eb.fn.countAll<number>().as('n'))),
    notices: notices.map(({ message, ...notice }) => ({ ...notice, text: excerpt(message) })),
    comments: comments.map((c) => ({ ...c, from_name: c.from_name ?? '', content: excerpt(c.content) })),
  };
}
