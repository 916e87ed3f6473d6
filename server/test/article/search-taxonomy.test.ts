import { useTestApp } from '../helpers';
import { articleRow } from '../fixtures/articles';
import { nameInText } from '../../src/modules/article/search-taxonomy';
import type { SearchHit } from '@protocol/searchHit';

// docs/behaviour.md §9.2: a tag or category named in the search text finds its articles, ranked below
// title hits and above body hits, each saying why (`matchedBy`).
describe('search by tag and category name', () => {
  const ctx = useTestApp();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const admin = await ctx.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const at = '2026-01-01 00:00:00';
    const tag = async (tag_name: string) =>
      (await ctx.db.insertInto('tags').values({ tag_name, createdAt: at }).returning('id').executeTakeFirstOrThrow())
        .id;
    const redux = await tag('Redux');
    const go = await tag('Go');
    const { id: db } = await ctx.db
      .insertInto('categories')
      .values({ category_name: '数据库', createdAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const add = async (key: string, minute: number, fields: { title: string; body?: string; category?: number }) => {
      const { id } = await ctx.db
        .insertInto('articles')
        .values(
          articleRow({
            article_title: fields.title,
            article_content: fields.body ?? '正文',
            category_id: fields.category ?? null,
            author_id: admin.id,
            createdAt: `2026-01-01 10:${String(minute).padStart(2, '0')}:00`,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[key] = id;
    };
    await add('taggedOld', 1, { title: '状态管理入门' });
    await add('taggedNew', 2, { title: '切片与选择器' });
    await add('titled', 3, { title: '我的 Redux 笔记' });
    await add('bodied', 4, { title: '随手记', body: '今天读了 Redux 的文档' });
    await add('private', 5, { title: '私密', body: '' });
    await add('categorised', 6, { title: '索引怎么建', category: db });
    await add('goTagged', 7, { title: '并发模型' });
    await ctx.db.updateTable('articles').set({ status: 2 }).where('id', '=', ids.private).execute();
    await ctx.db
      .insertInto('article_tag')
      .values([
        { article_id: ids.taggedOld, tag_id: redux },
        { article_id: ids.taggedNew, tag_id: redux },
        { article_id: ids.titled, tag_id: redux },
        { article_id: ids.private, tag_id: redux },
        { article_id: ids.goTagged, tag_id: go },
      ])
      .execute();
  });

  const search = async (text: string): Promise<SearchHit[]> =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/article/getArticleListByContent/${encodeURIComponent(text)}` })
    ).json().result;
  const page = async (text: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/article/searchArticles/${encodeURIComponent(text)}/1` })).json()
      .result;

  it('finds a tag’s articles below the title hits and above body hits, saying 标签 Redux', async () => {
    const hits = await search('redux');
    expect(hits.map((h) => h.id)).toEqual([ids.titled, ids.taggedNew, ids.taggedOld, ids.bodied]);
    expect(hits[0].matchedBy).toBeUndefined();
    expect(hits[1].matchedBy).toEqual({ kind: 'tag', name: 'Redux' });
    expect(hits[2].matchedBy).toEqual({ kind: 'tag', name: 'Redux' });
    expect(hits[3].matchedBy).toBeUndefined();
    const paged = await page('redux');
    expect(paged.total).toBe(4);
    expect(paged.list).toEqual(hits);
  });

  it('finds a category named inside a longer text, and counts it', async () => {
    const hits = await search('数据库索引优化');
    expect(hits).toEqual([
      expect.objectContaining({ id: ids.categorised, matchedBy: { kind: 'category', name: '数据库' } }),
    ]);
    expect((await page('数据库索引优化')).total).toBe(1);
  });

  it('a Latin name must stand as a word: Go is found by "Go 语言", not by "Google"', async () => {
    expect((await search('Go 语言')).map((h) => h.id)).toEqual([ids.goTagged]);
    expect(await search('Google')).toEqual([]);
    expect((await page('Google')).total).toBe(0);
  });

  it('nameInText: case, word edges, Chinese without spaces', () => {
    expect(nameInText('学习Redux入门', 'redux')).toBe(true);
    expect(nameInText('CSS 布局', 'C')).toBe(false);
    expect(nameInText('c++ 与 C 语言', 'C')).toBe(true);
    expect(nameInText('Node.js 流', 'Node.js')).toBe(true);
    expect(nameInText('前端开发', '前端')).toBe(true);
    expect(nameInText('anything', ' ')).toBe(false);
  });
});
