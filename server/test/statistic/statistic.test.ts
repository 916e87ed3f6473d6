import { CacheTag } from '../../src/lib/cache/tags';
import { createUser, useTestApp } from '../helpers';
import { SEED_ARTICLES, seedDemoContent } from '../../src/db/seed';
import { CATEGORIES, TAGS } from '../../src/db/seed/site';
import { DEMO_READERS } from '../../src/db/seed/comments';

describe('statistic module', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });

  const get = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/statistic' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  // Users: the admin plus the seed's demo readers (who comment on the demo articles).
  it('counts public articles only, all categories, tags and users', async () => {
    const body = await get();
    expect(body.code).toBe(0);
    const publicCount = SEED_ARTICLES.filter((a) => (a.status ?? 1) === 1).length;
    expect(publicCount).toBeLessThan(SEED_ARTICLES.length);
    expect(body.result).toEqual({
      articleCount: publicCount,
      categoryCount: CATEGORIES.length,
      tagCount: TAGS.length,
      userCount: 1 + DEMO_READERS.length,
    });
  });

  it('follows new users and hides articles made private', async () => {
    await createUser(ctx, { username: 'reader01' });
    // Written straight to the database, so the test does what writer routes do (docs/caching.md).
    await ctx.app.cache.invalidate([CacheTag.users]);
    const target = await ctx.db
      .selectFrom('articles')
      .select('id')
      .where('status', '=', 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = (await get()).result;
    await ctx.db.updateTable('articles').set({ status: 3 }).where('id', '=', target.id).execute();
    await ctx.app.cache.invalidate([CacheTag.articles]);
    const after = (await get()).result;
    expect(after.userCount).toBe(before.userCount);
    expect(before.userCount).toBe(2 + DEMO_READERS.length);
    expect(after.articleCount).toBe(before.articleCount - 1);
  });
});
