import type { Transaction } from 'kysely';
import type { AppConfig } from '../../config';
import type { DB } from '../database';
import type { Database } from '../schema';
import { now } from '../../lib/time';
import type { SeedArticle } from './article-types';
import { ARTICLES_1 } from './articles-1';
import { ARTICLES_2 } from './articles-2';
import { ARTICLES_3 } from './articles-3';
import { ARTICLES_4 } from './articles-4';
import { ARTICLES_5 } from './articles-5';
import { ARTICLES_6 } from './articles-6';
import { ARTICLES_7 } from './articles-7';
import { ARTICLES_8 } from './articles-8';
import { ARTICLES_9 } from './articles-9';
import { ARTICLES_10 } from './articles-10';
import { seedComments } from './comments';
import { seedExtras } from './extras';
import { seedSeries } from './series';
import { coverUrl, writeSeedImages } from './images';
import { closeStorage, openUploadStorage } from '../../lib/storage';
import { CATEGORIES, TAGS, pageHeaders, siteConfig } from './site';
import { ARTICLE_STATUS, ARTICLE_TYPE } from '@protocol/codes';
import { countWords } from '@protocol/wordCount';

export { PAGE_HEADER_ROUTE_NAMES } from './site';

/** The demo blog's articles, each written for it (the pinned one leads). */
export const SEED_ARTICLES: SeedArticle[] = [
  ...ARTICLES_1,
  ...ARTICLES_2,
  ...ARTICLES_3,
  ...ARTICLES_4,
  ...ARTICLES_5,
  ...ARTICLES_6,
  ...ARTICLES_7,
  ...ARTICLES_8,
  ...ARTICLES_9,
  ...ARTICLES_10,
];

const homeRank = (a: SeedArticle) => ((a.status ?? 1) === 2 ? 2 : a.pinned ? 0 : 1);

/**
 * Cover index of each article (by title), counted along the home list's order (pinned first, then
 * newest; docs/behaviour.md §9.1; private ones last): neighbouring cards get consecutive covers,
 * which are different scenes (images.ts).
 */
export const SEED_COVERS: ReadonlyMap<string, number> = new Map(
  [...SEED_ARTICLES]
    .sort((a, b) => homeRank(a) - homeRank(b) || b.createdAt.localeCompare(a.createdAt))
    .map((article, i) => [article.title, i]),
);

async function idsByName(
  trx: Transaction<Database>,
  table: 'categories' | 'tags',
  names: string[],
  stamp: string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const name of names) {
    const values =
      table === 'categories' ? { category_name: name, createdAt: stamp } : { tag_name: name, createdAt: stamp };
    const { id } = await trx.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
    ids.set(name, id);
  }
  return ids;
}

/** Inserts every seed article with its tags; returns the public ones (id, date) in seed order. */
async function seedArticles(
  trx: Transaction<Database>,
  authorId: number,
): Promise<Array<{ id: number; createdAt: string; category: string }>> {
  const categoryIds = await idsByName(trx, 'categories', CATEGORIES, '2024-01-01 08:00:00');
  const tagIds = await idsByName(trx, 'tags', TAGS, '2024-01-01 08:00:00');
  const lookup = (ids: Map<string, number>, name: string) => {
    const id = ids.get(name);
    // A typo in the demo data should fail loudly at the first test run, not seed a broken link.
    if (id === undefined) throw new Error(`seed: unknown category or tag "${name}"`);
    return id;
  };
  const published: Array<{ id: number; createdAt: string; category: string }> = [];
  for (const article of SEED_ARTICLES) {
    const { id } = await trx
      .insertInto('articles')
      .values({
        article_title: article.title,
        article_description: article.description,
        article_content: article.content,
        word_count: countWords(article.content),
        article_cover: coverUrl(SEED_COVERS.get(article.title) ?? 0),
        category_id: lookup(categoryIds, article.category),
        author_id: authorId,
        is_top: article.pinned ? 1 : 2,
        status: article.status ?? ARTICLE_STATUS.public,
        type: ARTICLE_TYPE.original,
        origin_url: '',
        view_times: article.views,
        thumbs_up_times: article.likes,
        reading_duration: 0,
        createdAt: article.createdAt,
        updatedAt: article.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('article_tag')
      .values(article.tags.map((t) => ({ article_id: id, tag_id: lookup(tagIds, t) })))
      .execute();
    if ((article.status ?? 1) === 1) published.push({ id, createdAt: article.createdAt, category: article.category });
  }
  return published;
}

/**
 * Fills an empty database with the demo blog on first start (docs/architecture.md: "demo content ...
 * created on first start"); a database that already holds articles (an import) gets only the config
 * and page headers. Does nothing when the site config row exists, so restarts and a second
 * call never duplicate anything. Needs the admin account (db/bootstrap.ts ensureAdmin) to exist.
 * Everything is one transaction: a crash half-way leaves no config row, so the next start retries.
 * `pictures: false` leaves the pictures to the caller (main.ts writes them after listening,
 * docs/performance.md "Cold start"). True when this call seeded.
 */
export async function seedDemoContent(
  db: DB,
  config: AppConfig,
  options: { pictures: boolean } = { pictures: true },
): Promise<boolean> {
  const existing = await db.selectFrom('config').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!admin) throw new Error('演示数据需要管理员账号，请先创建管理员');

  // An author who imported their blog before the first start (docs/import-export.md "Moving a blog
  // here") gets the site's frame — config and page headers — but no demo articles beside their own.
  const imported = await db.selectFrom('articles').select('id').limit(1).executeTakeFirst();
  if (options.pictures) await writeDemoPictures(config);
  const stamp = now();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('page_headers').values(pageHeaders()).execute();
    if (!imported) {
      const published = await seedArticles(trx, admin.id);
      await seedComments(trx, admin.id, published);
      await seedExtras(trx, admin.id);
      await seedSeries(trx, stamp, (title) => coverUrl(SEED_COVERS.get(title) ?? 0));
    }
    // Written last: its presence is the "already seeded" marker checked above.
    await trx.insertInto('config').values(siteConfig(stamp)).execute();
  });
  return true;
}

/** Writes the demo pictures (and their placeholders) the seeded rows show into the upload store. */
export async function writeDemoPictures(config: AppConfig): Promise<void> {
  const storage = openUploadStorage(config);
  try {
    await writeSeedImages(storage);
  } finally {
    closeStorage(storage);
  }
}
