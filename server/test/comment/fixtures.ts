import { now } from '../../src/lib/time';
import type { TestContext } from '../helpers';

export interface Targets {
  articleId: number;
  privateArticleId: number;
  talkId: number;
  messageId: number;
  anonymousMessageId: number;
}

/** One public and one private article by `authorId`, a talk and two message-board posts. */
/** A public (status 1) or private (status 2) article with every column filled. */
export async function insertArticle(
  ctx: TestContext,
  authorId: number,
  title: string,
  status = 1,
  stamp = now(),
): Promise<number> {
  const row = await ctx.db
    .insertInto('articles')
    .values({
      article_title: title,
      article_description: '',
      article_content: '正文',
      article_cover: '',
      category_id: null,
      author_id: authorId,
      is_top: 2,
      status,
      type: 1,
      origin_url: '',
      view_times: 0,
      thumbs_up_times: 0,
      reading_duration: 0,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createTargets(ctx: TestContext, authorId: number): Promise<Targets> {
  const stamp = now();
  const message = (userId: number | null) =>
    ctx.db
      .insertInto('messages')
      .values({
        message: '留言',
        color: '',
        font_size: 16,
        font_weight: 400,
        bg_color: '',
        bg_url: '',
        user_id: userId,
        nick_name: '游客',
        tag: '',
        like_times: 0,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const talk = await ctx.db
    .insertInto('talks')
    .values({
      user_id: authorId,
      content: '说说',
      like_times: 0,
      status: 1,
      is_top: 2,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    articleId: await insertArticle(ctx, authorId, '公开文章'),
    privateArticleId: await insertArticle(ctx, authorId, '私密文章', 2),
    talkId: talk.id,
    messageId: (await message(authorId)).id,
    anonymousMessageId: (await message(null)).id,
  };
}
