import { expectedSearchOrder } from './search-oracle';
import { useTestApp } from '../helpers';
import { SEED_ARTICLES, seedDemoContent } from '../../src/db/seed';
import { escapeLike, SEARCH_LIMIT, SNIPPET_LENGTH } from '../../src/modules/article/search';
import { ftsString } from '../../src/modules/article/search-fts';
import type { DB } from '../../src/db/database';
import { articleRow } from '../fixtures/articles';

type Hit = { id: number; article_title: string; article_content: string };

let clock = 0;
/** Inserts an article straight into the table (the triggers must index it) with a later time each call. */
async function insertArticle(db: DB, title: string, content: string, status = 1): Promise<number> {
  clock += 1;
  const at = `2026-02-01 10:${String(Math.floor(clock / 60)).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')}`;
  const admin = await db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('articles')
    .values(articleRow({ article_title: title, article_content: content, author_id: admin.id, status, createdAt: at }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('article search (getArticleListByContent)', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });

  const search = async (text: string): Promise<Hit[]> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/article/getArticleListByContent/${encodeURIComponent(text)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    return res.json().result;
  };
  const ids = async (text: string) => (await search(text)).map((h) => h.id);

  it('finds a title match and a body match, the snippet showing the match', async () => {
    const byTitle = await search('窗口函数');
    expect(byTitle.map((h) => h.article_title)).toContain('SQL 窗口函数：排名、累计与环比');
    const byBody = await search('errgroup');
    expect(byBody).toHaveLength(1);
    expect(byBody[0].article_content).toContain('errgroup');
    expect(byBody[0].article_content.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(Object.keys(byBody[0]).sort()).toEqual(['article_content', 'article_title', 'id']);
  });

  it('finds substrings of 2, 3 and 5 characters in titles and bodies, also at the very end of a text', async () => {
    const id = await insertArticle(ctx.db, '青瓷茶盏的釉色', '开头一段。龙泉窑的梅子青，像一汪春水。\n\n最后是结束语');
    for (const text of ['釉色', '青瓷茶', '瓷茶盏的釉', '茶盏', '梅子', '梅子青', '龙泉窑的梅', '束语', '结束语']) {
      expect(await ids(text)).toContain(id);
    }
    const snippet = (await search('梅子青')).find((h) => h.id === id)?.article_content;
    expect(snippet).toContain('梅子青，像一汪春水。');
    // A title-only hit shows the start of the body.
    expect((await search('釉色')).find((h) => h.id === id)?.article_content.startsWith('开头一段')).toBe(true);
    expect(await ids('梅青')).not.toContain(id);
    // Single characters too, even as the last character of a title or body.
    const edges = await insertArticle(ctx.db, '石上有鼍', '水里有鼋');
    expect(await ids('鼍')).toEqual([edges]);
    expect(await ids('鼋')).toEqual([edges]);
    expect(await ids('青梅子')).not.toContain(id);
  });

  it('shows plain text around the hit: no Markdown heading marks, fences or table pipes', async () => {
    const filler = '这一段只是铺垫，说一说为什么要写这篇文章，以及读者会在后面看到什么内容。';
    const md = `## 小节标题\n\n${filler}\n\n~~~ts\nconst 砚台 = 1;\n~~~\n\n| 名称 | 数量 |\n| --- | --- |\n| 端砚墨条 | 2 |`;
    const id = await insertArticle(ctx.db, '纯文本摘要', md);
    const inTable = (await search('端砚墨条')).find((h) => h.id === id)?.article_content ?? '';
    expect(inTable).toContain('端砚墨条');
    expect(inTable).not.toMatch(/##|~~~|\|/);
    // The hit comes with a short lead-in, marked as cut.
    expect(inTable.startsWith('…')).toBe(true);
    const inCode = (await search('const 砚台')).find((h) => h.id === id)?.article_content ?? '';
    expect(inCode).toContain('const 砚台 = 1;');
    expect(inCode).not.toContain('~~~');
  });

  it('ranks title hits first, then body hits, each newest first', async () => {
    const olderTitle = await insertArticle(ctx.db, '端砚与歙砚之别', '只谈石头。');
    const newerBody = await insertArticle(ctx.db, '文房杂记', '案头的端砚与歙砚之别，写在另一篇里。');
    const newestBody = await insertArticle(ctx.db, '又一篇杂记', '再说一次端砚与歙砚。');
    expect(await ids('端砚与歙砚')).toEqual([olderTitle, newestBody, newerBody]);
    expect(await ids('歙砚')).toEqual([olderTitle, newestBody, newerBody]);
  });

  it('is case-insensitive for ASCII and caps the result count', async () => {
    expect((await search('ERRGROUP'))[0]?.article_content.toLowerCase()).toContain('errgroup');
    expect((await search('的')).length).toBe(SEARCH_LIMIT);
  });

  it("treats '%' and '_' literally, never as wildcards", async () => {
    const withPercent = SEED_ARTICLES.filter((a) => (a.status ?? 1) === 1 && (a.title + a.content).includes('%'));
    const percentHits = await search('%');
    expect(percentHits.length).toBe(Math.min(SEARCH_LIMIT, withPercent.length));
    for (const hit of percentHits) expect(hit.article_content).toContain('%');
    expect(await search('12.5%')).toHaveLength(1);
    expect(await search('zz%')).toEqual([]);
    // Unescaped, 'SQ_' and 'Go_' would match 'SQL' and 'Go ' everywhere.
    expect(await search('SQ_')).toEqual([]);
    const underscore = await search('growth_pct');
    expect(underscore).toHaveLength(1);
    expect(underscore[0].article_content).toContain('growth_pct');
    expect(await search('growth_pc_')).toEqual([]);
  });

  it('takes FTS and pattern metacharacters literally', async () => {
    const body = '符号大全：c++ 与 "引号" 和 *星号* 以及 (括号) OR NEAR(a b) 100% a_b C:\\path AND x-y ^z 结尾';
    const id = await insertArticle(ctx.db, '符号测试', body);
    for (const text of [
      'c++',
      '"引号"',
      '*星号*',
      '(括号)',
      'OR NEAR(',
      'NEAR(',
      '100%',
      'a_b',
      'C:\\path',
      'AND x-y',
      'x-y',
      '^z',
      '"',
      '*',
      '(',
      'OR',
      '%',
      '_',
      '\\',
      'AND',
      '-',
      '^',
    ]) {
      const hits = await search(text);
      expect(hits.length).toBeGreaterThan(0);
      // Every hit contains the text literally (case-insensitive): nothing matched as a pattern or operator.
      const rows = await ctx.db
        .selectFrom('articles')
        .select(['article_title', 'article_content'])
        .where(
          'id',
          'in',
          hits.map((h) => h.id),
        )
        .execute();
      for (const row of rows)
        expect(`${row.article_title}\n${row.article_content}`.toLowerCase()).toContain(text.toLowerCase());
      if ([...text].length >= 3) expect(hits.map((h) => h.id)).toContain(id);
    }
    for (const text of ['c+++', 'a%b', 'a\\b', '"OR"', 'NEAR(c', 'x*y', '星号 OR 括号'])
      expect(await ids(text)).not.toContain(id);
  });

  it('never finds private or draft articles', async () => {
    expect(await search('年度计划')).toEqual([]);
    expect(await search('私密文章')).toEqual([]);
    await insertArticle(ctx.db, '草稿里的琥珀', '草稿正文：琥珀色的黄昏。', 3);
    await insertArticle(ctx.db, '私密的琥珀', '私密正文：琥珀色的黄昏。', 2);
    expect(await search('琥珀')).toEqual([]);
    expect(await search('琥珀色的黄昏')).toEqual([]);
  });

  it('keeps the index in sync when an article is updated, hidden, shown again or deleted', async () => {
    const id = await insertArticle(ctx.db, '松烟墨', '松烟墨的正文写着玄青二字。');
    expect(await ids('玄青')).toEqual([id]);
    await ctx.db
      .updateTable('articles')
      .set({ article_content: '改过的正文只剩朱砂。' })
      .where('id', '=', id)
      .execute();
    expect(await ids('玄青')).toEqual([]);
    expect(await ids('朱砂')).toEqual([id]);
    await ctx.db.updateTable('articles').set({ article_title: '油烟墨' }).where('id', '=', id).execute();
    expect(await ids('松烟')).toEqual([]);
    expect(await ids('油烟墨')).toEqual([id]);
    // Counters change all the time and must not disturb the index.
    await ctx.db.updateTable('articles').set({ view_times: 99 }).where('id', '=', id).execute();
    expect(await ids('朱砂')).toEqual([id]);
    for (const hidden of [2, 3]) {
      await ctx.db.updateTable('articles').set({ status: hidden }).where('id', '=', id).execute();
      expect(await ids('朱砂')).toEqual([]);
      expect(await ids('油烟墨')).toEqual([]);
      // Edited while hidden: still not found, and found with the new text once public again.
      await ctx.db
        .updateTable('articles')
        .set({ article_content: `改过的正文只剩朱砂与石青${hidden}。` })
        .where('id', '=', id)
        .execute();
      expect(await ids('石青')).toEqual([]);
      await ctx.db.updateTable('articles').set({ status: 1 }).where('id', '=', id).execute();
      expect(await ids(`石青${hidden}`)).toEqual([id]);
    }
    await ctx.db.deleteFrom('articles').where('id', '=', id).execute();
    expect(await ids('朱砂')).toEqual([]);
    expect(await ids('油烟墨')).toEqual([]);
  });

  it('answers like a plain substring scan over the public articles, common and rare texts alike', async () => {
    const expected = async (text: string) => (await expectedSearchOrder(ctx.db, text)).slice(0, SEARCH_LIMIT);
    for (const text of [
      '的',
      '我们',
      '数据',
      '索引',
      '函数',
      '性能',
      'Go',
      'sql',
      'SQLite',
      '查询计划',
      '不要猜',
      '前端',
      '可以',
      'React',
      '~~~',
      '|',
      '。',
    ]) {
      expect([text, await ids(text)]).toEqual([text, await expected(text)]);
    }
  });

  it('rejects an over-long query with 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/article/getArticleListByContent/${'a'.repeat(51)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/过长/);
  });

  it('escapes the escape characters: LIKE and FTS5 strings', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(ftsString('say "hi" OR *')).toBe('"say ""hi"" OR *"');
  });
});
