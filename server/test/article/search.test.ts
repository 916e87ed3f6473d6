import { useTestApp } from '../helpers';
import { SEED_ARTICLES, seedDemoContent } from '../../src/db/seed';
import { escapeLike, SEARCH_LIMIT, SNIPPET_LENGTH } from '../../src/modules/article/search';

type Hit = { id: number; article_title: string; article_content: string };

describe('article search (getArticleListByContent)', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });

  const search = async (text: string): Promise<Hit[]> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/article/getArticleListByContent/${encodeURIComponent(text)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    return res.json().result;
  };

  it('finds a title match and a body match, snippet starting at the match', async () => {
    const byTitle = await search('窗口函数');
    expect(byTitle.map((h) => h.article_title)).toContain('SQL 窗口函数：排名、累计与环比');
    const byBody = await search('errgroup');
    expect(byBody).toHaveLength(1);
    expect(byBody[0].article_content.startsWith('errgroup')).toBe(true);
    expect(byBody[0].article_content.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(Object.keys(byBody[0]).sort()).toEqual(['article_content', 'article_title', 'id']);
  });

  it('is case-insensitive for ASCII and caps the result count', async () => {
    expect((await search('ERRGROUP'))[0]?.article_content.toLowerCase().startsWith('errgroup')).toBe(true);
    expect((await search('的')).length).toBe(SEARCH_LIMIT);
  });

  it("treats '%' and '_' literally, never as wildcards", async () => {
    const withPercent = SEED_ARTICLES.filter((a) => (a.status ?? 1) === 1 && (a.title + a.content).includes('%'));
    const percentHits = await search('%');
    expect(percentHits.length).toBe(Math.min(SEARCH_LIMIT, withPercent.length));
    expect(percentHits.length).toBeLessThan(SEED_ARTICLES.length - 1);
    for (const hit of percentHits) expect(hit.article_content.startsWith('%')).toBe(true);
    expect(await search('12.5%')).toHaveLength(1);
    expect(await search('zz%')).toEqual([]);
    // Unescaped, 'SQ_' and 'Go_' would match 'SQL' and 'Go ' everywhere.
    expect(await search('SQ_')).toEqual([]);
    const underscore = await search('growth_pct');
    expect(underscore).toHaveLength(1);
    expect(underscore[0].article_content.startsWith('growth_pct')).toBe(true);
    expect(await search('growth_pc_')).toEqual([]);
  });

  it('never finds the private article', async () => {
    expect(await search('年度计划')).toEqual([]);
    expect(await search('私密文章')).toEqual([]);
  });

  it('rejects an over-long query with 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/article/getArticleListByContent/${'a'.repeat(51)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/过长/);
  });

  it('escapeLike escapes the escape character too', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });
});
