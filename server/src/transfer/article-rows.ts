import type { DB } from '../db/database';

/**
 * Articles with their category name and every field the markdown files carry: the one reader behind
 * export, the importer's "what did I write last time" and the import tests. Callers add order or filter. The series' name and the post's
 * `series_order` come along (docs/behaviour.md §9.6).
 */
export function articleRowsQuery(db: DB) {
  return db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .leftJoin('series as s', 's.id', 'a.series_id')
    .select([
      'a.id',
      'a.article_title',
      'a.article_content',
      'a.article_description',
      'a.article_cover',
      'a.is_top',
      'a.status',
      'a.type',
      'a.origin_url',
      'a.createdAt',
      'a.updatedAt',
      'a.source_path',
      'a.access_hash',
      'a.access_hint',
      'a.hide_description',
      'c.category_name',
      's.name as series_name',
      'a.series_order',
    ]);
}
