import crypto from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import { hashPassword } from '../../lib/password';
import type { CommentTable, Database } from '../schema';
import { seedImageUrl } from './images';
import { pick, seededRandom, type Random } from './prose';

// Demo readers, their comments (with replies) and likes on articles (docs/behaviour.md §9.4: comment and like type
// 1 article, 4 comment). The readers cannot log in: their password is random and never shown —
// they exist so the comment section of a fresh install is not empty.

export const COMMENT_ON_ARTICLE = 1;
export const LIKE_ON_ARTICLE = 1;
export const LIKE_ON_COMMENT = 4;

export const DEMO_READERS = [
  { username: 'qingshan', nick_name: '青山', avatar: 'cover-03' },
  { username: 'moyu2024', nick_name: '墨鱼', avatar: 'cover-06' },
  { username: 'tingfeng', nick_name: '听风', avatar: 'cover-09' },
  { username: 'xiaoman01', nick_name: '小满', avatar: 'cover-12' },
];

// prettier-ignore
const COMMENTS = [
  '写得很清楚，收藏了，周末照着跑一遍。', '这个坑我也踩过，当时排查了一整晚。', '请问文中的例子在 Windows 上也一样吗？',
  '表格那部分总结得很到位，终于理清了。', '读完想起自己很久没更新的博客了，惭愧。', '代码块里的写法学到了，之前一直用笨办法。',
  '能不能再写一篇讲讲后续的优化？很期待。', '配图好看！是自己拍的吗？', '第二节的思路很受用，已经分享给同事。',
  '有个小疑问：这样做会不会影响性能？', '文字很舒服，读起来一点都不累。', '每次都能学到新东西，感谢分享。',
];
// prettier-ignore
const REPLIES = [
  '谢谢！有问题随时留言。', '是的，我也是踩过才记下来的。', '一样的，只是路径写法要注意一下。', '会的，已经在写了。',
  '同问，蹲一个回答。', '影响不大，文中最后一节有实测数据。', '哈哈，是周末随手拍的。', '+1，确实受用。',
];

const day = 86_400_000;
const later = (at: string, ms: number) =>
  new Date(Date.parse(`${at.replace(' ', 'T')}Z`) + ms).toISOString().replace('T', ' ').slice(0, 19);

interface Thread {
  articleId: number;
  createdAt: string;
  /** Top-level comments; the first one gets `replies` replies (so paging shows up on the busiest). */
  comments: number;
  replies: number;
}

type NewComment = Omit<Insertable<CommentTable>, 'type' | 'thumbs_up'>;

async function insertComment(trx: Transaction<Database>, values: NewComment): Promise<number> {
  const { id } = await trx
    .insertInto('comments')
    .values({ ...values, type: COMMENT_ON_ARTICLE, thumbs_up: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function seedThread(
  trx: Transaction<Database>,
  random: Random,
  thread: Thread,
  people: number[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let c = 0; c < thread.comments; c += 1) {
    const author = people[(c + thread.articleId) % people.length];
    const at = later(thread.createdAt, (c + 1) * day + Math.floor(random() * 20) * 3_600_000);
    const parent = await insertComment(trx, {
      parent_id: null,
      for_id: thread.articleId,
      from_id: author,
      to_id: null,
      content: pick(random, COMMENTS),
      createdAt: at,
    });
    ids.push(parent);
    const replies = c === 0 ? thread.replies : Math.floor(random() * 3);
    let last = author;
    for (let r = 0; r < replies; r += 1) {
      // A conversation: each reply answers the previous speaker, never the replier themself.
      const from = people.filter((p) => p !== last)[r % (people.length - 1)];
      const reply = await insertComment(trx, {
        parent_id: parent,
        for_id: thread.articleId,
        from_id: from,
        to_id: last,
        content: pick(random, REPLIES),
        createdAt: later(at, (r + 1) * 3_600_000),
      });
      ids.push(reply);
      last = from;
    }
  }
  return ids;
}

/** Creates the demo readers, comment threads on the given public articles and likes on both. */
export async function seedComments(
  trx: Transaction<Database>,
  adminId: number,
  articles: Array<{ id: number; createdAt: string }>,
): Promise<void> {
  const stamp = '2024-01-01 08:00:00';
  // One random, never-shown password for all demo readers: they cannot be logged into.
  const passwordHash = await hashPassword(crypto.randomBytes(24).toString('base64url'));
  const readers: number[] = [];
  for (const reader of DEMO_READERS) {
    const { id } = await trx
      .insertInto('users')
      .values({
        username: reader.username,
        password_hash: passwordHash,
        nick_name: reader.nick_name,
        avatar: seedImageUrl(reader.avatar),
        role: 2,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    readers.push(id);
  }
  const people = [...readers, adminId];
  const random = seededRandom(7);
  // The first (pinned) article gets a long thread: more top-level comments and replies than one page.
  const threads: Thread[] = articles
    .map((a, i) => ({
      articleId: a.id,
      createdAt: a.createdAt,
      comments: i === 0 ? 14 : i % 4 === 0 ? 1 + (i % 3) : 0,
      replies: i === 0 ? 7 : 1,
    }))
    .filter((t) => t.comments > 0);
  for (const thread of threads) {
    const commentIds = await seedThread(trx, random, thread, people);
    for (const commentId of commentIds) {
      const fans = readers.filter(() => random() < 0.3);
      if (!fans.length) continue;
      await trx
        .insertInto('likes')
        .values(
          fans.map((user_id) => ({
            type: LIKE_ON_COMMENT,
            for_id: commentId,
            user_id,
            visitor: null,
            createdAt: stamp,
          })),
        )
        .execute();
      await trx.updateTable('comments').set({ thumbs_up: fans.length }).where('id', '=', commentId).execute();
    }
  }
  // Readers like every third article; the counter already includes them (seeded counts are at least 3).
  const liked = articles.filter((_, i) => i % 3 === 0);
  for (const article of liked) {
    await trx
      .insertInto('likes')
      .values(
        readers
          .slice(0, 3)
          .map((user_id) => ({ type: LIKE_ON_ARTICLE, for_id: article.id, user_id, visitor: null, createdAt: stamp })),
      )
      .execute();
  }
}
