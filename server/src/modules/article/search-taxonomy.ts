import { sql, type RawBuilder } from 'kysely';
import type { SearchMatch } from '@protocol/searchHit';
import type { DB } from '../../db/database';
import { publicArticles, publicBody } from './queries';
import type { SearchRow } from './search-like';

/** Tags and categories whose name the search text holds, by id (docs/behaviour.md §9.2). */
export interface NamedTaxonomy {
  tags: Map<number, string>;
  categories: Map<number, string>;
}

/** A taxonomy hit: the article and the tag or category it was found by. */
export type TaxonomyRow = SearchRow & { matchedBy: SearchMatch };

const WORD_CHAR = /[a-z0-9]/i;

/**
 * Whether `name` is in `text`, ignoring case. A name starting or ending with an ASCII letter or digit
 * must not run on into one there ("Go" is not in "Google", "C" not in "CSS"); names in Chinese need no
 * spaces around them ("学习Redux入门" holds "Redux").
 */
export function nameInText(text: string, name: string): boolean {
  const hay = text.toLowerCase();
  const needle = name.trim().toLowerCase();
  if (!needle) return false;
  const joins = (outside: string | undefined, edge: string) =>
    !!outside && WORD_CHAR.test(outside) && WORD_CHAR.test(edge);
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    if (!joins(hay[at - 1], needle[0]) && !joins(hay[at + needle.length], needle[needle.length - 1])) return true;
  }
  return false;
}

/**
 * The tags and categories named in the text, or null when none is. A blog has tens of them, so the
 * names are read whole and matched here: the same code on SQLite and PostgreSQL.
 */
export async function taxonomyNamedIn(db: DB, text: string): Promise<NamedTaxonomy | null> {
  const [tags, categories] = await Promise.all([
    db.selectFrom('tags').select(['id', 'tag_name as name']).execute(),
    db.selectFrom('categories').select(['id', 'category_name as name']).execute(),
  ]);
  const named = (rows: { id: number; name: string }[]) =>
    new Map(rows.filter((row) => nameInText(text, row.name)).map((row) => [row.id, row.name]));
  const found: NamedTaxonomy = { tags: named(tags), categories: named(categories) };
  return found.tags.size || found.categories.size ? found : null;
}

/** The articles (alias `a`) in one of the named categories or carrying one of the named tags. */
export function inTaxonomy({ tags, categories }: NamedTaxonomy): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  if (categories.size) parts.push(sql`a.category_id IN (${sql.join([...categories.keys()])})`);
  if (tags.size)
    parts.push(sql`a.id IN (SELECT article_id FROM article_tag WHERE tag_id IN (${sql.join([...tags.keys()])}))`);
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}

/**
 * The newest `limit` public articles of the named tags and categories, leaving out `exclude`, each
 * with its reason: the tag when it carries a named one, else its category.
 */
export async function taxonomyHits(
  db: DB,
  named: NamedTaxonomy,
  limit: number,
  exclude: number[],
): Promise<TaxonomyRow[]> {
  if (limit <= 0) return [];
  let query = publicArticles(db)
    .select(['a.id', 'a.article_title', publicBody.as('article_content'), 'a.category_id'])
    .where(inTaxonomy(named));
  if (exclude.length) query = query.where('a.id', 'not in', exclude);
  const rows = await query.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
  if (!rows.length) return [];
  const tagged = named.tags.size
    ? await db
        .selectFrom('article_tag')
        .select(['article_id', 'tag_id'])
        .where(
          'article_id',
          'in',
          rows.map((row) => row.id),
        )
        .where('tag_id', 'in', [...named.tags.keys()])
        .orderBy('tag_id')
        .execute()
    : [];
  const tagOf = new Map<number, string>();
  for (const { article_id, tag_id } of tagged)
    if (!tagOf.has(article_id)) tagOf.set(article_id, named.tags.get(tag_id) ?? '');
  return rows.map(({ category_id, ...row }) => {
    const tag = tagOf.get(row.id);
    const matchedBy: SearchMatch = tag
      ? { kind: 'tag', name: tag }
      : { kind: 'category', name: named.categories.get(category_id ?? 0) ?? '' };
    return { ...row, matchedBy };
  });
}
