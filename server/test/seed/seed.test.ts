import fs from 'node:fs';
import path from 'node:path';
import { build, type TestContext } from '../helpers';
import { PAGE_HEADER_ROUTE_NAMES, SEED_ARTICLES, seedDemoContent } from '../../src/db/seed';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, placeholderFile, variantFile } from '@protocol/imageVariants';
import { SEED_IMAGES, seedImageUrl } from '../../src/db/seed/images';
import { DEMO_READERS } from '../../src/db/seed/comments';

const TABLES = [
  'config',
  'page_headers',
  'categories',
  'tags',
  'articles',
  'article_tag',
  'talks',
  'talk_photos',
  'albums',
  'photos',
  'links',
  'messages',
  'users',
  'comments',
  'likes',
] as const;

async function counts(ctx: TestContext): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

describe('seedDemoContent', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build({ prepare: seedDemoContent });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('fills every table the foundation needs', async () => {
    const c = await counts(ctx);
    expect(c.config).toBe(1);
    expect(c.page_headers).toBe(PAGE_HEADER_ROUTE_NAMES.length);
    expect(c.categories).toBeGreaterThanOrEqual(4);
    expect(c.tags).toBeGreaterThanOrEqual(8);
    expect(c.articles).toBe(SEED_ARTICLES.length);
    expect(c.articles).toBeGreaterThanOrEqual(12);
    expect(c.talks).toBeGreaterThanOrEqual(3);
    expect(c.talk_photos).toBeGreaterThan(0);
    expect(c.albums).toBe(4);
    expect(c.photos).toBeGreaterThan(0);
    expect(c.messages).toBeGreaterThanOrEqual(40);
    const approved = await ctx.db.selectFrom('links').select('id').where('status', '=', 2).execute();
    expect(approved.length).toBeGreaterThanOrEqual(2);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts(ctx);
    await seedDemoContent(ctx.db, ctx.config);
    expect(await counts(ctx)).toEqual(before);
  });

  it('writes the admin articles over several years, pinned and private ones included', async () => {
    const admin = await ctx.db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
    const rows = await ctx.db
      .selectFrom('articles')
      .select(['author_id', 'createdAt', 'is_top', 'status', 'article_content'])
      .execute();
    expect(rows.every((r) => r.author_id === admin.id)).toBe(true);
    expect(new Set(rows.map((r) => r.createdAt.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.is_top === 1 && r.status === 1).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.status === 2)).toHaveLength(1);
    const all = rows.map((r) => r.article_content).join('\n');
    for (const lang of ['ts', 'python', 'go', 'sql', 'bash']) expect(all).toContain(`~~~${lang}\n`);
  });

  it('fills every category, tag and archive year; the home list and the timeline span pages', async () => {
    const pub = await ctx.db
      .selectFrom('articles')
      .select(['id', 'createdAt', 'category_id'])
      .where('status', '=', 1)
      .execute();
    // Home pages of 5 and timeline pages of 10 (docs/behaviour.md §9.1): several of each.
    expect(pub.length).toBeGreaterThanOrEqual(30);
    const categories = await ctx.db.selectFrom('categories').select(['id', 'category_name']).execute();
    for (const c of categories) expect(pub.filter((a) => a.category_id === c.id).length).toBeGreaterThanOrEqual(5);
    const perTag = await ctx.db
      .selectFrom('tags as t')
      .leftJoin('article_tag as at', 'at.tag_id', 't.id')
      .leftJoin('articles as a', (join) => join.onRef('a.id', '=', 'at.article_id').on('a.status', '=', 1))
      .select(['t.tag_name', (eb) => eb.fn.count('a.id').as('n')])
      .groupBy('t.tag_name')
      .execute();
    expect(perTag.length).toBeGreaterThanOrEqual(8);
    for (const tag of perTag) expect([tag.tag_name, Number(tag.n) >= 2]).toEqual([tag.tag_name, true]);
    const years = new Map<string, number>();
    for (const a of pub) years.set(a.createdAt.slice(0, 4), (years.get(a.createdAt.slice(0, 4)) ?? 0) + 1);
    expect([...years.keys()].sort()).toEqual(['2022', '2023', '2024', '2025']);
    for (const count of years.values()) expect(count).toBeGreaterThanOrEqual(8);
  });

  it('writes the articles deterministically, as Markdown of realistic length', () => {
    let again: typeof SEED_ARTICLES = [];
    jest.isolateModules(() => {
      again = (jest.requireActual('../../src/db/seed') as { SEED_ARTICLES: typeof SEED_ARTICLES }).SEED_ARTICLES;
    });
    expect(again).not.toBe(SEED_ARTICLES);
    expect(again).toEqual(SEED_ARTICLES);
    expect(new Set(SEED_ARTICLES.map((a) => a.title)).size).toBe(SEED_ARTICLES.length);
    for (const article of SEED_ARTICLES) expect(article.content).toMatch(/^## /m);
    for (const article of SEED_ARTICLES) {
      // A real post's length; the private draft may be short.
      const long = article.status === 2 || Buffer.byteLength(article.content) > 1000;
      expect([article.title, long]).toEqual([article.title, true]);
      expect(article.createdAt <= '2025-12-31 23:59:59').toBe(true);
    }
  });

  it('adds demo readers with comment threads, replies and likes that match the schema', async () => {
    const publicIds = new Set(
      (await ctx.db.selectFrom('articles').select('id').where('status', '=', 1).execute()).map((r) => r.id),
    );
    const comments = await ctx.db.selectFrom('comments').selectAll().execute();
    const parents = comments.filter((c) => c.parent_id === null);
    const replies = comments.filter((c) => c.parent_id !== null);
    expect(parents.length).toBeGreaterThan(10);
    expect(replies.length).toBeGreaterThan(5);
    for (const c of comments) {
      expect(c.type).toBe(1);
      expect(publicIds.has(c.for_id)).toBe(true);
      expect(c.content.trim()).not.toBe('');
    }
    for (const reply of replies) {
      const parent = comments.find((c) => c.id === reply.parent_id);
      expect(parent?.parent_id).toBeNull();
      expect(parent?.for_id).toBe(reply.for_id);
      expect(reply.to_id).not.toBeNull();
      expect(reply.to_id).not.toBe(reply.from_id);
      expect(reply.createdAt > (parent?.createdAt ?? '')).toBe(true);
    }
    // The busiest thread pages: more top-level comments, and more replies under one, than a page of 5.
    const perArticle = new Map<number, number>();
    for (const p of parents) perArticle.set(p.for_id, (perArticle.get(p.for_id) ?? 0) + 1);
    expect(Math.max(...perArticle.values())).toBeGreaterThan(10);
    expect(perArticle.size).toBeGreaterThan(5);
    const perParent = new Map<number, number>();
    for (const r of replies) perParent.set(r.parent_id ?? 0, (perParent.get(r.parent_id ?? 0) ?? 0) + 1);
    expect(Math.max(...perParent.values())).toBeGreaterThan(5);

    const likes = await ctx.db.selectFrom('likes').selectAll().execute();
    expect(likes.filter((l) => l.type === 1).length).toBeGreaterThan(10);
    expect(likes.filter((l) => l.type === 4).length).toBeGreaterThan(5);
    for (const like of likes) {
      expect(like.user_id).not.toBeNull();
      if (like.type === 1) expect(publicIds.has(like.for_id)).toBe(true);
      else expect(comments.some((c) => c.id === like.for_id)).toBe(true);
    }
    for (const c of comments) expect(c.thumbs_up).toBe(likes.filter((l) => l.type === 4 && l.for_id === c.id).length);
    const articles = await ctx.db.selectFrom('articles').select(['id', 'thumbs_up_times']).execute();
    for (const a of articles)
      expect(a.thumbs_up_times).toBeGreaterThanOrEqual(likes.filter((l) => l.type === 1 && l.for_id === a.id).length);
  });

  it('demo readers cannot be logged into', async () => {
    for (const username of DEMO_READERS.map((r) => r.username)) {
      for (const password of ['', '123456', username, 'Passw0rd!']) {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } });
        expect(res.json().code).not.toBe(0);
      }
    }
  });

  it('creates every image as a JPEG of the declared size (banners and covers 1920 px) with its placeholder', async () => {
    for (const image of SEED_IMAGES) {
      const name = seedImageUrl(image.name).replace('/uploads/', '');
      const meta = await sharp(path.join(ctx.config.uploadDir, name)).metadata();
      expect([image.name, meta.format, meta.width, meta.height]).toEqual([
        image.name,
        'jpeg',
        image.width,
        image.height,
      ]);
      if (/^(banner|cover)/.test(image.name)) expect(image.width).toBeGreaterThanOrEqual(1920);
      expect(fs.existsSync(path.join(ctx.config.uploadDir, placeholderFile(name.slice(0, 32))))).toBe(true);
    }
    // Neighbouring covers are different scenes, not the same picture in another hue.
    const covers = SEED_IMAGES.filter((image) => image.name.startsWith('cover'));
    for (let i = 1; i < covers.length; i += 1) expect(covers[i].style).not.toBe(covers[i - 1].style);
  });

  it('gives the pictures their AVIF/WebP variants through the uploads queue, up to 1920 px', async () => {
    // main.ts queues every seed picture after start; two of them here (one variant set takes ~1 s).
    const names = ['banner-01', 'cover-02'].map((name) => seedImageUrl(name).replace('/uploads/', ''));
    for (const name of names) expect(ctx.app.imageVariants.enqueue(name)).toBe(true);
    await ctx.app.imageVariants.idle();
    for (const name of names) {
      for (const format of IMAGE_FORMATS) {
        for (const width of IMAGE_WIDTHS) {
          const meta = await sharp(
            path.join(ctx.config.uploadDir, variantFile(name.slice(0, 32), width, format)),
          ).metadata();
          expect([name, format, meta.width]).toEqual([name, format, width]);
        }
      }
    }
  }, 60_000);

  it('references only local files that exist, never an external URL', async () => {
    const urls = [
      ...(await ctx.db.selectFrom('config').select(['blog_avatar as u']).execute()),
      ...(await ctx.db.selectFrom('page_headers').select(['bg_url as u']).execute()),
      ...(await ctx.db.selectFrom('articles').select(['article_cover as u']).execute()),
      ...(await ctx.db.selectFrom('talk_photos').select(['url as u']).execute()),
      ...(await ctx.db.selectFrom('photos').select(['url as u']).execute()),
      ...(await ctx.db.selectFrom('albums').select(['album_cover as u']).execute()),
      ...(await ctx.db.selectFrom('links').select(['site_avatar as u']).execute()),
    ].map((r) => r.u);
    const inMarkdown = SEED_ARTICLES.flatMap((a) =>
      [...a.content.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]),
    );
    expect(inMarkdown.length).toBeGreaterThan(0);
    for (const url of [...urls, ...inMarkdown]) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
      expect(fs.existsSync(path.join(ctx.config.uploadDir, url.replace('/uploads/', '')))).toBe(true);
    }
    const config = await ctx.db.selectFrom('config').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(config)).not.toMatch(/https?:/);
    expect(SEED_ARTICLES.map((a) => a.content).join('')).not.toMatch(/!\[[^\]]*\]\(https?:/);
  });
});
