import type { DB } from '../../../db/database';
import { clampPaging } from '../../../lib/envelope';
import { businessError, notFound } from '../../../lib/errors';
import { now } from '../../../lib/time';
import { revokeUserSessions } from '../../../lib/sessions';
import { ADMIN_ROLE } from '../../../lib/auth-user';
import { contains } from '../shared/like';
import type { AdminUserRow } from '@protocol/adminRows';
import type { UserUpdate as UpdateBody } from '@protocol/api/adminUser';

export const LAST_ADMIN = '至少需要保留一位可用的管理员';

const COLUMNS = ['id', 'username', 'nick_name', 'avatar', 'role', 'disabled', 'createdAt'] as const;

function toRow<T extends { disabled: number }>(row: T) {
  return { ...row, disabled: row.disabled !== 0 };
}

/** Users, newest first, optionally those whose username or nick name contains `keyword`. */
export async function listUsers(db: DB, input: { current: number; size: number; keyword?: string }) {
  const { current, size, offset } = clampPaging(input.current, input.size);
  let query = db.selectFrom('users');
  const keyword = input.keyword?.trim();
  if (keyword)
    query = query.where((eb) => eb.or([contains(eb.ref('username'), keyword), contains(eb.ref('nick_name'), keyword)]));
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query.select(COLUMNS).orderBy('id', 'desc').limit(size).offset(offset).execute();
  return { current, size, total: Number(total), list: rows.map(toRow) };
}

export interface UserChange {
  user: AdminUserRow;
  /** Set when the user's tokens were retired (now disabled): the new token_version. */
  revokedVersion: number | null;
}

/**
 * Changes a user's role or disabled flag in one transaction. Refuses (code 1) to leave no enabled
 * admin. Disabling bumps token_version so every token of the user stops at once.
 */
export async function updateUser(db: DB, id: number, change: UpdateBody): Promise<UserChange> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select([...COLUMNS, 'token_version'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('用户不存在');
    const role = change.role ?? row.role;
    const disabled = change.disabled === undefined ? row.disabled : change.disabled ? 1 : 0;
    const wasActiveAdmin = row.role === ADMIN_ROLE && row.disabled === 0;
    const staysActiveAdmin = role === ADMIN_ROLE && disabled === 0;
    if (wasActiveAdmin && !staysActiveAdmin) {
      const { others } = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('others'))
        .where('role', '=', ADMIN_ROLE)
        .where('disabled', '=', 0)
        .where('id', '!=', id)
        .executeTakeFirstOrThrow();
      if (Number(others) === 0) throw businessError(LAST_ADMIN);
    }
    // The role is read from the database on every request, so only disabling needs to retire tokens.
    const retire = disabled === 1 && row.disabled === 0;
    const tokenVersion = retire ? row.token_version + 1 : row.token_version;
    await trx
      .updateTable('users')
      .set({ role, disabled, token_version: tokenVersion, updatedAt: now() })
      .where('id', '=', id)
      .execute();
    if (retire) await revokeUserSessions(trx, id);
    const { token_version: _unused, ...rest } = row;
    return { user: toRow({ ...rest, role, disabled }), revokedVersion: retire ? tokenVersion : null };
  });
}
