import { useTestApp } from '../helpers';
import { actors, call, expectGuarded, type AdminActors } from './guard';

describe('admin API: config and dashboard', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });

  describe('admin site config', () => {
    it('guards GET and PUT (401, 403, 400)', async () => {
      await expectGuarded(ctx, who, 'GET', '/api/admin/config');
      await expectGuarded(ctx, who, 'PUT', '/api/admin/config', { view_time: 5 });
      for (const bad of [
        {},
        { admin_url: 'admin' },
        { blog_avatar: 'javascript:alert(1)' },
        { blog_name: 'x'.repeat(65) },
      ])
        expect((await call(ctx, who.admin.token, 'PUT', '/api/admin/config', bad)).statusCode).toBe(400);
    });

    it('creates the row with admin_url /admin, and a change shows at once on the cached GET /api/config', async () => {
      const before = await ctx.app.inject('/api/config');
      expect(before.json().code).toBe(100);
      const created = await call(ctx, who.admin.token, 'GET', '/api/admin/config');
      expect(created.json().result).toMatchObject({ admin_url: '/admin', filing_number: '' });
      const cachedOnce = await ctx.app.inject('/api/config');
      expect(cachedOnce.json().result.blog_notice).toBe('');
      await ctx.app.inject('/api/config');
      const put = await call(ctx, who.admin.token, 'PUT', '/api/admin/config', {
        blog_notice: '新的公告',
        typewriter_text: '第一行\n第二行',
        chat_title: '砚的聊天室',
        filing_number: '京ICP备00000000号',
      });
      expect(put.json().result).toMatchObject({ blog_notice: '新的公告', chat_title: '砚的聊天室' });
      const after = await ctx.app.inject('/api/config');
      expect(after.json().result).toMatchObject({
        blog_notice: '新的公告',
        typewriter_text: '第一行\n第二行',
        filing_number: '京ICP备00000000号',
        admin_url: '/admin',
      });
    });
  });

  describe('admin dashboard', () => {
    it('guards the route', async () => {
      await expectGuarded(ctx, who, 'GET', '/api/admin/dashboard');
    });

    it('counts, and puts today’s views and comments in the last of 30 days', async () => {
      await ctx.app.inject({ method: 'PUT', url: '/api/config/addView' });
      await ctx.app.inject({ method: 'PUT', url: '/api/config/addView' });
      const res = await call(ctx, who.admin.token, 'GET', '/api/admin/dashboard');
      const result = res.json().result;
      expect(result.series).toHaveLength(30);
      expect(result.series[29].views).toBe(2);
      expect(result.viewCount).toBe(2);
      expect(result.userCount).toBe(2);
      expect(result.onlineCount).toBe(0);
    });
  });
});
