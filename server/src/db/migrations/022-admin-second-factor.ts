import type { Kysely } from 'kysely';

/**
 * Second factor required for administrators (docs/security.md "Second factor"):
 * - `account_policy`: one row (id 1) the admin sets in 账号安全; `admin_second_factor` 1 means an
 *   administrator without a factor signs in only by enrolling one. No row: not required.
 * - `login_tickets.purpose`: 'second' for the second step after the password, 'enrol' for an
 *   administrator's enrolment ticket; each route accepts only its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_policy')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('admin_second_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updatedAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('login_tickets')
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull().defaultTo('second'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_tickets').dropColumn('purpose').execute();
  await db.schema.dropTable('account_policy').execute();
}
