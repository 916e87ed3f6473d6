import type { Kysely } from 'kysely';

/**
 * The importer's identity of an article is the source blog and the file's path inside it
 * (docs/import-export.md, Matching): two blogs both holding `_posts/hello-world.md` make two
 * articles. Rows imported before this migration have no blog (NULL); the next import of a blog
 * adopts the row of the same path. NULLs are distinct in a unique index on both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('source_blog', 'text').execute();
  await db.schema.dropIndex('articles_source_path').execute();
  await db.schema
    .createIndex('articles_source_blog_path')
    .unique()
    .on('articles')
    .columns(['source_blog', 'source_path'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('articles_source_blog_path').execute();
  await db.schema.createIndex('articles_source_path').unique().on('articles').column('source_path').execute();
  await db.schema.alterTable('articles').dropColumn('source_blog').execute();
}
