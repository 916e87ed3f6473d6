import type { LightMyRequestResponse } from 'fastify';
import { adminUser, useTestApp } from '../helpers';
import { OFFLINE_COPY_HEADER } from '@protocol/webApp';
import { seedDemoContent } from '../../src/db/seed';
import { ensureRenderBundle, templateClientDir } from './render-bundle';

const STATE = /<script id="__INKSTONE_STATE__" type="application\/json">([\s\S]*?)<\/script>/;

interface HomePage {
  list: Array<{ id: number; article_title: string }>;
}

describe('server-rendered pages', () => {
  const ssrEntry = ensureRenderBundle();
  const ctx = useTestApp({ prepare: seedDemoContent, env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: templateClientDir() } });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const stateOf = (res: LightMyRequestResponse) => {
    const match = STATE.exec(res.body);
    if (!match) throw new Error('no state script in the page');
    return JSON.parse(match[1]) as { apis: { api: { queries: Record<string, { status?: string; data?: unknown }> } } };
  };

  it('renders /home with the article titles as links and the preloaded state', async () => {
    const api = (await get('/api/article/blogHomeGetArticleList/1/5')).json<{ result: HomePage }>().result;
    const res = await get('/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    for (const article of api.list) {
      expect(res.body).toContain(`href="/article?id=${article.id}"`);
      expect(res.body).toContain(article.article_title.replace(/&/g, '&amp;'));
    }
    const queries = stateOf(res).apis.api.queries;
    // Fulfilled: the page writes a query's status only when it is not (src/app/ssr/apiStateWire.ts).
    for (const key of ['getHomeArticleList({"current":1,"size":5})', 'getSiteConfig(undefined)']) {
      expect(queries[key]).toHaveProperty('data');
      expect(queries[key]?.status).toBeUndefined();
    }
    // Emotion's critical CSS is inlined, and the state cannot close its script element.
    expect(res.body).toMatch(/<style data-emotion="css [^"]+">/);
    expect(STATE.exec(res.body)?.[1]).not.toMatch(/<\/|<!--/);
    // The page is whole: no Suspense fallback swapped in later by an inline script (CSP allows only
    // the template's colour-scheme script).
    expect(res.body.match(/<script>/g)).toHaveLength(1);
    expect(res.body).not.toContain('<template');
  });

  it('renders a whole /article with its headings and code, then answers 404 for a missing one', async () => {
    const row = await ctx.db
      .selectFrom('articles')
      .select(['id', 'article_content'])
      .where('status', '=', 1)
      .where('article_content', 'like', '%~~~%')
      .where('article_content', 'like', '%## %')
      .executeTakeFirstOrThrow();
    const res = await get(`/article?id=${row.id}`);
    expect(res.statusCode).toBe(200);
    // One line: `\s` would carry the match across the blank line into the paragraph below.
    const heading = /^##[ \t]+([^`*_[\]<>&\n]+)$/m.exec(row.article_content)?.[1].trim();
    expect(res.body).toMatch(/<h2 [^>]*>/);
    if (heading) expect(res.body).toContain(heading);
    expect(res.body).toMatch(/<pre><code class="language-/);
    const missing = await get('/article?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('文章不存在或未公开');
  });

  it("makes the render's API calls in-process, without fetch's Request objects", async () => {
    // docs/performance.md, the render's API calls without fetch's objects: a Request and the
    // Response read twice cost more than the API's own work, so the render store must not build them.
    const RealRequest = globalThis.Request;
    const built = jest.fn();
    globalThis.Request = class extends RealRequest {
      constructor(...args: ConstructorParameters<typeof Request>) {
        super(...args);
        built(this.url);
      }
    };
    try {
      const res = await get('/talk', { authorization: 'Bearer not-cached' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).not.toBe('HIT');
      expect(STATE.exec(res.body)).not.toBeNull();
    } finally {
      globalThis.Request = RealRequest;
    }
    expect(built).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown route with the 404 page, and redirects / to /home', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('抱歉，您访问的页面不存在');
    const root = await get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/home');
  });

  it('serves a rendered page from the cache with an ETag and 304, and drops it after a write it shows', async () => {
    await get('/archives');
    const hit = await get('/archives');
    expect(hit.headers['x-cache']).toBe('HIT');
    const notModified = await get('/archives', { 'if-none-match': String(hit.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    // The layout shows the site config (the blog's name): the admin's edit of it drops the page.
    const admin = await adminUser(ctx);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/config',
      payload: { blog_name: '砚台' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(edit.json<{ code: number }>().code).toBe(0);
    const fresh = await get('/archives');
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.body).toContain('砚台');
    expect((await get('/archives')).headers['x-cache']).toBe('HIT');
  });

  it('counts a reader view when an /article page is served, not when it is rendered', async () => {
    const { id } = await ctx.db.selectFrom('articles').select('id').where('status', '=', 1).executeTakeFirstOrThrow();
    const views = async () =>
      (await ctx.db.selectFrom('articles').select('view_times').where('id', '=', id).executeTakeFirstOrThrow())
        .view_times;
    await ctx.app.articleViews.flush();
    const before = await views();
    await get(`/article?id=${id}`);
    const cached = await get(`/article?id=${id}`);
    expect(cached.headers['x-cache']).toBe('HIT');
    // Served views are written in batches (docs/caching.md "View counts").
    await ctx.app.articleViews.flush();
    expect(await views()).toBe(before + 2);
    // The service worker's copy of the page the reader has open (docs/behaviour.md §12.2) is no view.
    const copy = await get(`/article?id=${id}`, { [OFFLINE_COPY_HEADER]: '1' });
    expect(copy.statusCode).toBe(200);
    await ctx.app.articleViews.flush();
    expect(await views()).toBe(before + 2);
  });

  it('allows the inline colour-scheme script by its hash in the CSP', async () => {
    const res = await get('/home');
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });
});
