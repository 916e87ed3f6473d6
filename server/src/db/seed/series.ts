import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/**
 * The demo blog's series (专栏, docs/behaviour.md §9.6): posts it already has, in reading order, so
 * /series, a series page and the article page's 本文属于《…》 block have something to show.
 */
const SEED_SERIES: { name: string; description: string; posts: string[] }[] = [
  {
    name: '数据库笔记',
    description: '从索引、查询计划到分页和 WAL：一个小博客用得上的数据库知识。',
    posts: [
      'SQLite 索引与查询计划：EXPLAIN QUERY PLAN 实战',
      '一次慢查询：隐式类型转换让索引失效',
      'SQL 窗口函数：排名、累计与环比',
      '分页别再用 OFFSET：游标分页的写法',
      'SQLite 的 WAL 模式：一个博客够用吗',
    ],
  },
  {
    name: '前端的数据加载',
    description: '把请求从组件里搬出去：缓存、失效与 Suspense。',
    posts: [
      '把数据请求从 useEffect 里搬出去',
      'RTK Query 实战：缓存、标签失效与无限列表',
      'React 19：用 use 与 Suspense 组织数据加载',
    ],
  },
];

/** `coverOf`: the cover of a post by its title; a series shows its first post's. */
export async function seedSeries(
  trx: Transaction<Database>,
  stamp: string,
  coverOf: (title: string) => string,
): Promise<void> {
  for (const { name, description, posts } of SEED_SERIES) {
    const cover = coverOf(posts[0]);
    const { id } = await trx
      .insertInto('series')
      .values({ name, description, cover, createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [place, title] of posts.entries()) {
      const updated = await trx
        .updateTable('articles')
        .set({ series_id: id, series_order: place + 1 })
        .where('article_title', '=', title)
        .executeTakeFirst();
      // A renamed demo post should fail the first test run, not seed a series with a gap.
      if (Number(updated.numUpdatedRows) !== 1) throw new Error(`seed: no article titled "${title}"`);
    }
  }
}
