import type { DB } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { SeriesPlacement, SeriesSummary } from '@protocol/api/series';
import { publicArticles, publicSummaries } from '../article';
import { SERIES_MISSING } from './membership';

// What readers see of series (docs/behaviour.md §9.6): only public posts, by the article visibility
// rules of §9.1 (publicArticles), so a private, draft or scheduled post is never named or counted.

/** Every series with its public post count; newest first. */
export async function publicSeriesList(db: DB): Promise<SeriesSummary[]> {
  const rows = await db
    .selectFrom('series as s')
    .select(['s.id', 's.name', 's.description', 's.cover', 's.createdAt', 's.updatedAt'])
    .select((eb) =>
      publicArticles(db)
        .select((a) => a.fn.countAll<number>().as('n'))
        .whereRef('a.series_id', '=', eb.ref('s.id'))
        .as('postCount'),
    )
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, postCount: Number(r.postCount ?? 0) }));
}

/** A series' public posts in its order: place, then id. */
export async function publicSeriesPosts(db: DB, id: number) {
  const rows = await publicSummaries(db)
    .where('a.series_id', '=', id)
    .orderBy('a.series_order')
    .orderBy('a.id')
    .execute();
  return rows.map(({ id: postId, article_title, article_description, article_cover, createdAt }) => ({
    id: postId,
    article_title,
    article_description,
    article_cover,
    createdAt,
  }));
}

/** One series and its public posts; 404 专栏不存在 when there is no such series. */
export async function publicSeries(db: DB, id: number) {
  const series = (await publicSeriesList(db)).find((s) => s.id === id);
  if (!series) throw notFound(SERIES_MISSING);
  return { series, posts: await publicSeriesPosts(db, id) };
}

/**
 * Where a public post sits in its series, for its page (本文属于《…》第 n 篇); null when it belongs to
 * none. The post itself is public (only public posts have a reader's page).
 */
export async function seriesPlacement(db: DB, articleId: number): Promise<SeriesPlacement | null> {
  const row = await publicArticles(db)
    .innerJoin('series as s', 's.id', 'a.series_id')
    .select(['s.id', 's.name'])
    .where('a.id', '=', articleId)
    .executeTakeFirst();
  if (!row) return null;
  const posts = (await publicSeriesPosts(db, row.id)).map((p) => ({ id: p.id, article_title: p.article_title }));
  const index = posts.findIndex((p) => p.id === articleId);
  return {
    id: row.id,
    name: row.name,
    position: index + 1,
    posts,
    previous: posts[index - 1] ?? null,
    next: posts[index + 1] ?? null,
  };
}
