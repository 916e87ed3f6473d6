import { sql, type Kysely } from 'kysely';

/**
 * Usernames are unique without regard to case (`Admin` cannot register beside `admin`), enforced by
 * a unique index on lower(username). Existing case-only duplicates stop the migration with their
 * names, rather than silently picking a winner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const duplicates = await sql<{ name: string }>`
    SELECT lower(username) AS name FROM users GROUP BY lower(username) HAVING COUNT(*) > 1
  `.execute(db);
  if (duplicates.rows.length > 0) {
    const names = duplicates.rows.map((row) => row.name).join('、');
    throw new Error(`以下用户名仅大小写不同，请先改名或合并后再升级：${names}`);
  }
  await db.schema
    .createIndex('users_username_lower_unique')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_username_lower_unique').execute();
}
