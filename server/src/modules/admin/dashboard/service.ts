import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import { now } from '../../../lib/time';
import { statusWord, type ArticleStatusWord } from '../article/status';
import { lastDays } from './days';
import { writingTotals } from './writing';

export const SERIES_DAYS = 30;

async function count(db: DB, table: 'articles' | 'comments' | 'users'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Articles by status (docs/admin-desk.md "The dashboard"): the desk's 文章 counts drafts and private
 * ones too, so it says how many of them are public — the number the reader's sidebar shows, read by
 * the same rule (statusWord: 1 public, 2 private, 4 scheduled, anything else a draft).
 */
async function articleStatusCounts(db: DB): Promise<Record<ArticleStatusWord, number>> {
  const rows = await db
    .selectFrom('articles')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<ArticleStatusWord, number> = { public: 0, private: 0, draft: 0, scheduled: 0 };
  for (const row of rows) counts[statusWord(row.status)] += Number(row.n);
  return counts;
}

/** Totals and the 30-day series of views (daily_views) and comments (by their creation day). */
export async function dashboard(db: DB) {
  const days = lastDays(now().slice(0, 10), SERIES_DAYS);
  const since = days[0];
  const views = await db.selectFrom('daily_views').select(['day', 'views']).where('day', '>=', since).execute();
  const comments = await db
    .selectFrom('comments')
    .select((eb) => [sql<string>`substr(${eb.ref('createdAt')}, 1, 10)`.as('day'), eb.fn.countAll<number>().as('n')])
    .where('createdAt', '>=', since)
    .groupBy(sql`substr(${sql.ref('createdAt')}, 1, 10)`)
    .execute();
  const viewsByDay = new Map(views.map((v) => [v.day, Number(v.views)]));
  const commentsByDay = new Map(comments.map((c) => [c.day, Number(c.n)]));
  const config = await db.selectFrom('config').select('view_time').orderBy('id').limit(1).executeTakeFirst();
  const articleViews = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('view_times'), sql<number>`0`).as('n'))
    .executeTakeFirstOrThrow();
  const articleStatuses = await articleStatusCounts(db);
  return {
    articleCount: await count(db, 'articles'),
    publicArticleCount: articleStatuses.public,
    articleStatusCounts: articleStatuses,
    viewCount: Number(config?.view_time ?? 0),
    articleViewCount: Number(articleViews.n),
    commentCount: await count(db, 'comments'),
    userCount: await count(db, 'users'),
    ...(await writingTotals(db)),
    series: days.map((day) => ({ day, views: viewsByDay.get(day) ?? 0, comments: commentsByDay.get(day) ?? 0 })),
  };
}
