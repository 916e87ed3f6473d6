import type { DB } from '../../db/database';
import { now } from '../../lib/time';

const MB = 1024 * 1024;
export const quotaMessage = (quotaBytes: number) =>
  `今日上传额度已用完（每天最多 ${Math.round((quotaBytes / MB) * 10) / 10} MB），请明天再试`;

/**
 * Reserves `size` bytes of today's quota for the user by recording the upload first, then checking
 * the day's sum with it included; over the quota, the row is removed again and null returned. Two
 * concurrent uploads may then both be refused, never both slip through. Returns the row id, so a
 * failed write can release it.
 */
export async function reserveUpload(
  db: DB,
  userId: number,
  name: string,
  size: number,
  quotaBytes: number | null,
): Promise<number | null> {
  const stamp = now();
  const { id } = await db
    .insertInto('uploads')
    .values({ user_id: userId, name, size, createdAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (quotaBytes === null) return id;
  const startOfDay = `${stamp.slice(0, 10)} 00:00:00`;
  const { total } = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('createdAt', '>=', startOfDay)
    .executeTakeFirstOrThrow();
  if (Number(total) <= quotaBytes) return id;
  await releaseUpload(db, id);
  return null;
}

export async function releaseUpload(db: DB, id: number): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}
