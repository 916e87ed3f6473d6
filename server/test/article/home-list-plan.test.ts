import { CompiledQuery } from 'kysely';
import { useTestApp, type TestContext } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';
import { homeListPage } from '../../src/modules/article/service';
import { pageTagsQuery, publicArticles } from '../../src/modules/article/queries';

/** SQLite's plan of a query, one step a line. */
async function planOf(ctx: TestContext, query: { compile(): CompiledQuery }): Promise<string> {
  const compiled = query.compile();
  const result = await ctx.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows.map((row) => row.detail).join('\n');
}

describe('home list query plans on SQLite (migration 006)', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });

  it('reads a page in index order, first page and deep ones: no temporary B-tree', async () => {
    for (const offset of [0, 40]) {
      const plan = await planOf(ctx, homeListPage(ctx.db, 10, offset));
      expect(plan).toContain('articles_home_list');
      expect(plan).not.toContain('USE TEMP B-TREE');
    }
  });

  it('counts public articles from an index alone', async () => {
    const plan = await planOf(
      ctx,
      publicArticles(ctx.db).select((eb) => eb.fn.countAll().as('n')),
    );
    expect(plan).toMatch(/COVERING INDEX/);
  });

  it('fetches the tags of a page through the (article_id, tag_id) index without sorting', async () => {
    const rows = await homeListPage(ctx.db, 10, 0).execute();
    const plan = await planOf(
      ctx,
      pageTagsQuery(
        ctx.db,
        rows.map((row) => row.id),
      ),
    );
    expect(plan).not.toContain('USE TEMP B-TREE');
  });

  it('timeline, feeds and sitemap (newest first) need no sort either', async () => {
    const plan = await planOf(
      ctx,
      publicArticles(ctx.db)
        .select(['a.id', 'a.updatedAt'])
        .orderBy('a.createdAt', 'desc')
        .orderBy('a.id', 'desc')
        .limit(20),
    );
    expect(plan).not.toContain('USE TEMP B-TREE');
  });
});
