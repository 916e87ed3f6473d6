import type { LightMyRequestResponse } from 'fastify';
import { adminUser, createUser, useTestApp, type TestUser } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';
import { now } from '../../src/lib/time';
import { ensureRenderBundle, templateClientDir } from './render-bundle';

// docs/caching.md, "Server-rendered pages": every public page is cached, and every writer of what
// it shows drops it. These pages read API answers that are not cached themselves (they carry the
// reader's like flag), so their routes name the page's tags with `renderTags`.
describe('server-rendered talk, board and friend-link pages are cached and dropped by their writers', () => {
  const ssrEntry = ensureRenderBundle();
  const ctx = useTestApp({ prepare: seedDemoContent, env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: templateClientDir() } });
  let admin: TestUser;
  let reader: TestUser;
  beforeAll(async () => {
    admin = await adminUser(ctx);
    reader = await createUser(ctx, { username: 'cache-reader' });
  });

  type SiteConfigAnswer = { result: { view_time: number } };
  const firstArticleId = async () =>
    (await ctx.db.selectFrom('articles').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow())
      .id;
  const cacheOf = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).headers['x-cache'];
  const as = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${user.token}` } });
  /** Warms the page, checks it is served from the cache, runs the write, and checks it was dropped. */
  async function expectDroppedBy(url: string, write: () => Promise<LightMyRequestResponse>) {
    await cacheOf(url);
    expect([url, await cacheOf(url)]).toEqual([url, 'HIT']);
    const done = await write();
    expect([url, done.statusCode, done.json<{ code: number }>().code]).toEqual([url, 200, 0]);
    expect([url, await cacheOf(url)]).toEqual([url, 'MISS']);
  }

  // A visit changes only the visit count, which pages leave out: were they dropped too, each new
  // visitor would empty the page cache.
  it('keeps every cached page when a visit is counted, and drops /api/config', async () => {
    const pages = ['/home', '/talk', '/message/list', '/link/list', `/article?id=${await firstArticleId()}`];
    for (const url of [...pages, '/api/config']) await cacheOf(url);
    for (const url of [...pages, '/api/config']) expect([url, await cacheOf(url)]).toEqual([url, 'HIT']);
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json<SiteConfigAnswer>();
    const visit = await ctx.app.inject({ method: 'PUT', url: '/api/config/addView', remoteAddress: '10.7.7.7' });
    expect(visit.json<{ code: number }>().code).toBe(0);
    for (const url of pages) expect([url, await cacheOf(url)]).toEqual([url, 'HIT']);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json<SiteConfigAnswer>().result.view_time).toBe(before.result.view_time + 1);
  });

  it('caches /talk and drops it when the admin publishes, edits or deletes a talk', async () => {
    let id = 0;
    await expectDroppedBy('/talk', async () => {
      const res = await as(admin, 'POST', '/api/admin/talk', { content: '新的说说', status: 'public' });
      id = res.json<{ result: { id: number } }>().result.id;
      return res;
    });
    await expectDroppedBy('/talk', () => as(admin, 'PUT', `/api/admin/talk/${id}`, { is_top: 1 }));
    await expectDroppedBy(`/talk?id=${id}`, () => as(admin, 'DELETE', `/api/admin/talk/${id}`));
  });

  it('caches /message/list and /message/detail and drops them when a post is written', async () => {
    const first = await ctx.db.selectFrom('messages').select('id').orderBy('id').executeTakeFirstOrThrow();
    await expectDroppedBy('/message/list', () =>
      as(reader, 'POST', '/api/message/add', { message: '缓存测试留言', tag: '心情' }),
    );
    await expectDroppedBy(`/message/detail?id=${first.id}`, () =>
      as(reader, 'POST', '/api/message/add', { message: '又一条留言', tag: '心情' }),
    );
  });

  it('caches /link/list and drops it when a link is approved, edited back to review or deleted', async () => {
    const stamp = now();
    const { id } = await ctx.db
      .insertInto('links')
      .values({
        site_name: '新友链',
        site_desc: '描述',
        site_avatar: '',
        url: 'https://example.com',
        status: 1,
        user_id: reader.id,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectDroppedBy('/link/list', () => as(admin, 'PUT', `/api/admin/link/${id}`, { status: 'approved' }));
    const link = { id, site_name: '新友链', site_desc: '改过', site_avatar: '', url: 'https://example.com' };
    await expectDroppedBy('/link/list', () => as(reader, 'POST', '/api/links/update', link));
    await expectDroppedBy('/link/list', () => as(admin, 'POST', '/api/links/review', { id, status: 'approved' }));
    await expectDroppedBy('/link/list', () => as(admin, 'DELETE', `/api/admin/link/${id}`));
  });
});
