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
        // The desk's form sends every field, the unset social links and groups as ''.
        github_link: 'https://github.com/ink',
        git_ee_link: '',
        bilibili_link: '',
        qq_link: '',
        we_chat_link: '/uploads/wechat-qr.png',
        qq_group: '123456789',
        we_chat_group: '',
      });
      expect(put.json().result).toMatchObject({
        blog_notice: '新的公告',
        chat_title: '砚的聊天室',
        github_link: 'https://github.com/ink',
        qq_group: '123456789',
      });
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

    it('says how many of its articles are public, private and drafts; the public ones match /api/statistic', async () => {
      for (const status of ['public', 'public', 'private', 'draft'])
        await call(ctx, who.admin.token, 'POST', '/api/admin/article', {
          article_title: `${status} 文章`,
          article_content: '正文',
          category_name: '随笔',
          status,
        });
      const result = (await call(ctx, who.admin.token, 'GET', '/api/admin/dashboard')).json().result;
      expect(result.articleStatusCounts).toEqual({ public: 2, private: 1, draft: 1, scheduled: 0 });
      expect(result.articleCount).toBe(4);
      const statistic = (await ctx.app.inject('/api/statistic')).json().result;
      expect(result.publicArticleCount).toBe(statistic.articleCount);
    });

    it('lists pending work: links to review, this admin’s unread notices, the newest comments', async () => {
      const dashboard = async () => (await call(ctx, who.admin.token, 'GET', '/api/admin/dashboard')).json().result;
      expect((await dashboard()).pending).toEqual({ linkCount: 0, noticeCount: 0, notices: [], comments: [] });

      const link = { site_name: '新朋友', site_desc: '写字的人', site_avatar: '', url: 'https://friend.example' };
      const applied = (await call(ctx, who.reader.token, 'POST', '/api/links/add', link)).json().result;
      const style = { color: '#fff', bg_color: '#5b8def', font_size: 18, font_weight: 700, bg_url: '', tag: '打卡' };
      const post = (
        await call(ctx, who.reader.token, 'POST', '/api/message/add', { ...style, message: '来访' })
      ).json();
      const comment = { type: 3, for_id: post.result.id, content: '<b>写得</b>真好' };
      expect((await call(ctx, who.reader.token, 'POST', '/api/comment/add', comment)).json().code).toBe(0);

      const pending = (await dashboard()).pending;
      expect(pending.linkCount).toBe(1);
      const linkNotice = pending.notices.find((n: { type: number }) => n.type === 4);
      expect(linkNotice).toMatchObject({ to_id: applied.id, text: '新的友链申请：新朋友，请前往后台审核' });
      expect(pending.noticeCount).toBe(pending.notices.length);
      expect(pending.comments).toEqual([
        expect.objectContaining({
          type: 3,
          for_id: post.result.id,
          from_name: 'reader',
          content: '写得真好',
        }),
      ]);

      // Reading the notice and reviewing the link take them off the list.
      await call(ctx, who.admin.token, 'PUT', `/api/notify/update/${linkNotice.id}`);
      await call(ctx, who.admin.token, 'POST', '/api/links/review', { id: applied.id, status: 'approved' });
      const after = (await dashboard()).pending;
      expect(after.linkCount).toBe(0);
      expect(after.noticeCount).toBe(pending.noticeCount - 1);
      expect(after.notices.some((n: { id: number }) => n.id === linkNotice.id)).toBe(false);
    });
  });
});
