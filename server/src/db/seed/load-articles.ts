import type { DB } from '../database';
import { coverUrl } from './images';
import { ARTICLE_STATUS, ARTICLE_TYPE } from '@protocol/codes';
import { countWords } from '@protocol/wordCount';

// Articles for load benches and the cache's bound test (docs/performance.md): many rows quickly, in
// one transaction, with a cover, two tags and a category each, so paging, the tag join and every
// article page work on a realistic table. Not part of the demo seed.

/** Names of `table` ensured to exist: the seeded ones, or on a blog without any, a few of its own. */
async function idsOf(db: DB, table: 'categories' | 'tags', count: number): Promise<Array<{ id: number }>> {
  const existing = await db.selectFrom(table).select('id').execute();
  if (existing.length > 0) return existing;
  const createdAt = '2023-01-01 00:00:00';
  for (let i = 1; i <= count; i += 1) {
    const values =
      table === 'categories' ? { category_name: `压测分类 ${i}`, createdAt } : { tag_name: `压测标签 ${i}`, createdAt };
    await db.insertInto(table).values(values).execute();
  }
  return db.selectFrom(table).select('id').execute();
}

/**
 * Adds `count` articles (one every four days from 2023-01-01, one in ten private) by the admin, over
 * the seeded categories and tags (or two categories and six tags of their own on an empty blog).
 */
export async function addLoadArticles(db: DB, count: number): Promise<void> {
  const admin = await db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
  const categories = await idsOf(db, 'categories', 2);
  const tags = await idsOf(db, 'tags', 6);
  const paragraph = '这是一段用于压测的正文，包含 **Markdown** 语法与代码块。\n\n~~~ts\nconst x: number = 1;\n~~~\n\n';
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i += 1) {
      const day = new Date(Date.UTC(2023, 0, 1) + i * 4 * 86_400_000).toISOString().slice(0, 10);
      const { id } = await trx
        .insertInto('articles')
        .values({
          article_title: `压测文章 ${i + 1}`,
          article_description: '自动生成的压测数据',
          article_content: paragraph.repeat(20),
          word_count: countWords(paragraph.repeat(20)),
          article_cover: coverUrl(0),
          category_id: categories[i % categories.length].id,
          author_id: admin.id,
          is_top: 2,
          status: i % 10 === 9 ? ARTICLE_STATUS.private : ARTICLE_STATUS.public,
          type: ARTICLE_TYPE.original,
          origin_url: '',
          view_times: i * 3,
          thumbs_up_times: i % 7,
          reading_duration: 0,
          createdAt: `${day} 12:00:00`,
          updatedAt: `${day} 12:00:00`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('article_tag')
        .values([
          { article_id: id, tag_id: tags[i % tags.length].id },
          { article_id: id, tag_id: tags[(i + 5) % tags.length].id },
        ])
        .execute();
    }
  });
}
