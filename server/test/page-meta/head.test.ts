import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemoContent } from '../../src/db/seed';
import { CacheTag } from '../../src/lib/cache/tags';
import { articleRow } from '../fixtures/articles';
import { useTestApp, type TestContext } from '../helpers';
import type { DB } from '../../src/db/database';
import { decode } from './decode-html';

// docs/map.md "Page head": the history fallback sends index.html with the page's own head
// (title, description, canonical, Open Graph, Twitter card, JSON-LD) in place of the placeholder.
// SSR_ENTRY '' keeps these on the unrendered page; ssr-head.test.ts checks the server-rendered one.

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-head-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8" /><meta name=app-head content=begin><title>砚 · Inkstone</title><meta name="app-head" content="end" /></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const HOSTILE_TITLE = '</title><script>alert("t")</script> & "引号"';
const HOST = 'blog.example:8080';

/** The content of `<meta name|property="key">` (attribute values are written with double quotes). */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`).exec(html);
  return match ? decode(match[1]) : undefined;
}
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
function canonicalOf(html: string): string | undefined {
  const href = /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
  return href === undefined ? undefined : decode(href);
}
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

async function addArticles(db: DB): Promise<{ hostile: number; plain: number }> {
  const admin = await db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
  const insert = (row: ReturnType<typeof articleRow>) =>
    db.insertInto('articles').values(row).returning('id').executeTakeFirstOrThrow();
  const hostile = await insert(
    articleRow({
      article_title: HOSTILE_TITLE,
      author_id: admin.id,
      createdAt: '2030-01-01 10:00:00',
      article_content: '正文',
    }),
  );
  const plain = await insert(
    articleRow({
      article_title: '没有描述的文章',
      author_id: admin.id,
      createdAt: '2030-01-02 10:00:00',
      updatedAt: '2030-01-03 08:00:00',
      article_cover: '/uploads/seed/cover-01.png',
      article_content: `## 开头\n\n这是**正文**的第一段，\`code\` 也算。\n\n\`\`\`js\nconst hidden = 1;\n\`\`\`\n\n${'墨'.repeat(200)}`,
    }),
  );
  const tag = await db.selectFrom('tags').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.insertInto('article_tag').values({ article_id: plain.id, tag_id: tag.id }).execute();
  return { hostile: hostile.id, plain: plain.id };
}

let ids: { hostile: number; plain: number };
const prepare = async (db: DB, config: Parameters<typeof seedDemoContent>[1]) => {
  await seedDemoContent(db, config);
  ids = await addArticles(db);
};

const page = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: HOST, accept: 'text/html', ...headers } });

describe('the head of each public page (origin from the Host header)', () => {
  const ctx = useTestApp({ env: { CLIENT_DIR: clientDir, SSR_ENTRY: '' }, prepare });

  it.each([
    ['/home', '砚', '/home'],
    ['/', '砚', '/home'],
    ['/archives', '时间轴 - 砚', '/archives'],
    ['/category', '分类 - 砚', '/category'],
    ['/tag', '标签 - 砚', '/tag'],
    ['/talk?id=2', '说说 - 砚', '/talk'],
    ['/photoAlbum', '相册 - 砚', '/photoAlbum'],
    ['/message/list', '留言板 - 砚', '/message/list'],
    ['/siteList', '网站列表 - 砚', '/siteList'],
    ['/link/list', '友情链接 - 砚', '/link/list'],
    ['/resources/front', '前端推荐 - 砚', '/resources/front'],
    ['/articleList?id=1&type=tag&name=Vue&x=1', 'Vue - 砚', '/articleList?id=1&type=tag&name=Vue'],
  ])('%s: title, description, canonical, og:* and twitter:*', async (url, title, canonicalPath) => {
    const res = await page(ctx, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).not.toContain('砚 · Inkstone</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe(title);
    const canonical = `http://${HOST}${canonicalPath}`;
    expect(canonicalOf(html)).toBe(canonical);
    const description = metaOf(html, 'description');
    expect(description?.length).toBeGreaterThan(5);
    expect(metaOf(html, 'og:title')).toBe(title === '砚' ? '砚' : title.replace(/ - 砚$/, ''));
    expect(metaOf(html, 'og:description')).toBe(description);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:url')).toBe(canonical);
    expect(metaOf(html, 'og:site_name')).toBe('砚');
    expect(metaOf(html, 'og:locale')).toBe('zh_CN');
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/blog\.example:8080\/uploads\//);
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'twitter:title')).toBe(metaOf(html, 'og:title'));
    expect(html).toContain(`href="http://${HOST}/rss.xml"`);
    expect(html).toContain('<div id="root"></div><script src="/main.js"></script>');
    expect(jsonLdOf(html)).toEqual([]);
  });

  it('/photos?id: titled with the album’s name; an album it cannot show is a 404 (docs/behaviour.md §8.4)', async () => {
    const album = await ctx.db
      .selectFrom('albums')
      .select(['id', 'album_name'])
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await page(ctx, `/photos?id=${album.id}`);
    expect(titleOf(res.body)).toBe(`${album.album_name} - 砚`);
    expect(metaOf(res.body, 'og:title')).toBe(album.album_name);
    expect(canonicalOf(res.body)).toBe(`http://${HOST}/photos?id=${album.id}`);
    const hidden = await ctx.db.selectFrom('albums').select('id').where('status', '!=', 1).executeTakeFirstOrThrow();
    for (const url of [`/photos?id=${hidden.id}`, '/photos?id=999999', '/photos?id=abc']) {
      const missing = await page(ctx, url);
      expect(missing.statusCode).toBe(404);
      expect(titleOf(missing.body)).toBe('页面不存在 - 砚');
      expect(canonicalOf(missing.body)).toBeUndefined();
    }
  });

  it('describes the home page with the blog’s own words and list pages with a sentence of their own', async () => {
    const site = await ctx.db.selectFrom('config').select('personal_say').executeTakeFirstOrThrow();
    expect(metaOf((await page(ctx, '/home')).body, 'description')).toBe(site.personal_say);
    expect(metaOf((await page(ctx, '/archives')).body, 'description')).toBe('按发布时间排列的全部文章。');
    expect(metaOf((await page(ctx, '/articleList?id=1&type=tag&name=Vue')).body, 'description')).toBe(
      '标签「Vue」下的全部文章。',
    );
  });

  it('an article: its title, an excerpt of its text, its cover and a BlogPosting', async () => {
    const res = await page(ctx, `/article?id=${ids.plain}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const canonical = `http://${HOST}/article?id=${ids.plain}`;
    expect(titleOf(html)).toBe('没有描述的文章 - 砚');
    expect(metaOf(html, 'og:title')).toBe('没有描述的文章');
    expect(metaOf(html, 'og:type')).toBe('article');
    const description = metaOf(html, 'description') ?? '';
    expect(description.startsWith('开头 这是正文的第一段，code 也算。 墨')).toBe(true);
    expect(description).not.toContain('hidden');
    expect(Array.from(description)).toHaveLength(121); // 120 characters and the ellipsis
    expect(canonicalOf(html)).toBe(canonical);
    const cover = `http://${HOST}/uploads/seed/cover-01.png`;
    expect(metaOf(html, 'og:image')).toBe(cover);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(cover);
    const tag = await ctx.db.selectFrom('tags').select('tag_name').orderBy('id').executeTakeFirstOrThrow();
    expect(metaOf(html, 'article:tag')).toBe(tag.tag_name);

    const [posting, ...rest] = jsonLdOf(html);
    expect(rest).toEqual([]);
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: '没有描述的文章',
      description,
      image: [cover],
      datePublished: new Date('2030-01-02T10:00:00+08:00').toISOString(),
      dateModified: new Date('2030-01-03T08:00:00+08:00').toISOString(),
      author: { '@type': 'Person', name: expect.any(String) },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      url: canonical,
      keywords: tag.tag_name,
      inLanguage: 'zh-CN',
      isPartOf: { '@type': 'Blog', name: '砚' },
    });
  });

  it('escapes a hostile article title everywhere, JSON-LD included', async () => {
    const html = (await page(ctx, `/article?id=${ids.hostile}`)).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(2); // the JSON-LD block and the app's own script
    expect(html).not.toContain('<script>alert');
    expect(titleOf(html)).toBe(`${HOSTILE_TITLE} - 砚`);
    expect(metaOf(html, 'og:title')).toBe(HOSTILE_TITLE);
    expect(jsonLdOf(html)[0].headline).toBe(HOSTILE_TITLE);
  });

  it('answers 404 titled 页面不存在 for an unknown page, a missing or a private article', async () => {
    const privateArticle = await ctx.db.selectFrom('articles').select('id').where('status', '!=', 1).executeTakeFirst();
    const urls = ['/nothing/here', '/article?id=999999', '/article?id=abc'];
    if (privateArticle) urls.push(`/article?id=${privateArticle.id}`);
    for (const url of urls) {
      const res = await page(ctx, url);
      expect(res.statusCode).toBe(404);
      expect(titleOf(res.body)).toBe('页面不存在 - 砚');
      expect(metaOf(res.body, 'robots')).toBe('noindex');
      expect(canonicalOf(res.body)).toBeUndefined();
      expect(jsonLdOf(res.body)).toEqual([]);
    }
  });

  it('answers the desk (/admin and below) 200 titled 后台管理, not indexed: the browser decides who uses it', async () => {
    for (const url of ['/admin', '/admin/', '/admin/articles/12']) {
      const res = await page(ctx, url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(titleOf(res.body)).toBe('后台管理 - 砚');
      expect(metaOf(res.body, 'robots')).toBe('noindex');
      expect(canonicalOf(res.body)).toBeUndefined();
    }
    // A path that only starts like the desk is still unknown.
    expect((await page(ctx, '/administrator')).statusCode).toBe(404);
  });

  it('answers the 忘记密码 link’s page 200 titled 重设密码, not indexed and with no canonical', async () => {
    const res = await page(ctx, '/resetPassword?t=v1.sealed.token');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('重设密码 - 砚');
    expect(metaOf(res.body, 'robots')).toBe('noindex');
    expect(canonicalOf(res.body)).toBeUndefined();
  });

  it('caches the page per host with an ETag, and a write to what it shows drops it', async () => {
    const url = `/article?id=${ids.plain}`;
    const first = await page(ctx, url);
    const second = await page(ctx, url);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    const etag = String(second.headers.etag);
    expect((await page(ctx, url, { 'if-none-match': etag })).statusCode).toBe(304);
    // Another host is another origin in the canonical URL, so another entry.
    const other = await page(ctx, url, { host: 'other.example' });
    expect(canonicalOf(other.body)).toBe(`http://other.example${url}`);

    await ctx.db.updateTable('articles').set({ article_title: '改过的标题' }).where('id', '=', ids.plain).execute();
    await ctx.app.cache.invalidate([CacheTag.articles]);
    const after = await page(ctx, url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(titleOf(after.body)).toBe('改过的标题 - 砚');

    await ctx.db.updateTable('config').set({ blog_name: '新名字' }).execute();
    await ctx.app.cache.invalidate([CacheTag.config]);
    expect(titleOf((await page(ctx, '/archives')).body)).toBe('时间轴 - 新名字');
    await ctx.db.updateTable('config').set({ blog_name: '砚' }).execute();
    await ctx.app.cache.invalidate([CacheTag.config]);
  });

  it('leaves API paths and files to the 404 envelope', async () => {
    const res = await page(ctx, '/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '接口没有找到' });
  });
});

describe('the head with SITE_URL', () => {
  const ctx = useTestApp({
    env: { CLIENT_DIR: clientDir, SSR_ENTRY: '', SITE_URL: 'https://blog.example.com/' },
    prepare,
  });

  it('takes every absolute URL from SITE_URL, whatever the Host header says', async () => {
    const html = (await page(ctx, `/article?id=${ids.plain}`, { host: 'evil.example' })).body;
    expect(canonicalOf(html)).toBe(`https://blog.example.com/article?id=${ids.plain}`);
    expect(metaOf(html, 'og:url')).toBe(`https://blog.example.com/article?id=${ids.plain}`);
    expect(metaOf(html, 'og:image')).toBe('https://blog.example.com/uploads/seed/cover-01.png');
    expect(jsonLdOf(html)[0].mainEntityOfPage).toEqual({
      '@type': 'WebPage',
      '@id': `https://blog.example.com/article?id=${ids.plain}`,
    });
    expect(html).not.toContain('evil.example');
  });
});
