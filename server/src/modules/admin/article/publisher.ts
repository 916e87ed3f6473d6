import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ARTICLE_STATUS } from '@protocol/codes';
import type { DB } from '../../../db/database';
import { CacheTag } from '../../../lib/cache/tags';
import { currentTimeZone, parseDateTime } from '../../../lib/time';
import { plainExcerpt } from '../../comment';
import { NOTIFY_PLUGIN, NOTIFY_TYPE } from '../../notify';
import { blogNow } from './schedule';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes scheduled articles at their minute (docs/behaviour.md §11.1). */
    publisher: { rearm: () => void };
  }
}

interface Published {
  id: number;
  author_id: number;
  article_title: string;
}

/** What a publication changes for readers: lists, pages, feeds, sitemap, counts (docs/caching.md). */
const PUBLISHED_TAGS = [CacheTag.articles, CacheTag.taxonomy, CacheTag.articleCounters];

/**
 * Makes every scheduled article due at `nowText` public and answers those THIS call published: the
 * conditional UPDATE (still scheduled, still due) lets exactly one of several processes win each.
 */
export async function publishDue(db: DB, nowText: string): Promise<Published[]> {
  const due = await db
    .selectFrom('articles')
    .select(['id', 'author_id', 'article_title'])
    .where('status', '=', ARTICLE_STATUS.scheduled)
    .where('publish_at', '<=', nowText)
    .execute();
  const published: Published[] = [];
  for (const row of due) {
    const result = await db
      .updateTable('articles')
      .set((eb) => ({
        status: ARTICLE_STATUS.public,
        createdAt: eb.fn.coalesce('publish_at', 'createdAt'),
        updatedAt: eb.fn.coalesce('publish_at', 'updatedAt'),
        publish_at: null,
      }))
      .where('id', '=', row.id)
      .where('status', '=', ARTICLE_STATUS.scheduled)
      .where('publish_at', '<=', nowText)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) published.push(row);
  }
  return published;
}

async function nextDue(db: DB): Promise<string | null> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('status', '=', ARTICLE_STATUS.scheduled)
    .executeTakeFirst();
  return row?.next ?? null;
}

const MINUTE_MS = 60_000;

/**
 * Wakes at the next due publish time or the next minute, whichever comes first: the minute tick
 * also catches articles another process scheduled, and a process started after a publish time
 * publishes on start (docs/behaviour.md §11.1).
 */
async function publisherPlugin(app: FastifyInstance): Promise<void> {
  let cancel: (() => void) | null = null;
  let generation = 0;
  let closed = false;

  const publishNow = async () => {
    const published = await publishDue(app.db, blogNow(app.clock.now()));
    if (published.length === 0) return;
    await app.cache.invalidate(PUBLISHED_TAGS);
    for (const article of published) {
      const title = plainExcerpt(article.article_title, 30);
      await app.notify(article.author_id, NOTIFY_TYPE.article, article.id, `定时发布的文章《${title}》已发布`);
    }
    app.log.info({ ids: published.map((a) => a.id) }, 'scheduled articles published');
  };

  const arm = async () => {
    const mine = ++generation;
    const next = await nextDue(app.db);
    if (closed || mine !== generation) return;
    const now = app.clock.now().getTime();
    const minute = (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS;
    const due = next === null ? minute : Math.min(minute, parseDateTime(next, currentTimeZone()).getTime());
    cancel?.();
    cancel = app.clock.at(new Date(due), tick);
  };

  const tick = async () => {
    cancel = null;
    try {
      await publishNow();
      await arm();
    } catch (error) {
      // A database that is away (restarting) is retried at the next minute.
      if (closed) return;
      app.log.error({ err: error }, 'scheduled publishing failed');
      cancel = app.clock.at(new Date(app.clock.now().getTime() + MINUTE_MS), tick);
    }
  };

  app.decorate('publisher', {
    rearm: () => {
      arm().catch((error: unknown) => app.log.error({ err: error }, 'scheduled publishing failed'));
    },
  });
  app.addHook('onReady', tick);
  app.addHook('preClose', async () => {
    closed = true;
    cancel?.();
  });
}

export default fp(publisherPlugin, { name: 'article-publisher', dependencies: [NOTIFY_PLUGIN] });
