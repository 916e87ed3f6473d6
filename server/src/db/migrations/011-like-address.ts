import type { Kysely } from 'kysely';

/**
 * An anonymous like remembers a keyed hash of the client address it came from (never the address
 * itself), so likes from one address on one target can be bounded however many visitor ids a
 * script invents (docs/security.md, test 20). Likes given before this have none and are not counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('likes').addColumn('address', 'varchar(64)').execute();
  await db.schema.createIndex('likes_address').on('likes').columns(['type', 'for_id', 'address']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('likes_address').execute();
  await db.schema.alterTable('likes').dropColumn('address').execute();
}
