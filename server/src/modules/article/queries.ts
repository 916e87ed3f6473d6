import { sql } from 'kysely';
import type { DB } from '../../db/database';
import type { ArticleSummary } from '@protocol/api/article';
import { ARTICLE_STATUS } from '@protocol/codes';

/** docs/behaviour.md §9.1: status 1 public, 2 private, 3 draft/recycled — only 1 is ever public. */
export const ARTICLE_PUBLIC = ARTICLE_STATUS.public;

/** Every public-facing article query starts here, so no route can forget the status filter. */
export function publicArticles(db: DB) {
  return db.selectFrom('articles as a').where('a.status', '=', ARTICLE_PUBLIC);
}

/**
 * docs/behaviour.md §11.4: what the public may read of a protected article. Its body is never
 * selected for the public ('' instead, so no snippet, feed or head can carry it), nor its
 * description when the author hid it.
 */
export const publicBody = sql<string>`CASE WHEN a.access_hash IS NULL THEN a.article_content ELSE '' END`;
const publicDescription = sql<string>`CASE WHEN a.access_hash IS NOT NULL AND a.hide_description = 1 THEN '' ELSE a.article_description END`;
/** 1 for a protected article, 0 otherwise, on both dialects (withTags makes it a boolean). */
export const protectedFlag = sql<number>`CASE WHEN a.access_hash IS NULL THEN 0 ELSE 1 END`;

const SUMMARY_COLUMNS = [
  'a.id',
  'a.article_title',
  'a.article_cover',
  'a.category_id',
  'a.author_id',
  'a.is_top',
  'a.status',
  'a.type',
  'a.origin_url',
  'a.view_times',
  'a.thumbs_up_times',
  'a.reading_duration',
  'a.createdAt',
  'a.updatedAt',
] as const;

/** Public articles with their category and author names (one joined query, no body). */
export function publicSummaries(db: DB) {
  return publicArticles(db)
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .leftJoin('users as u', 'u.id', 'a.author_id')
    .select([
      ...SUMMARY_COLUMNS,
      publicDescription.as('article_description'),
      protectedFlag.as('access_protected'),
      'c.category_name as categoryName',
      'u.nick_name as authorName',
    ]);
}

/** COUNT(*) is a string on PostgreSQL (bigint) and a number on SQLite. */
export const toCount = (value: string | number | bigint): number => Number(value);

/**
 * The tags of a page of articles in one query. The unique (article_id, tag_id) index already
 * holds this order, so no sort step runs; tag ids ascend within each article.
 */
export function pageTagsQuery(db: DB, articleIds: number[]) {
  return db
    .selectFrom('article_tag as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.id', 't.tag_name'])
    .where('at.article_id', 'in', articleIds)
    .orderBy('at.article_id')
    .orderBy('at.tag_id');
}

type SummaryRow = Omit<ArticleSummary, 'tagIdList' | 'tagNameList' | 'reading_duration' | 'access_protected'> & {
  reading_duration: number | string;
  access_protected: number | string;
};

/**
 * Adds tagIdList / tagNameList to a page of articles with ONE query for all their tags (no N+1),
 * keeping the rows' order; reading_duration (bigint) becomes a number on every dialect.
 */
export async function withTags<R extends SummaryRow>(
  db: DB,
  rows: R[],
): Promise<Array<Omit<R, 'reading_duration' | 'access_protected'> & ArticleSummary & { access_protected: boolean }>> {
  const tags = new Map<number, { ids: number[]; names: string[] }>();
  if (rows.length) {
    const tagRows = await pageTagsQuery(
      db,
      rows.map((r) => r.id),
    ).execute();
    for (const t of tagRows) {
      const entry = tags.get(t.article_id) ?? { ids: [], names: [] };
      entry.ids.push(t.id);
      entry.names.push(t.tag_name);
      tags.set(t.article_id, entry);
    }
  }
  return rows.map((row) => ({
    ...row,
    reading_duration: Number(row.reading_duration),
    access_protected: Number(row.access_protected) === 1,
    tagIdList: tags.get(row.id)?.ids ?? [],
    tagNameList: tags.get(row.id)?.names ?? [],
  }));
}
