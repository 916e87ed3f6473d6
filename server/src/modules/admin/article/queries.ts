import type { DB } from '../../../db/database';
import { clampPaging, type Page } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { contains } from '../shared/like';
import { statusCode, statusWord, type ArticleStatusWord } from './status';

export interface ListFilter {
  current: number;
  size: number;
  status?: ArticleStatusWord;
  keyword?: string;
}

/** Tag names per article id, in tag id order. */
async function tagNames(db: DB, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('article_tag as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.tag_name'])
    .where('at.article_id', 'in', ids)
    .orderBy('at.id')
    .execute();
  for (const row of rows) map.set(row.article_id, [...(map.get(row.article_id) ?? []), row.tag_name]);
  return map;
}

/** Every article of any status, pinned first then newest, filtered by status and title. */
export async function listArticles(db: DB, filter: ListFilter) {
  const { current, size, offset } = clampPaging(filter.current, filter.size);
  let query = db.selectFrom('articles as a').leftJoin('categories as c', 'c.id', 'a.category_id');
  if (filter.status) query = query.where('a.status', '=', statusCode(filter.status));
  if (filter.keyword) {
    const keyword = filter.keyword;
    query = query.where((eb) => contains(eb.ref('a.article_title'), keyword));
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'a.id',
      'a.article_title',
      'a.status',
      'a.publish_at',
      'a.is_top',
      'c.category_name',
      'a.view_times',
      'a.createdAt',
      'a.updatedAt',
    ])
    .orderBy('a.is_top')
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  const tags = await tagNames(
    db,
    rows.map((r) => r.id),
  );
  const list = rows.map((r) => ({
    ...r,
    status: statusWord(r.status),
    category_name: r.category_name ?? '',
    view_times: Number(r.view_times),
    tagNameList: tags.get(r.id) ?? [],
  }));
  const page: Page<(typeof list)[number]> = { current, size, total: Number(total), list };
  return page;
}

/** One article with everything the editor shows; 404 when missing. */
export async function getArticleForEditor(db: DB, id: number) {
  const row = await db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .select([
      'a.id',
      'a.article_title',
      'a.article_description',
      'a.article_content',
      'a.article_cover',
      'c.category_name',
      'a.status',
      'a.publish_at',
      'a.version',
      'a.is_top',
      'a.type',
      'a.origin_url',
      'a.view_times',
      'a.createdAt',
      'a.updatedAt',
      'a.access_hash',
      'a.access_hint',
      'a.hide_description',
      'a.series_id',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('文章不存在');
  const tags = await tagNames(db, [id]);
  // The editor learns whether a password is set, never its hash (docs/behaviour.md §11.4).
  const { access_hash, hide_description, ...fields } = row;
  return {
    ...fields,
    access_protected: access_hash !== null,
    hide_description: hide_description === 1,
    status: statusWord(row.status),
    category_name: row.category_name ?? '',
    view_times: Number(row.view_times),
    tagNameList: tags.get(id) ?? [],
  };
}
