import fs from 'node:fs';
import path from 'node:path';
import { build, type TestContext } from '../helpers';
import { PAGE_HEADER_ROUTE_NAMES, SEED_ARTICLES, seedDemoContent } from '../../src/db/seed';
import { SEED_IMAGES } from '../../src/db/seed/images';
import { readPng } from '../../src/lib/png';

const TABLES = ['config', 'page_headers', 'categories', 'tags', 'articles', 'article_tag', 'talks', 'talk_photos', 'albums', 'photos', 'links', 'messages'] as const;

async function counts(ctx: TestContext): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
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
    expect(c.albums).toBe(2);
    expect(c.photos).toBeGreaterThan(0);
    expect(c.messages).toBeGreaterThanOrEqual(3);
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
    const rows = await ctx.db.selectFrom('articles').select(['author_id', 'createdAt', 'is_top', 'status', 'article_content']).execute();
    expect(rows.every((r) => r.author_id === admin.id)).toBe(true);
    expect(new Set(rows.map((r) => r.createdAt.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.is_top === 1 && r.status === 1).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.status === 2)).toHaveLength(1);
    const all = rows.map((r) => r.article_content).join('\n');
    for (const lang of ['ts', 'python', 'go', 'sql', 'bash']) expect(all).toContain(`~~~${lang}\n`);
  });

  it('creates every image as a valid PNG of the declared size', () => {
    for (const image of SEED_IMAGES) {
      const file = fs.readFileSync(path.join(ctx.config.uploadDir, 'seed', `${image.name}.png`));
      expect(readPng(file)).toMatchObject({ width: image.width, height: image.height });
    }
  });

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
    const inMarkdown = SEED_ARTICLES.flatMap((a) => [...a.content.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]));
    expect(inMarkdown.length).toBeGreaterThan(0);
    for (const url of [...urls, ...inMarkdown]) {
      expect(url).toMatch(/^\/uploads\/seed\/[\w-]+\.png$/);
      expect(fs.existsSync(path.join(ctx.config.uploadDir, url.replace('/uploads/', '')))).toBe(true);
    }
    const config = await ctx.db.selectFrom('config').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(config)).not.toMatch(/https?:/);
    expect(SEED_ARTICLES.map((a) => a.content).join('')).not.toMatch(/!\[[^\]]*\]\(https?:/);
  });
});
