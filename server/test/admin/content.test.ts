import { useTestApp } from '../helpers';
import { now } from '../../src/lib/time';
import { actors, call, expectGuarded, type AdminActors } from './guard';

describe('admin API: links, resources, banners', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });

  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(ctx, who.admin.token, method, url, body);

  async function pendingLink(site_name: string): Promise<number> {
    const stamp = now();
    const { id } = await ctx.db
      .insertInto('links')
      .values({
        site_name,
        site_desc: '描述',
        site_avatar: '',
        url: 'https://example.com',
        status: 1,
        user_id: who.reader.id,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  describe('admin friend-link queue', () => {
    it('guards every link route', async () => {
      await expectGuarded(ctx, who, 'GET', '/api/admin/link', undefined, '/api/admin/link?status=odd');
      await expectGuarded(ctx, who, 'PUT', '/api/admin/link/1', { status: 'pending' });
      await expectGuarded(ctx, who, 'DELETE', '/api/admin/link/1', undefined, '/api/admin/link/zero');
    });

    it('lists pending applications, approves one (public list shows it), rejects and deletes others', async () => {
      const good = await pendingLink('好站');
      const bad = await pendingLink('坏站');
      const queue = await as('GET', '/api/admin/link');
      expect(queue.json().result.list.map((l: { id: number }) => l.id)).toEqual([good, bad]);
      expect(queue.json().result.list[0]).toMatchObject({ status: 'pending', nick_name: 'reader' });
      expect((await as('PUT', `/api/admin/link/${good}`, { status: 'approved' })).json().code).toBe(0);
      expect((await as('PUT', `/api/admin/link/${bad}`, { status: 'rejected' })).json().code).toBe(0);
      const publicList = await ctx.app.inject({
        method: 'POST',
        url: '/api/links/getLinksList',
        payload: { current: 1, size: 10 },
      });
      expect(publicList.json().result.list.map((l: { site_name: string }) => l.site_name)).toEqual(['好站']);
      expect((await as('GET', '/api/admin/link?status=rejected')).json().result.total).toBe(1);
      expect((await as('GET', '/api/admin/link?status=all')).json().result.total).toBe(2);
      expect((await as('DELETE', `/api/admin/link/${bad}`)).json().code).toBe(0);
      expect((await as('DELETE', `/api/admin/link/${bad}`)).statusCode).toBe(404);
      expect((await as('PUT', '/api/admin/link/999999', { status: 'approved' })).statusCode).toBe(404);
    });
  });

  describe('admin resources', () => {
    it('guards every resource route', async () => {
      const base = '/api/admin/resource';
      await expectGuarded(ctx, who, 'GET', `${base}/category`, undefined, `${base}/category?type=middle`);
      await expectGuarded(ctx, who, 'POST', `${base}/category`, { type: 'front', key: 'Bad Key', name: 'x' });
      await expectGuarded(ctx, who, 'PUT', `${base}/category/1`, {});
      await expectGuarded(ctx, who, 'DELETE', `${base}/category/1`, undefined, `${base}/category/0`);
      await expectGuarded(ctx, who, 'GET', `${base}/site`, undefined, `${base}/site?size=0`);
      await expectGuarded(ctx, who, 'POST', `${base}/site`, { category_id: 1, name: 'x', url: 'javascript:alert(1)' });
      await expectGuarded(ctx, who, 'PUT', `${base}/site/1`, { icon: 'https://tracker.example/x.png' });
      await expectGuarded(ctx, who, 'DELETE', `${base}/site/1`, undefined, `${base}/site/abc`);
    });

    it('creates a category and a site; the cached public list follows every change', async () => {
      const publicList = async () =>
        (await ctx.app.inject('/api/resource/getCategoryList/front')).json().result as Array<{
          key: string;
          siteCount: number;
        }>;
      const before = await publicList();
      expect(await publicList()).toEqual(before);
      const category = await as('POST', '/api/admin/resource/category', { type: 'front', key: 'tools', name: '工具' });
      const categoryId = category.json().result.id as number;
      const dup = await as('POST', '/api/admin/resource/category', { type: 'front', key: 'tools', name: '重复' });
      expect(dup.json()).toMatchObject({ code: 1 });
      const site = await as('POST', '/api/admin/resource/site', {
        category_id: categoryId,
        name: 'MDN',
        url: 'https://developer.mozilla.org',
      });
      const siteId = site.json().result.id as number;
      expect((await publicList()).find((c) => c.key === 'tools')).toMatchObject({ siteCount: 1 });
      expect((await as('GET', `/api/admin/resource/site?category_id=${categoryId}`)).json().result.list).toEqual([
        expect.objectContaining({ id: siteId, name: 'MDN' }),
      ]);
      expect((await as('PUT', `/api/admin/resource/site/${siteId}`, { name: 'MDN 文档' })).json().code).toBe(0);
      const sites = await ctx.app.inject('/api/resource/getSiteList/front/tools');
      expect(sites.json().result.list[0].name).toBe('MDN 文档');
      expect((await as('DELETE', `/api/admin/resource/category/${categoryId}`)).json().code).toBe(0);
      expect((await publicList()).some((c) => c.key === 'tools')).toBe(false);
      expect(await ctx.db.selectFrom('resource_sites').selectAll().where('id', '=', siteId).execute()).toEqual([]);
    });
  });

  describe('admin page banners', () => {
    it('guards every banner route', async () => {
      await expectGuarded(ctx, who, 'GET', '/api/admin/pageHeader');
      await expectGuarded(ctx, who, 'POST', '/api/admin/pageHeader', {
        route_name: 'home',
        bg_url: 'data:image/png;base64,AAAA',
      });
      await expectGuarded(ctx, who, 'PUT', '/api/admin/pageHeader/1', { route_name: '' });
      await expectGuarded(ctx, who, 'DELETE', '/api/admin/pageHeader/1', undefined, '/api/admin/pageHeader/-5');
    });

    it('adds, edits and deletes banners; GET /api/pageHeader/getAll follows at once', async () => {
      const publicAll = async () =>
        (await ctx.app.inject('/api/pageHeader/getAll')).json().result as Array<{ route_name: string; bg_url: string }>;
      await publicAll();
      const id = (
        await as('POST', '/api/admin/pageHeader', { route_name: 'talk', bg_url: '/uploads/seed/a.jpg' })
      ).json().result.id as number;
      expect(
        (await as('POST', '/api/admin/pageHeader', { route_name: 'talk', bg_url: '/uploads/seed/b.jpg' })).json().code,
      ).toBe(1);
      expect(await publicAll()).toContainEqual(
        expect.objectContaining({ route_name: 'talk', bg_url: '/uploads/seed/a.jpg' }),
      );
      await as('PUT', `/api/admin/pageHeader/${id}`, { bg_url: 'https://img.example/b.jpg' });
      expect(await publicAll()).toContainEqual(
        expect.objectContaining({ route_name: 'talk', bg_url: 'https://img.example/b.jpg' }),
      );
      await as('DELETE', `/api/admin/pageHeader/${id}`);
      expect((await publicAll()).some((b) => b.route_name === 'talk')).toBe(false);
      expect((await as('GET', '/api/admin/pageHeader')).json().result).toEqual(await publicAll());
    });
  });
});
