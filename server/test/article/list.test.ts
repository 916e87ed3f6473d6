import { useTestApp } from '../helpers';
import { SEED_ARTICLES, seedDemoContent } from '../../src/db/seed';

const PUBLIC = SEED_ARTICLES.filter((a) => (a.status ?? 1) === 1);
const PRIVATE_TITLE = SEED_ARTICLES.find((a) => a.status === 2)?.title ?? '';

describe('article lists (docs/behaviour.md §9.1)', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

  it('home list: paged, pinned first then newest, no body, with names and tags', async () => {
    const res = await get('/api/article/blogHomeGetArticleList/1/10');
    expect(res.statusCode).toBe(200);
    const { code, result } = res.json();
    expect(code).toBe(0);
    expect(result).toMatchObject({ current: 1, size: 10, total: PUBLIC.length });
    expect(result.list).toHaveLength(10);
    const pinned = PUBLIC.filter((a) => a.pinned).length;
    expect(result.list.slice(0, pinned).every((a: { is_top: number }) => a.is_top === 1)).toBe(true);
    const rest = result.list.slice(pinned).map((a: { createdAt: string }) => a.createdAt);
    expect(rest).toEqual([...rest].sort().reverse());
    const first = result.list[0];
    expect(first).not.toHaveProperty('article_content');
    const seeded = PUBLIC.find((a) => a.title === first.article_title);
    expect(first.categoryName).toBe(seeded?.category);
    expect([...first.tagNameList].sort()).toEqual([...(seeded?.tags ?? [])].sort());
    expect(first.tagIdList).toHaveLength(first.tagNameList.length);
    expect(first.authorName).toBe('砚主');
    expect(first.article_cover).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
  });

  it('home list: later pages continue without overlap and the size is capped at 50', async () => {
    const titles: string[] = [];
    for (let page = 1; page <= Math.ceil(PUBLIC.length / 10); page += 1) {
      const { list } = (await get(`/api/article/blogHomeGetArticleList/${page}/10`)).json().result;
      expect(list.length).toBe(Math.min(10, PUBLIC.length - titles.length));
      titles.push(...list.map((a: { article_title: string }) => a.article_title));
    }
    expect(new Set(titles).size).toBe(PUBLIC.length);
    expect(titles).not.toContain(PRIVATE_TITLE);
    const capped = (await get('/api/article/blogHomeGetArticleList/1/1000')).json().result;
    expect(capped.size).toBe(50);
    expect(capped.list).toHaveLength(Math.min(50, PUBLIC.length));
  });

  it('rejects negative and garbage paging with 400 and a Chinese message', async () => {
    for (const url of [
      '/api/article/blogHomeGetArticleList/-1/10',
      '/api/article/blogHomeGetArticleList/1/0',
      '/api/article/blogHomeGetArticleList/abc/10',
      '/api/article/blogTimelineGetArticleList/1/x',
      '/api/article/blogTimelineGetArticleList/0/10',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: expect.stringMatching(/参数/) });
    }
    const body = await post('/api/article/getArticleListByTagId', { id: 'x', current: 1, size: 10 });
    expect(body.statusCode).toBe(400);
    expect((await post('/api/article/getArticleListByCategoryId', { current: 1 })).json().message).toMatch(
      /缺少参数 id/,
    );
  });

  it('timeline: newest first, grouped by year, total counts articles', async () => {
    type Group = { year: string; articleList: Array<{ createdAt: string; article_title: string }> };
    const groups: Group[] = [];
    for (let page = 1; page <= Math.ceil(PUBLIC.length / 50); page += 1) {
      const { result } = (await get(`/api/article/blogTimelineGetArticleList/${page}/50`)).json();
      expect(result.total).toBe(PUBLIC.length);
      groups.push(...result.list);
    }
    // A year may continue on the next page: merge the groups' years in order.
    const years = groups.map((g) => g.year).filter((year, i, all) => year !== all[i - 1]);
    expect(years).toEqual(['2025', '2024', '2023', '2022']);
    const flat = groups.flatMap((g) => {
      for (const a of g.articleList) expect(a.createdAt.startsWith(g.year)).toBe(true);
      return g.articleList;
    });
    expect(flat).toHaveLength(PUBLIC.length);
    expect(flat.map((a) => a.createdAt)).toEqual(
      flat
        .map((a) => a.createdAt)
        .sort()
        .reverse(),
    );
    expect(Object.keys(flat[0]).sort()).toEqual(['article_cover', 'article_title', 'createdAt', 'id']);
    expect(flat.map((a: { article_title: string }) => a.article_title)).not.toContain(PRIVATE_TITLE);
  });

  it('by tag and by category: public cards only, paged, empty for unknown ids', async () => {
    const tag = await ctx.db.selectFrom('tags').select('id').where('tag_name', '=', '随笔').executeTakeFirstOrThrow();
    const byTag = (await post('/api/article/getArticleListByTagId', { id: tag.id, current: 1, size: 2 })).json();
    expect(byTag.code).toBe(0);
    expect(byTag.result).toMatchObject({
      current: 1,
      size: 2,
      total: PUBLIC.filter((a) => a.tags.includes('随笔')).length,
    });
    expect(byTag.result.list).toHaveLength(2);
    const allByTag = (await post('/api/article/getArticleListByTagId', { id: tag.id, current: 1, size: 50 })).json()
      .result.list;
    expect(allByTag.map((a: { article_title: string }) => a.article_title)).not.toContain(PRIVATE_TITLE);

    const category = await ctx.db
      .selectFrom('categories')
      .select('id')
      .where('category_name', '=', '生活随笔')
      .executeTakeFirstOrThrow();
    const byCategory = (await post('/api/article/getArticleListByCategoryId', { id: category.id })).json().result;
    expect(byCategory).toMatchObject({
      current: 1,
      size: 10,
      total: PUBLIC.filter((a) => a.category === '生活随笔').length,
    });
    expect(byCategory.list.map((a: { article_title: string }) => a.article_title)).not.toContain(PRIVATE_TITLE);

    const none = (await post('/api/article/getArticleListByTagId', { id: 99999, current: 1, size: 10 })).json().result;
    expect(none).toEqual({ current: 1, size: 10, total: 0, list: [] });
  });

  it('hot list: the top 5 public articles by views', async () => {
    const { result } = (await get('/api/article/getHotArticle')).json();
    const expected = [...PUBLIC]
      .sort((a, b) => b.views - a.views)
      .slice(0, 5)
      .map((a) => a.title);
    expect(result.map((a: { article_title: string }) => a.article_title)).toEqual(expected);
    expect(Object.keys(result[0]).sort()).toEqual(['article_title', 'id', 'view_times']);
  });
});
