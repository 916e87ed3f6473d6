import type { DB } from '../../db/database';
import { notFound } from '../../lib/errors';
import { renderArticle } from '../../lib/markdown/render';
import { ARTICLE_PUBLIC, publicArticles, publicSummaries, withTags } from './queries';
import type { ArticleCard, ArticleDetail } from '@protocol/api/article';
import { seriesPlacement } from '../series';

const NOT_FOUND = '文章不存在或未公开';

/** Upper bound for one reading-duration report: 2 hours in ms (docs/behaviour.md §9.1: bounded). */
export const MAX_READING_MS = 2 * 60 * 60 * 1000;

/**
 * Counts one view of a public article; false for a private or unknown id (the increment is filtered
 * by status too, so neither counts nor leaks).
 */
async function countArticleView(db: DB, id: number): Promise<boolean> {
  const updated = await db
    .updateTable('articles')
    .set((eb) => ({ view_times: eb('view_times', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', ARTICLE_PUBLIC)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Whether the asker may read a protected article's body (access.ts: its grant, or the admin). */
export type BodyAccess = (accessHash: string) => boolean | Promise<boolean>;

const noAccess: BodyAccess = () => false;

/**
 * docs/behaviour.md §9.1 getArticleById: the whole public article, counting one view unless `countView`
 * is false (the server render: its page counts the view when served, see render/pages.ts). A private
 * or unknown id answers the same 404 either way. A protected article's body (and hidden description)
 * comes only to whom `access` lets in; anyone else gets it locked, with its hint (§11.4).
 */
export async function getArticle(db: DB, id: number, countView = true, access = noAccess): Promise<ArticleDetail> {
  if (countView && !(await countArticleView(db, id))) throw notFound(NOT_FOUND);
  const row = await publicSummaries(db)
    .select(['a.article_content', 'a.access_hash', 'a.access_hint', 'a.article_description as full_description'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  const { access_hash, access_hint, full_description, article_content, ...summary } = row;
  const [tagged, placement] = await Promise.all([withTags(db, [summary]), seriesPlacement(db, id)]);
  // Its series' titles are public like its own (docs/behaviour.md §9.6), so a locked post shows them too.
  const article = placement ? { ...tagged[0], series: placement } : tagged[0];
  if (access_hash !== null && !(await access(access_hash)))
    return { ...article, article_content: '', article_html: '', article_toc: [], access_locked: true, access_hint };
  const { html, toc } = renderArticle(article_content);
  const opened = access_hash === null ? {} : { access_locked: false, access_hint };
  return {
    ...article,
    article_description: full_description,
    article_content,
    article_html: html,
    article_toc: toc,
    ...opened,
  };
}

export interface Recommendation {
  previous: ArticleCard | null;
  next: ArticleCard | null;
  recommend: ArticleCard[];
}

const CARD = ['a.id', 'a.article_title', 'a.article_cover', 'a.createdAt'] as const;

/** docs/behaviour.md §9.1 getRecommendArticleById: previous (older), next (newer), and up to 6 sharing a tag. */
export async function recommend(db: DB, id: number): Promise<Recommendation> {
  const current = await publicArticles(db).select(['a.id', 'a.createdAt']).where('a.id', '=', id).executeTakeFirst();
  if (!current) throw notFound(NOT_FOUND);
  const at = current.createdAt;
  const [previous, next, related] = await Promise.all([
    publicArticles(db)
      .select(CARD)
      .where((eb) => eb.or([eb('a.createdAt', '<', at), eb.and([eb('a.createdAt', '=', at), eb('a.id', '<', id)])]))
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    publicArticles(db)
      .select(CARD)
      .where((eb) => eb.or([eb('a.createdAt', '>', at), eb.and([eb('a.createdAt', '=', at), eb('a.id', '>', id)])]))
      .orderBy('a.createdAt', 'asc')
      .orderBy('a.id', 'asc')
      .limit(1)
      .executeTakeFirst(),
    publicArticles(db)
      .select(CARD)
      .where('a.id', '!=', id)
      .where('a.id', 'in', (eb) =>
        eb
          .selectFrom('article_tag as shared')
          .select('shared.article_id')
          .where('shared.tag_id', 'in', (inner) =>
            inner.selectFrom('article_tag as own').select('own.tag_id').where('own.article_id', '=', id),
          ),
      )
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(6)
      .execute(),
  ]);
  return { previous: previous ?? null, next: next ?? null, recommend: related };
}

/** docs/behaviour.md §9.1 addReadingDuration: adds min(duration, 2 h) to a public article; 404 otherwise. */
export async function addReadingDuration(db: DB, id: number, duration: number): Promise<void> {
  const ms = Math.min(Math.max(0, Math.floor(duration)), MAX_READING_MS);
  const updated = await db
    .updateTable('articles')
    .set((eb) => ({ reading_duration: eb('reading_duration', '+', ms) }))
    .where('id', '=', id)
    .where('status', '=', ARTICLE_PUBLIC)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound(NOT_FOUND);
}
