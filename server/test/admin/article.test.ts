import fs from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../helpers';
import { actors, call, expectGuarded, type AdminActors } from './guard';
import { writtenLongAgo } from '../upload/after-grace';

describe('admin API: articles', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });

  const XSS_BODY = '# 标题\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">';

  function post(body: Record<string, unknown>) {
    return call(ctx, who.admin.token, 'POST', '/api/admin/article', body);
  }

  describe('admin articles', () => {
    it('refuses anonymous (401), readers (403) and malformed input (400) on every article route', async () => {
      await expectGuarded(ctx, who, 'GET', '/api/admin/article', undefined, '/api/admin/article?size=5000');
      await expectGuarded(ctx, who, 'GET', '/api/admin/article/1', undefined, '/api/admin/article/abc');
      await expectGuarded(ctx, who, 'POST', '/api/admin/article', { article_title: '' });
      await expectGuarded(ctx, who, 'PUT', '/api/admin/article/1', { status: 'gone' });
      await expectGuarded(ctx, who, 'DELETE', '/api/admin/article/1', undefined, '/api/admin/article/0');
      await expectGuarded(ctx, who, 'POST', '/api/admin/article/delete', { idList: [] });
      const badCover = await post({
        article_title: 't',
        article_content: 'c',
        category_name: 'c',
        status: 'public',
        article_cover: 'javascript:alert(1)',
      });
      expect(badCover.statusCode).toBe(400);
    });

    it('refuses a body with an image without an address (400 with the line), on create and on edit', async () => {
      const base = { article_title: '图', category_name: 'c', status: 'public' };
      for (const image of ['![]()', '![说明]()', '![](   )']) {
        const refused = await post({ ...base, article_content: `第一行\n${image}` });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          code: 400,
          message: '正文第 2 行的图片没有地址（![]()），请上传图片或删除它',
        });
      }
      const created = await post({ ...base, article_content: '写法：`![]()`\n![图](/uploads/a.png)' });
      expect(created.json().code).toBe(0);
      const id = created.json().result.id as number;
      const edit = await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${id}`, { article_content: '![]()' });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().message).toBe('正文第 1 行的图片没有地址（![]()），请上传图片或删除它');
      const stored = await call(ctx, who.admin.token, 'GET', `/api/admin/article/${id}`);
      expect(stored.json().result.article_content).toBe('写法：`![]()`\n![图](/uploads/a.png)');
      const titleOnly = await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${id}`, { article_title: '新' });
      expect(titleOnly.json().code).toBe(0);
    });

    it('creates categories and tags on the fly, stores the body as written, lists every status', async () => {
      const created = await post({
        article_title: '新文章',
        article_content: XSS_BODY,
        category_name: '全新分类',
        tagNameList: ['新标签甲', '新标签乙', '新标签甲'],
        status: 'public',
        is_top: 1,
      });
      expect(created.json()).toMatchObject({ code: 0, result: { id: expect.any(Number) } });
      const id = created.json().result.id as number;

      const editor = await call(ctx, who.admin.token, 'GET', `/api/admin/article/${id}`);
      expect(editor.json().result).toMatchObject({
        article_content: XSS_BODY,
        category_name: '全新分类',
        tagNameList: ['新标签甲', '新标签乙'],
        status: 'public',
        is_top: 1,
      });
      // Readers get the body unchanged too: their browser sanitises it when rendering (md-editor-rt + DOMPurify).
      const publicRead = await ctx.app.inject(`/api/article/getArticleById/${id}`);
      expect(publicRead.json().result.article_content).toBe(XSS_BODY);

      expect(created.json().message).toBe('发布成功');
      const draft = await post({
        article_title: '草稿',
        article_content: 'x',
        category_name: '全新分类',
        status: 'draft',
      });
      expect(draft.json().message).toBe('保存成功');
      const drafts = await call(ctx, who.admin.token, 'GET', '/api/admin/article?status=draft&current=1&size=10');
      expect(drafts.json().result.list.map((a: { article_title: string }) => a.article_title)).toEqual(['草稿']);
      const search = await call(
        ctx,
        who.admin.token,
        'GET',
        `/api/admin/article?keyword=${encodeURIComponent('新文')}`,
      );
      expect(search.json().result.total).toBe(1);
      const wildcard = await call(ctx, who.admin.token, 'GET', '/api/admin/article?keyword=%25');
      expect(wildcard.json().result.total).toBe(0);
    });

    it('an edit shows at once on the cached public home list', async () => {
      const home = '/api/article/blogHomeGetArticleList/1/10';
      const id = (
        await post({ article_title: '旧标题', article_content: 'x', category_name: 'c', status: 'public' })
      ).json().result.id as number;
      expect((await ctx.app.inject(home)).body).toContain('旧标题');
      expect((await ctx.app.inject(home)).body).toContain('旧标题');
      const put = await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${id}`, { article_title: '新标题' });
      expect(put.json().code).toBe(0);
      expect((await ctx.app.inject(home)).body).toContain('新标题');
      await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${id}`, { status: 'private' });
      expect((await ctx.app.inject(home)).body).not.toContain('新标题');
      const missing = await call(ctx, who.admin.token, 'PUT', '/api/admin/article/999999', { article_title: 'x' });
      expect(missing.statusCode).toBe(404);
    });

    it('delete removes comments, replies, likes, tag links and files no longer used, keeping shared ones', async () => {
      const only = 'a'.repeat(32) + '.png';
      const shared = 'b'.repeat(32) + '.png';
      for (const name of [only, shared]) {
        fs.writeFileSync(path.join(ctx.config.uploadDir, name), 'x');
        writtenLongAgo(path.join(ctx.config.uploadDir, name));
      }
      const id = (
        await post({
          article_title: '将被删除',
          article_content: `![](/uploads/${only}) ![](/uploads/${shared})`,
          article_cover: `/uploads/${only}`,
          category_name: 'c',
          tagNameList: ['删除标签'],
          status: 'public',
        })
      ).json().result.id as number;
      // Another article keeps using the shared image.
      await post({
        article_title: '保留',
        article_content: `![](/uploads/${shared})`,
        category_name: 'c',
        status: 'public',
      });
      const comment = await call(ctx, who.reader.token, 'POST', '/api/comment/add', {
        type: 1,
        for_id: id,
        content: '评论',
      });
      const commentId = comment.json().result.id as number;
      await call(ctx, who.admin.token, 'POST', '/api/comment/apply', {
        type: 1,
        for_id: id,
        parent_id: commentId,
        to_id: who.reader.id,
        content: '回复',
      });
      await call(ctx, who.reader.token, 'POST', '/api/like/addLike', { type: 1, for_id: id });
      await call(ctx, who.reader.token, 'POST', '/api/like/addLike', { type: 4, for_id: commentId });
      expect(
        await ctx.db.selectFrom('comments').selectAll().where('for_id', '=', id).where('type', '=', 1).execute(),
      ).toHaveLength(2);

      const del = await call(ctx, who.admin.token, 'DELETE', `/api/admin/article/${id}`);
      expect(del.json().code).toBe(0);
      expect(await ctx.db.selectFrom('articles').selectAll().where('id', '=', id).execute()).toHaveLength(0);
      expect(
        await ctx.db.selectFrom('comments').selectAll().where('type', '=', 1).where('for_id', '=', id).execute(),
      ).toHaveLength(0);
      expect(
        await ctx.db.selectFrom('likes').selectAll().where('type', '=', 1).where('for_id', '=', id).execute(),
      ).toHaveLength(0);
      expect(
        await ctx.db.selectFrom('likes').selectAll().where('type', '=', 4).where('for_id', '=', commentId).execute(),
      ).toHaveLength(0);
      expect(await ctx.db.selectFrom('article_tag').selectAll().where('article_id', '=', id).execute()).toHaveLength(0);
      expect(fs.existsSync(path.join(ctx.config.uploadDir, only))).toBe(false);
      expect(fs.existsSync(path.join(ctx.config.uploadDir, shared))).toBe(true);
      expect((await call(ctx, who.admin.token, 'DELETE', `/api/admin/article/${id}`)).statusCode).toBe(404);
    });

    it('bulk delete answers how many were removed', async () => {
      const ids: number[] = [];
      for (const title of ['批量一', '批量二'])
        ids.push(
          (await post({ article_title: title, article_content: 'x', category_name: 'c', status: 'draft' })).json()
            .result.id,
        );
      const res = await call(ctx, who.admin.token, 'POST', '/api/admin/article/delete', { idList: [...ids, 987654] });
      expect(res.json()).toMatchObject({ code: 0, result: { count: 2 } });
    });
  });
});
