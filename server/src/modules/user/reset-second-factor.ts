import type { DB } from '../../db/database';
import { revokeUserSessions } from '../../lib/sessions';
import { removeTotp } from './totp';

/**
 * The operator's way back into a locked account (docs/security.md "Second factor",
 * `npm run admin -- reset-2fa <username>`): the second factors and recovery codes go, pending login
 * tickets go, and every session ends — whoever holds the account now signs in with the password
 * and sets up two-step sign-in again. Answers the user's exact name, or null when there is none.
 */
export async function resetSecondFactor(db: DB, username: string): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  if (!user) return null;
  await removeTotp(db, user.id);
  await db.deleteFrom('passkeys').where('user_id', '=', user.id).execute();
  await db.deleteFrom('login_tickets').where('user_id', '=', user.id).execute();
  await revokeUserSessions(db, user.id);
  return user.username;
}
