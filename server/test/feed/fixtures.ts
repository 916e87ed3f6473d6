import type { DB } from '../../src/db/database';

export const TRICKY_TITLE = 'Tom & Jerry <b>"引号"</b> 测试';
export const PRIVATE_TITLE = '私密文章不应出现在订阅里';
export const DRAFT_TITLE = '草稿文章不应出现在订阅里';

/** Markdown with every trick a feed must defuse: raw script, event handlers, javascript: links. */
export const HOSTILE_BODY = [
  '# 标题',
  '',
  '正文 <script>alert("x")</script> 与 <img src="/uploads/a.png" onerror="alert(1)"> 图片。',
  '',
  '<a href="javascript:alert(1)" onclick="alert(2)">坏链接</a> [站内链接](/article?id=1)',
  '',
  '<div onmouseover="alert(3)">悬停</div><svg onload="alert(4)"></svg><iframe src="https://evil.example"></iframe>',
  '',
  '```ts',
  'const a = 1 < 2 && "ok";',
  '```',
].join('\n');

/** Plain public articles dated 2029, so the blog holds more than a feed's 20 (the demo seed has fewer). */
export const FILLER_COUNT = 25;

/**
 * Adds FILLER_COUNT plain public articles, then three dated after the whole seed (so they would be among the newest 20): a public
 * one with a hostile title and body, a private one (status 2) and a draft (status 3).
 * Answers the public one's id.
 */
export async function addFeedArticles(db: DB): Promise<number> {
  const admin = await db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
  const base = {
    article_description: '',
    article_cover: '',
    category_id: null,
    author_id: admin.id,
    is_top: 2,
    type: 1,
    origin_url: '',
    view_times: 0,
    thumbs_up_times: 0,
    reading_duration: 0,
  };
  const rows = [
    {
      ...base,
      article_title: TRICKY_TITLE,
      article_content: HOSTILE_BODY,
      status: 1,
      createdAt: '2030-01-03 10:00:00',
      updatedAt: '2030-01-04 08:30:00',
    },
    {
      ...base,
      article_title: PRIVATE_TITLE,
      article_content: '私密',
      status: 2,
      createdAt: '2030-01-02 10:00:00',
      updatedAt: '2030-01-02 10:00:00',
    },
    {
      ...base,
      article_title: DRAFT_TITLE,
      article_content: '草稿',
      status: 3,
      createdAt: '2030-01-01 10:00:00',
      updatedAt: '2030-01-01 10:00:00',
    },
  ];
  for (let i = 0; i < FILLER_COUNT; i += 1) {
    const day = String(i + 1).padStart(2, '0');
    await db
      .insertInto('articles')
      .values({
        ...base,
        article_title: `填充文章 ${i + 1}`,
        article_content: `第 ${i + 1} 篇`,
        status: 1,
        createdAt: `2029-01-${day} 09:00:00`,
        updatedAt: `2029-02-${day} 09:00:00`,
      })
      .execute();
  }
  const ids: number[] = [];
  for (const row of rows)
    ids.push((await db.insertInto('articles').values(row).returning('id').executeTakeFirstOrThrow()).id);
  return ids[0];
}
