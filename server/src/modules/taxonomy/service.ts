import type { DB } from '../../db/database';
import { ARTICLE_PUBLIC } from '../article';
import type { CategoryEntry, TagEntry } from '@protocol/api/taxonomy';

// The status filter sits in the JOIN condition, not in WHERE, so private articles are never counted
// and, for the admin, a category or tag whose articles are all drafts or private appears with 0.
// Everyone else sees only names a public article uses: a draft's new category or tag is not
// announced on /tag, /category, the home tag cloud or the sitemap before it is published
// (docs/behaviour.md §9.3).

export interface DictionaryOptions {
  /** Also the categories and tags no public article uses (the admin's pickers). */
  withUnused?: boolean;
}

/** Every category with its number of public articles, in id order. */
export async function categoryDictionary(db: DB, options: DictionaryOptions = {}): Promise<CategoryEntry[]> {
  let query = db
    .selectFrom('categories as c')
    .leftJoin('articles as a', (join) => join.onRef('a.category_id', '=', 'c.id').on('a.status', '=', ARTICLE_PUBLIC))
    .select((eb) => ['c.id', 'c.category_name', eb.fn.count('a.id').as('articleCount')])
    .groupBy(['c.id', 'c.category_name'])
    .orderBy('c.id');
  if (!options.withUnused) query = query.having((eb) => eb.fn.count('a.id'), '>', 0);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, category_name: r.category_name, articleCount: Number(r.articleCount) }));
}

/** Every tag with its number of public articles, in id order. */
export async function tagDictionary(db: DB, options: DictionaryOptions = {}): Promise<TagEntry[]> {
  let query = db
    .selectFrom('tags as t')
    .leftJoin('article_tag as at', 'at.tag_id', 't.id')
    .leftJoin('articles as a', (join) => join.onRef('a.id', '=', 'at.article_id').on('a.status', '=', ARTICLE_PUBLIC))
    .select((eb) => ['t.id', 't.tag_name', eb.fn.count('a.id').as('articleCount')])
    .groupBy(['t.id', 't.tag_name'])
    .orderBy('t.id');
  if (!options.withUnused) query = query.having((eb) => eb.fn.count('a.id'), '>', 0);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, tag_name: r.tag_name, articleCount: Number(r.articleCount) }));
}
