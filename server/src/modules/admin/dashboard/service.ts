import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import { now } from '../../../lib/time';
import { lastDays } from './days';

export const SERIES_DAYS = 30;

async function count(db: DB, table: 'articles' | 'comments' | 'users', publicOnly = false): Promise<number> {
  let query = db.selectFrom(table);
  if (publicOnly) query = query.where(sql.ref('status'), '=', 1);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
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
  return {
    articleCount: await count(db, 'articles'),
    publicArticleCount: await count(db, 'articles', true),
    viewCount: Number(config?.view_time ?? 0),
    articleViewCount: Number(articleViews.n),
    commentCount: await count(db, 'comments'),
    userCount: await count(db, 'users'),
    series: days.map((day) => ({ day, views: viewsByDay.get(day) ?? 0, comments: commentsByDay.get(day) ?? 0 })),
  };
}
