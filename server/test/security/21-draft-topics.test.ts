import { useTestApp } from '../helpers';
import { actors, call, type AdminActors } from '../admin/guard';

/**
 * Attack 21: a draft announcing itself. The new category and tags of a draft (or a private article)
 * must not appear in the public dictionaries that feed /tag, /category and the home tag cloud, nor
 * in the sitemap, until a public article uses them; the admin's pickers still list them
 * (modules/taxonomy/service.ts, docs/behaviour.md §9.3).
 */
describe('attack 21: draft categories and tags', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  let draftId: number;
  beforeAll(async () => {
    who = await actors(ctx);
    const write = (title: string, category: string, tags: string[], status: string) =>
      call(ctx, who.admin.token, 'POST', '/api/admin/article', {
        article_title: title,
        article_content: '正文',
        category_name: category,
        tagNameList: tags,
        status,
      });
    await write('公开文章', '公开分类', ['公开标签'], 'public');
    draftId = (await write('秘密计划', '秘密分类', ['秘密标签', '公开标签'], 'draft')).json().result.id;
    await write('私密文章', '私密分类', ['私密标签'], 'private');
  });

  const names = async (token: string | null) => {
    const categories = await call(ctx, token, 'GET', '/api/category/getCategoryDictionary');
    const tags = await call(ctx, token, 'GET', '/api/tag/getTagDictionary');
    return {
      categories: (categories.json().result as { category_name: string }[]).map((c) => c.category_name).sort(),
      tags: (tags.json().result as { tag_name: string }[]).map((t) => t.tag_name).sort(),
    };
  };

  it('readers (anonymous, cached, or logged in) see only names a public article uses', async () => {
    for (const token of [null, null, who.reader.token]) {
      expect(await names(token)).toEqual({ categories: ['公开分类'], tags: ['公开标签'] });
    }
  });

  it('the sitemap lists no page of a draft-only category or tag', async () => {
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'blog.test' } });
    expect(sitemap.statusCode).toBe(200);
    const text = decodeURIComponent(sitemap.body);
    expect(text).toContain('公开分类');
    for (const hidden of ['秘密分类', '秘密标签', '私密分类', '私密标签']) expect(text).not.toContain(hidden);
  });

  it('the admin still picks from every name, and publishing the draft makes its names public', async () => {
    expect(await names(who.admin.token)).toEqual({
      categories: ['公开分类', '私密分类', '秘密分类'].sort(),
      tags: ['公开标签', '私密标签', '秘密标签'].sort(),
    });
    const published = await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${draftId}`, { status: 'public' });
    expect(published.json().code).toBe(0);
    expect(await names(null)).toEqual({
      categories: ['公开分类', '秘密分类'].sort(),
      tags: ['公开标签', '秘密标签'].sort(),
    });
  });
});
