import { expectedSearchOrder } from './search-oracle';
import { useTestApp } from '../helpers';
import { SEARCH_LIMIT } from '../../src/modules/article/search';
import { articleRow } from '../fixtures/articles';

// Texts in a thousand articles or more take another path on SQLite (the newest bodies are read before
// the index is asked): these tests build such a table and check both paths against a plain scan.
const ARTICLES = 1500;
const hour = 3_600_000;

describe('article search over a large table (common texts)', () => {
  const ctx = useTestApp();

  beforeAll(async () => {
    const admin = await ctx.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const at = (k: number) =>
      new Date(Date.UTC(2023, 0, 1) + ((k * 7919) % ARTICLES) * hour).toISOString().replace('T', ' ').slice(0, 19);
    // Rank by date (0 = newest) without relying on insert order.
    const byDate = Array.from({ length: ARTICLES }, (_, k) => k).sort((a, b) => at(b).localeCompare(at(a)));
    const rank = new Map(byDate.map((k, i) => [k, i]));
    await ctx.db.transaction().execute(async (trx) => {
      for (let k = 0; k < ARTICLES; k += 1) {
        const r = rank.get(k) ?? 0;
        const body = [
          `这是第${k}篇。常见的词语出现在这里。`,
          k % 5 ? '多数篇的记号。' : '',
          r >= 150 ? '旧文标记。' : '',
        ].join('');
        await trx
          .insertInto('articles')
          .values(
            articleRow({
              article_title: k % 397 === 0 ? `标题里也有常见的词语 ${k}` : `第${k}篇`,
              article_content: body,
              author_id: admin.id,
              status: k % 10 === 3 ? 2 : 1,
              createdAt: at(k),
            }),
          )
          .execute();
      }
    });
  }, 60_000);

  const ids = async (text: string): Promise<number[]> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/article/getArticleListByContent/${encodeURIComponent(text)}`,
    });
    expect(res.json().code).toBe(0);
    return res.json().result.map((h: { id: number }) => h.id);
  };

  const expected = async (text: string) => (await expectedSearchOrder(ctx.db, text)).slice(0, SEARCH_LIMIT);

  it.each([
    ['in every article, some titles too', '常见的词语'],
    ['in four of five articles', '多数篇的记号'],
    ['in a thousand articles but none of the newest', '旧文标记'],
    ['two characters, common', '记号'],
    ['two characters, only in old ones', '旧文'],
    ['rare', '第1499篇'],
  ])('%s: %s', async (_, text) => {
    const found = await ids(text);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(await expected(text));
  });

  it('never shows the private ones among them', async () => {
    const privateIds = new Set(
      (await ctx.db.selectFrom('articles').select('id').where('status', '=', 2).execute()).map((r) => r.id),
    );
    expect(privateIds.size).toBeGreaterThan(100);
    for (const text of ['常见的词语', '旧文标记', '记号'])
      for (const id of await ids(text)) expect(privateIds.has(id)).toBe(false);
  });
});
