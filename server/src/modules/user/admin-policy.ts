import type { DB } from '../../db/database';
import { ADMIN_ROLE } from '../../lib/auth-user';
import { now } from '../../lib/time';

/*
 * Second factor required for administrators (docs/security.md "Second factor"): one setting, kept
 * in `account_policy` (id 1) so every process reads the same; no row means not required.
 */

export const ENROLMENT_NEEDED = '管理员须先设置二次验证';
export { ADMIN_FACTOR_FIRST as FACTOR_FIRST } from '@protocol/accountRules';
export const ALREADY_ENROLLED = '该账号已设置二次验证，请重新登录';

export async function adminSecondFactorRequired(db: DB): Promise<boolean> {
  const row = await db
    .selectFrom('account_policy')
    .select('admin_second_factor')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.admin_second_factor === 1;
}

export async function setAdminSecondFactor(db: DB, required: boolean): Promise<void> {
  const values = { admin_second_factor: required ? 1 : 0, updatedAt: now() };
  await db
    .insertInto('account_policy')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** Whether `user`, having no second factor, may sign in only by enrolling one. */
export async function mustEnrol(db: DB, user: { role: number }): Promise<boolean> {
  return user.role === ADMIN_ROLE && (await adminSecondFactorRequired(db));
}
