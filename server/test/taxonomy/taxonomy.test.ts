import { CacheTag } from '../../src/lib/cache/tags';
import { adminUser, useTestApp } from '../helpers';
import { SEED_ARTICLES, seedDemoContent } from '../../src/db/seed';
import { CATEGORIES, TAGS } from '../../src/db/seed/site';

const publicArticles = SEED_ARTICLES.filter((a) => (a.status ?? 1) === 1);

describe('taxonomy module', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });

  it('GET /api/category/getCategoryDictionary counts public articles per category', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/category/getCategoryDictionary' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.result).toHaveLength(CATEGORIES.length);
    for (const entry of body.result as Array<{ id: number; category_name: string; articleCount: number }>) {
      expect(Object.keys(entry).sort()).toEqual(['articleCount', 'category_name', 'id']);
      expect(entry.articleCount).toBe(publicArticles.filter((a) => a.category === entry.category_name).length);
    }
    // The private draft sits in 生活随笔: it must not be counted there.
    const essays = body.result.find((e: { category_name: string }) => e.category_name === '生活随笔');
    expect(essays.articleCount).toBe(SEED_ARTICLES.filter((a) => a.category === '生活随笔').length - 1);
  });

  it('GET /api/tag/getTagDictionary counts public articles per tag (every seeded tag has one)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/tag/getTagDictionary' });
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.result).toHaveLength(TAGS.length);
    for (const entry of body.result as Array<{ id: number; tag_name: string; articleCount: number }>) {
      expect(Object.keys(entry).sort()).toEqual(['articleCount', 'id', 'tag_name']);
      expect(entry.articleCount).toBe(publicArticles.filter((a) => a.tags.includes(entry.tag_name)).length);
    }
  });

  it('lists a category whose only articles are private for the admin only, with a count of 0', async () => {
    const { id } = await ctx.db
      .insertInto('categories')
      .values({ category_name: '私藏', createdAt: '2025-01-01 00:00:00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.updateTable('articles').set({ category_id: id }).where('status', '=', 2).execute();
    // Written straight to the database, so the test does what a writer route does (docs/caching.md).
    await ctx.app.cache.invalidate([CacheTag.taxonomy, CacheTag.articles]);
    const url = '/api/category/getCategoryDictionary';
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.json().result.map((c: { id: number }) => c.id)).not.toContain(id);
    const admin = await adminUser(ctx);
    const desk = await ctx.app.inject({ method: 'GET', url, headers: { authorization: admin.token } });
    expect(desk.json().result).toContainEqual({ id, category_name: '私藏', articleCount: 0 });
  });
});
