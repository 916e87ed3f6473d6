import type { DB } from '../../src/db/database';

/**
 * What the article search must answer, computed the slow, obvious way (docs/behaviour.md §9.2): every
 * public article whose title contains the text (ASCII case ignored), newest first, then those whose
 * body alone contains it, newest first.
 */
export async function expectedSearchOrder(db: DB, text: string): Promise<number[]> {
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'article_title', 'article_content', 'createdAt'])
    .where('status', '=', 1)
    .execute();
  const newest = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  const has = (s: string) => s.toLowerCase().includes(text.toLowerCase());
  const titled = rows.filter((r) => has(r.article_title)).sort(newest);
  const bodied = rows.filter((r) => !has(r.article_title) && has(r.article_content)).sort(newest);
  return [...titled, ...bodied].map((r) => r.id);
}
