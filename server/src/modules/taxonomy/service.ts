import type { DB } from '../../db/database';
import { ARTICLE_PUBLIC } from '../article';
import type { CategoryEntry, TagEntry } from './schemas';

// The status filter sits in the JOIN condition, not in WHERE, so a category or tag whose articles
// are all private still appears (with 0) and private articles are never counted.

/** Every category with its number of public articles, in id order. */
export async function categoryDictionary(db: DB): Promise<CategoryEntry[]> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('articles as a', (join) => join.onRef('a.category_id', '=', 'c.id').on('a.status', '=', ARTICLE_PUBLIC))
    .select((eb) => ['c.id', 'c.category_name', eb.fn.count('a.id').as('articleCount')])
    .groupBy(['c.id', 'c.category_name'])
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ id: r.id, category_name: r.category_name, articleCount: Number(r.articleCount) }));
}

/** Every tag with its number of public articles, in id order. */
export async function tagDictionary(db: DB): Promise<TagEntry[]> {
  const rows = await db
    .selectFrom('tags as t')
    .leftJoin('article_tag as at', 'at.tag_id', 't.id')
    .leftJoin('articles as a', (join) => join.onRef('a.id', '=', 'at.article_id').on('a.status', '=', ARTICLE_PUBLIC))
    .select((eb) => ['t.id', 't.tag_name', eb.fn.count('a.id').as('articleCount')])
    .groupBy(['t.id', 't.tag_name'])
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({ id: r.id, tag_name: r.tag_name, articleCount: Number(r.articleCount) }));
}
