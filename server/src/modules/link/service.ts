import type { LinkStatus } from '@protocol/boardRules';
import type { DB } from '../../db/database';
import { clampPaging, type Page } from '../../lib/envelope';
import { businessError, forbidden, notFound } from '../../lib/errors';
import { now } from '../../lib/time';
import type { LinkItem } from '@protocol/api/link';
import type { LinkInput } from './validate';
import { LINK_STATUS } from '@protocol/codes';

/** Stored review states (links.status). */
export { LINK_STATUS };
const STATUS_NAME = new Map<number, LinkStatus>(
  Object.entries(LINK_STATUS).map(([name, code]) => [code, name as LinkStatus]),
);

/** A stored status code as its name; an unknown code reads as pending (still awaiting review). */
export const linkStatusName = (code: number): LinkStatus => STATUS_NAME.get(code) ?? 'pending';
const LINK_MISSING = '友链不存在';
/** Open applications one user may have at a time, so nobody fills the review queue. */
export const MAX_PENDING_PER_USER = 3;

/** Links in one review state, oldest first (the order they were applied for). */
export async function linkPage(
  db: DB,
  status: LinkStatus,
  current: number | undefined,
  size: number | undefined,
): Promise<Page<LinkItem>> {
  const paging = clampPaging(current, size, 20);
  const code = LINK_STATUS[status];
  const [rows, total] = await Promise.all([
    db
      .selectFrom('links')
      .select(['id', 'site_name', 'site_desc', 'site_avatar', 'url', 'user_id', 'status', 'createdAt', 'updatedAt'])
      .where('status', '=', code)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(paging.size)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom('links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', code)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    current: paging.current,
    size: paging.size,
    total: Number(total.n),
    list: rows.map((row) => ({ ...row, status: linkStatusName(row.status) })),
  };
}

/** An application: pending review, or approved at once when the review policy lets it (docs/behaviour.md §13.2). */
export async function addLink(db: DB, userId: number, link: LinkInput, held = true): Promise<number> {
  const open = await db
    .selectFrom('links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', LINK_STATUS.pending)
    .executeTakeFirstOrThrow();
  if (Number(open.n) >= MAX_PENDING_PER_USER) {
    throw businessError(`最多同时有 ${MAX_PENDING_PER_USER} 个待审核的友链申请`);
  }
  const stamp = now();
  const row = await db
    .insertInto('links')
    .values({
      ...link,
      status: held ? LINK_STATUS.pending : LINK_STATUS.approved,
      user_id: userId,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The owner's edit: any change sends the link back to review. Someone else's link is a 403. */
export async function updateOwnLink(db: DB, userId: number, id: number, link: LinkInput): Promise<void> {
  const row = await db.selectFrom('links').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(LINK_MISSING);
  if (row.user_id !== userId) throw forbidden('只能修改自己申请的友链');
  await db
    .updateTable('links')
    .set({ ...link, status: LINK_STATUS.pending, updatedAt: now() })
    .where('id', '=', id)
    .execute();
}

export async function reviewLink(db: DB, id: number, status: 'approved' | 'rejected'): Promise<void> {
  const result = await db
    .updateTable('links')
    .set({ status: LINK_STATUS[status], updatedAt: now() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(LINK_MISSING);
}
