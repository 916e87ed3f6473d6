import type { DB } from '../../db/database';
import { clampPaging, type Page } from '../../lib/envelope';
import { publicArticles, publicSummaries, toCount, withTags } from './queries';
import type { ArticleCard, ArticleSummary } from '@protocol/api/article';

export { ARTICLE_PUBLIC } from './queries';

const CARD_COLUMNS = ['a.id', 'a.article_title', 'a.article_cover', 'a.createdAt'] as const;

/**
 * docs/behaviour.md §9.1 home list: pinned (is_top 1) first, then newest; ties broken by id so pages never overlap.
 * The order is exactly the index articles_home_list (migration 006), so no sort step runs.
 */
export function homeListPage(db: DB, limit: number, offset: number) {
  return publicSummaries(db)
    .orderBy('a.is_top', 'asc')
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset);
}

export async function homeList(db: DB, current: number, size: number): Promise<Page<ArticleSummary>> {
  const paging = clampPaging(current, size);
  const [rows, total] = await Promise.all([
    homeListPage(db, paging.size, paging.offset).execute(),
    publicArticles(db)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { current: paging.current, size: paging.size, total: toCount(total.n), list: await withTags(db, rows) };
}

export interface TimelineYear {
  year: string;
  articleList: ArticleCard[];
}

/** docs/behaviour.md §9.3 timeline: a page of the newest articles, grouped by year in order (a year may span pages). */
export async function timeline(db: DB, current: number, size: number): Promise<Page<TimelineYear>> {
  const paging = clampPaging(current, size);
  const [rows, total] = await Promise.all([
    publicArticles(db)
      .select(CARD_COLUMNS)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(paging.size)
      .offset(paging.offset)
      .execute(),
    publicArticles(db)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const list: TimelineYear[] = [];
  for (const row of rows) {
    const year = row.createdAt.slice(0, 4);
    const last = list[list.length - 1];
    if (last?.year === year) last.articleList.push(row);
    else list.push({ year, articleList: [row] });
  }
  // total counts articles (what the pager pages over), not year groups.
  return { current: paging.current, size: paging.size, total: toCount(total.n), list };
}

/** docs/behaviour.md §9.3 getArticleListByTagId / ByCategoryId: public cards, newest first; unknown ids give an empty page. */
export async function listBy(
  db: DB,
  by: 'tag' | 'category',
  id: number,
  current: number,
  size: number,
): Promise<Page<ArticleCard>> {
  const paging = clampPaging(current, size);
  const base =
    by === 'tag'
      ? publicArticles(db).innerJoin('article_tag as at', 'at.article_id', 'a.id').where('at.tag_id', '=', id)
      : publicArticles(db).where('a.category_id', '=', id);
  const [rows, total] = await Promise.all([
    base
      .select(CARD_COLUMNS)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(paging.size)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { current: paging.current, size: paging.size, total: toCount(total.n), list: rows };
}

/** docs/behaviour.md §9.2 getHotArticle (hot list: 5 items): most viewed public articles. */
export function hotArticles(db: DB): Promise<Array<{ id: number; article_title: string; view_times: number }>> {
  return publicArticles(db)
    .select(['a.id', 'a.article_title', 'a.view_times'])
    .orderBy('a.view_times', 'desc')
    .orderBy('a.id', 'asc')
    .limit(5)
    .execute();
}
