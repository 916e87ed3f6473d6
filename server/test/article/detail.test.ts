import { build, type TestContext } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';
import { MAX_READING_MS } from '../../src/modules/article/detail';

describe('article detail, recommendations and reading time', () => {
  let ctx: TestContext;
  let privateId: number;
  let publicId: number;
  beforeAll(async () => {
    ctx = await build({ prepare: seedDemoContent });
    privateId = (await ctx.db.selectFrom('articles').select('id').where('status', '=', 2).executeTakeFirstOrThrow()).id;
    publicId = (
      await ctx.db
        .selectFrom('articles')
        .select('id')
        .where('article_title', 'like', 'TypeScript%')
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const views = async (id: number) =>
    (await ctx.db.selectFrom('articles').select('view_times').where('id', '=', id).executeTakeFirstOrThrow())
      .view_times;

  it('getArticleById answers the whole article and counts one view', async () => {
    const before = await views(publicId);
    const res = await get(`/api/article/getArticleById/${publicId}`);
    expect(res.statusCode).toBe(200);
    const { code, result } = res.json();
    expect(code).toBe(0);
    expect(result.article_content).toContain('~~~ts');
    expect(result).toMatchObject({
      id: publicId,
      categoryName: '前端开发',
      authorName: '砚主',
      status: 1,
      view_times: before + 1,
    });
    expect(result.tagNameList).toEqual(expect.arrayContaining(['TypeScript']));
    expect(await views(publicId)).toBe(before + 1);
  });

  it('getArticleById carries the body rendered and sanitised on the server, with its headings', async () => {
    const { result } = (await get(`/api/article/getArticleById/${publicId}`)).json();
    // The seeded TypeScript article has a ~~~ts fence: highlighted on the server, in md-editor-rt's markup.
    expect(result.article_html).toContain('<details class="md-editor-code"');
    expect(result.article_html).toContain('class="language-ts"');
    expect(result.article_html).toContain('hljs-');
    expect(result.article_toc.length).toBeGreaterThan(0);
    result.article_toc.forEach((heading: { level: number; text: string }, index: number) => {
      expect(result.article_html).toContain(`id="heading-${index + 1}"`);
      expect(heading.level).toBeGreaterThanOrEqual(1);
    });
  });

  it('answers the 404 envelope for unknown and private articles, without counting', async () => {
    const before = await views(privateId);
    for (const id of [privateId, 999999]) {
      for (const url of [`/api/article/getArticleById/${id}`, `/api/article/getRecommendArticleById/${id}`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, message: '文章不存在或未公开' });
      }
      const put = await ctx.app.inject({ method: 'PUT', url: `/api/article/addReadingDuration/${id}/1000` });
      expect(put.statusCode).toBe(404);
    }
    expect(await views(privateId)).toBe(before);
    expect((await get('/api/article/getArticleById/-3')).statusCode).toBe(400);
    expect((await get('/api/article/getArticleById/abc')).json().message).toMatch(/参数 id/);
  });

  it('recommend: previous is older, next is newer, related share a tag and exclude itself and private ones', async () => {
    const { result } = (await get(`/api/article/getRecommendArticleById/${publicId}`)).json();
    const self = await ctx.db
      .selectFrom('articles')
      .select('createdAt')
      .where('id', '=', publicId)
      .executeTakeFirstOrThrow();
    expect(result.previous.createdAt < self.createdAt).toBe(true);
    expect(result.next.createdAt > self.createdAt).toBe(true);
    expect(result.recommend.length).toBeGreaterThan(0);
    expect(result.recommend.length).toBeLessThanOrEqual(6);
    const ownTags = await ctx.db
      .selectFrom('article_tag')
      .select('tag_id')
      .where('article_id', '=', publicId)
      .execute();
    for (const card of result.recommend as Array<{ id: number }>) {
      expect(card.id).not.toBe(publicId);
      expect(card.id).not.toBe(privateId);
      const shared = await ctx.db
        .selectFrom('article_tag')
        .select('tag_id')
        .where('article_id', '=', card.id)
        .where(
          'tag_id',
          'in',
          ownTags.map((t) => t.tag_id),
        )
        .execute();
      expect(shared.length).toBeGreaterThan(0);
    }
  });

  it('recommend: the newest public article has no next, and never links to the private one', async () => {
    const newest = (await get('/api/article/blogTimelineGetArticleList/1/1')).json().result.list[0].articleList[0];
    const { result } = (await get(`/api/article/getRecommendArticleById/${newest.id}`)).json();
    expect(result.next).toBeNull();
    expect(result.previous.id).not.toBe(privateId);
  });

  it('addReadingDuration adds a non-negative duration, clamped to the bound', async () => {
    const read = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('articles')
            .select('reading_duration')
            .where('id', '=', publicId)
            .executeTakeFirstOrThrow()
        ).reading_duration,
      );
    const start = await read();
    const ok = await ctx.app.inject({ method: 'PUT', url: `/api/article/addReadingDuration/${publicId}/5000` });
    expect(ok.json()).toMatchObject({ code: 0 });
    expect(await read()).toBe(start + 5000);
    await ctx.app.inject({ method: 'PUT', url: `/api/article/addReadingDuration/${publicId}/999999999999` });
    expect(await read()).toBe(start + 5000 + MAX_READING_MS);
    const negative = await ctx.app.inject({ method: 'PUT', url: `/api/article/addReadingDuration/${publicId}/-5` });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/参数 duration/);
    expect(await read()).toBe(start + 5000 + MAX_READING_MS);
  });
});
