import { useTestApp } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';
import { expectedSearchOrder } from './search-oracle';
import { MAX_SEARCH_PAGE, SEARCH_LIMIT } from '../../src/modules/article/search';

type Hit = { id: number; article_title: string; article_content: string };
type SearchPage = { current: number; size: number; total: number; list: Hit[] };

// docs/behaviour.md §9.2 searchArticles: the dialog's "找到 N 篇" and 加载更多.
describe('paged article search with a total (searchArticles)', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });

  const page = async (text: string, current: number): Promise<SearchPage> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/article/searchArticles/${encodeURIComponent(text)}/${current}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };

  it('counts every public article the text is in and pages through them in the search order', async () => {
    for (const text of ['的', '数据', 'sql', '不要猜', '没有这段文字的文章']) {
      const expected = await expectedSearchOrder(ctx.db, text);

      const first = await page(text, 1);
      expect([text, first.total]).toEqual([text, expected.length]);
      expect(first.size).toBe(SEARCH_LIMIT);
      const pages = Math.max(1, Math.ceil(expected.length / SEARCH_LIMIT));
      const seen = [...first.list];
      for (let current = 2; current <= pages; current += 1) seen.push(...(await page(text, current)).list);
      expect([text, seen.map((h) => h.id)]).toEqual([text, expected]);
      // The first page is exactly what getArticleListByContent answers.
      const old = await ctx.app.inject({
        method: 'GET',
        url: `/api/article/getArticleListByContent/${encodeURIComponent(text)}`,
      });
      expect(old.json().result).toEqual(first.list);
    }
  });

  it('answers an empty list past the last page and refuses page numbers out of range with 400', async () => {
    const { total } = await page('不要猜', 1);
    expect(total).toBeGreaterThan(0);
    expect((await page('不要猜', Math.ceil(total / SEARCH_LIMIT) + 1)).list).toEqual([]);
    for (const current of ['0', String(MAX_SEARCH_PAGE + 1), 'x']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/article/searchArticles/sql/${current}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
