import type { DB } from '../../src/db/database';
import { nameInText } from '../../src/modules/article/search-taxonomy';

/**
 * What the article search must answer, computed the slow, obvious way (docs/behaviour.md §9.2): every
 * public article whose title contains the text (ASCII case ignored), newest first, then those of a
 * tag or category the text names, newest first, then those whose body alone contains it, newest first.
 */
export async function expectedSearchOrder(db: DB, text: string): Promise<number[]> {
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'article_title', 'article_content', 'category_id', 'createdAt'])
    .where('status', '=', 1)
    .execute();
  const tags = await db
    .selectFrom('article_tag as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.tag_name'])
    .execute();
  const categories = await db.selectFrom('categories').select(['id', 'category_name']).execute();
  const newest = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  const has = (s: string) => s.toLowerCase().includes(text.toLowerCase());
  const named = (r: (typeof rows)[number]) =>
    tags.some((t) => t.article_id === r.id && nameInText(text, t.tag_name)) ||
    categories.some((c) => c.id === r.category_id && nameInText(text, c.category_name));
  const titled = rows.filter((r) => has(r.article_title)).sort(newest);
  const byName = rows.filter((r) => !has(r.article_title) && named(r)).sort(newest);
  const bodied = rows.filter((r) => !has(r.article_title) && !named(r) && has(r.article_content)).sort(newest);
  return [...titled, ...byName, ...bodied].map((r) => r.id);
}
