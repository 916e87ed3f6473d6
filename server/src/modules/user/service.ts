import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, businessError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { now } from '../../lib/time';
import { revokeUserSessions } from '../../lib/sessions';
import { checkNickname, checkPassword, checkUsername } from '@protocol/accountRules';
import { AVATAR_NOT_OWN, isOwnImageUpload } from '../../lib/own-upload';
import type { ObjectStorage } from '../../lib/storage';

export interface PublicUser {
  id: number;
  role: number;
  nick_name: string;
  avatar: string;
}

/** docs/behaviour.md §4.5: one message for an unknown user and a wrong password. */
export const BAD_CREDENTIALS = '用户名或密码错误';
/** Compared against when the user does not exist, so both failures take the same time. */
const DUMMY_HASH = hashPassword('dummy-password-for-timing-1');

/** docs/behaviour.md §4.2 rules enforced on the server too (docs/behaviour.md §4.5: register); rule breaks are 400s the UI never sends. */
function enforceRules(username: string, password: string): void {
  const problem = checkUsername(username) ?? checkPassword(password);
  if (problem) throw badRequest(problem);
}

/**
 * Usernames are unique and looked up without regard to case (migration 004: unique index on
 * lower(username)); login is case-insensitive too. The database's lower() is used on both sides so
 * the lookup agrees with the index.
 */
export const sameUsername = (username: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)]));

/** The new account's row, as the registration's own writes (docs/behaviour.md §5.5: its 邮箱) see it. */
export interface NewUser {
  id: number;
  username: string;
  nick_name: string;
}

/**
 * docs/behaviour.md §4.5 register. `alongside` runs in the insert's transaction (the password is
 * hashed before it opens, so no lock is held meanwhile); its failure undoes the account.
 */
export async function registerUser(
  db: DB,
  input: { username: string; password: string; nick_name?: string },
  alongside?: (trx: DB, user: NewUser) => Promise<unknown>,
): Promise<NewUser> {
  enforceRules(input.username, input.password);
  const nickProblem = input.nick_name === undefined ? null : checkNickname(input.nick_name);
  if (nickProblem) throw badRequest(nickProblem);
  const taken = await db.selectFrom('users').select('id').where(sameUsername(input.username)).executeTakeFirst();
  if (taken) throw businessError('用户名已存在');
  const stamp = now();
  const nick = input.nick_name?.trim() || input.username;
  const password_hash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          username: input.username,
          password_hash,
          nick_name: nick,
          avatar: '',
          role: 2,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning(['id', 'username', 'nick_name'])
        .executeTakeFirstOrThrow();
      await alongside?.(trx, row);
      return row;
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets the same message.
    if (/unique/i.test(String((error as Error).message))) throw businessError('用户名已存在');
    throw error;
  }
}

export async function checkCredentials(db: DB, username: string, password: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'password_hash', 'token_version', 'disabled'])
    .where(sameUsername(username))
    .executeTakeFirst();
  const valid = await verifyPassword(password, row?.password_hash ?? (await DUMMY_HASH));
  if (!row || !valid) return null;
  return row;
}

export async function getPublicUser(db: DB, id: number): Promise<PublicUser> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'nick_name', 'avatar'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('用户不存在');
  return row;
}

/** The avatar is '' (none) or one of our own uploaded images — never an outside address. */
export async function updateOwnInfo(
  db: DB,
  id: number,
  fields: { nick_name?: string; avatar?: string },
  storage: ObjectStorage,
): Promise<PublicUser> {
  const set: { nick_name?: string; avatar?: string; updatedAt: string } = { updatedAt: now() };
  if (fields.nick_name !== undefined) {
    const nick = fields.nick_name.trim();
    if (!nick) throw badRequest('昵称不能为空');
    const problem = checkNickname(nick);
    if (problem) throw badRequest(problem);
    set.nick_name = nick;
  }
  if (fields.avatar !== undefined) {
    if (fields.avatar !== '' && !(await isOwnImageUpload(fields.avatar, storage))) throw badRequest(AVATAR_NOT_OWN);
    set.avatar = fields.avatar;
  }
  await db.updateTable('users').set(set).where('id', '=', id).execute();
  return getPublicUser(db, id);
}

/** docs/behaviour.md §4.5 updatePassword {password, password1, password2}: old, new, confirm. Bumps token_version and returns it. */
export async function changePassword(
  db: DB,
  id: number,
  input: { password: string; password1: string; password2: string },
): Promise<number> {
  const problem = checkPassword(input.password1);
  if (problem) throw badRequest(problem);
  if (input.password1 !== input.password2) throw businessError('两次密码不一致');
  const row = await db
    .selectFrom('users')
    .select(['password_hash', 'token_version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.password, row.password_hash))) throw businessError('原密码错误');
  if (input.password1 === input.password) throw businessError('新密码不能与原密码相同');
  const version = await replacePassword(db, id, row, input.password1);
  // Another change won the race: the old password given is no longer the account's.
  if (version === null) throw businessError('原密码错误');
  return version;
}

/**
 * Stores a new password and retires every token of the account (docs/security.md "Sessions"): the
 * password change and the mailed reset (docs/behaviour.md §4.8). Only while the hash is still `was`,
 * so of two racing uses of one reset link one wins. Answers the new token_version, or null.
 */
export async function replacePassword(
  db: DB,
  id: number,
  was: { password_hash: string; token_version: number },
  password: string,
): Promise<number | null> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), token_version: was.token_version + 1, updatedAt: now() })
    .where('id', '=', id)
    .where('password_hash', '=', was.password_hash)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  // token_version already refuses every older token; the rows say so too, for a device list.
  await revokeUserSessions(db, id);
  return was.token_version + 1;
}
