import type { DB } from '../../db/database';
import { clampPaging, type Page } from '../../lib/envelope';
import { businessError } from '../../lib/errors';
import { now } from '../../lib/time';
import { NOTIFY_TYPE, type NotifyType } from '@protocol/codes';

/** docs/behaviour.md §5.2: what a notification is about, which decides where it leads. */
export { NOTIFY_TYPE, type NotifyType };
export const UNREAD = 1;
export const READ = 2;

export interface NotificationDto {
  id: number;
  type: number;
  to_id: number;
  message: string;
  isView: number;
  createdAt: string;
}

/** Producers call this one service (docs/behaviour.md §5.2): other modules reach it as `app.notify`. */
export type NotifyFn = (userId: number, type: NotifyType, toId: number, message: string) => Promise<number>;

export function createNotify(db: DB): NotifyFn {
  return async (userId, type, toId, message) => {
    const row = await db
      .insertInto('notifications')
      .values({ user_id: userId, type, to_id: toId, message, isView: UNREAD, createdAt: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
}

/** docs/behaviour.md §5.2: paged, unread first then newest — only the owner's rows. */
export async function listNotifications(
  db: DB,
  userId: number,
  current: unknown,
  size: unknown,
): Promise<Page<NotificationDto>> {
  const paging = clampPaging(current, size, 10);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'type', 'to_id', 'message', 'isView', 'createdAt'])
      .where('user_id', '=', userId)
      .orderBy('isView', 'asc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.size)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { current: paging.current, size: paging.size, total: Number(count.total), list: rows };
}

/** One refusal for "not there" and "not yours", so ids of other users' rows reveal nothing. */
const NOT_YOURS = '消息不存在或已被删除';

export async function markRead(db: DB, userId: number, id: number): Promise<void> {
  const result = await db
    .updateTable('notifications')
    .set({ isView: READ })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw businessError(NOT_YOURS);
}

export async function removeNotification(db: DB, userId: number, id: number): Promise<void> {
  const result = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw businessError(NOT_YOURS);
}
