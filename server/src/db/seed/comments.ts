import crypto from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import { hashPassword } from '../../lib/password';
import type { CommentTable, Database } from '../schema';
import { ARTICLES_1 } from './articles-1';
import { DAY, fitted, HOUR, later, type Fit } from './dates';
import { seedImageUrl } from './images';
import { pick, seededRandom, type Random } from './prose';
import { TARGET } from '@protocol/interactionRules';

// Demo readers, their comments (with replies) and likes on articles and comments (docs/behaviour.md §9.4). The readers cannot log in: their password is random and never shown —
// they exist so the comment section of a fresh install is not empty.

export const DEMO_READERS = [
  { username: 'qingshan', nick_name: '青山', avatar: 'cover-03' },
  { username: 'moyu2024', nick_name: '墨鱼', avatar: 'cover-06' },
  { username: 'tingfeng', nick_name: '听风', avatar: 'cover-09' },
  { username: 'xiaoman01', nick_name: '小满', avatar: 'cover-12' },
];

// What readers say, each with the author's answer to it. The pinned essay (the first public article)
// gets its own thread; the others draw from the pool of their kind, never the same text twice in one
// thread. The author never comments on his own article: he answers.
// A remark bound to a time (a weekend, tonight, an article it names) says when it fits (dates.ts).
type Said = [comment: string, answer: string, fit?: Fit];
const BASH_ARTICLE = ARTICLES_1.find((a) => a.title.startsWith('Bash'))?.createdAt;
// prettier-ignore
const ON_THE_PINNED_ESSAY: Said[] = [
  ['「把零散的念头磨成完整的文字」，这句说到我心里了。', '谢谢，这也是写给我自己的提醒。'],
  ['我也停更两年了，看完决定今晚写一篇。', '写完记得发链接给我看看。', { daytime: true }],
  ['只写自己真正理解的东西，深有同感，以前总想着蹭热点。', '热点来得快去得也快，能留下来的还是自己想清楚的东西。'],
  ['那几条约定我抄到便签上了。', '我自己也经常做不到，一起努力。'],
  ['读到磨墨那段，想起小时候被爷爷逼着练字。', '哈哈，很多人小时候都被逼过。'],
  ['请问一般一篇文章要写多久？我写一篇要拖一个月。', '技术文章一般两三个晚上，随笔反而更慢。'],
  ['现在还愿意慢慢写字的人不多了，支持。', '谢谢支持！'],
  ['希望能一直写下去，每次更新都会来看。', '会的，慢慢写。'],
  ['写博客最难的是第一篇，之后就好了。', '是的，第一篇我改了五遍才发。'],
  ['这个博客的排版读起来很舒服。', '谢谢，字号和行距调了很久。'],
  ['短视频看多了，读长文反而成了一种休息。', '同感，所以我更想把文章写短一点、写清楚一点。'],
  ['订阅了 RSS，更新就能收到。', '谢谢，RSS 是我最喜欢的订阅方式。'],
  ['我的笔记软件里攒了几百条草稿，看来该整理一下了。', '先挑一条最想写的，写完再说。'],
  ['从 Bash 那篇找过来的，这篇也很好。', '欢迎常来。', { after: BASH_ARTICLE }],
];
// prettier-ignore
const ON_TECH: Said[] = [
  ['写得很清楚，收藏了，周末照着跑一遍。', '跑的时候有问题随时留言。'],
  ['这个坑我也踩过，当时排查了一整晚。', '是的，我也是踩过才记下来的。'],
  ['请问文中的例子在 Windows 上也一样吗？', '思路一样，只是路径写法要注意一下。'],
  ['表格那部分总结得很到位，终于理清了。', '谢谢，那张表是写完之后补的。'],
  ['代码块里的写法学到了，之前一直用笨办法。', '笨办法能用也不丢人，只是多写几行。'],
  ['能不能再写一篇讲讲后续的优化？很期待。', '会的，已经在写了。'],
  ['第二节的思路很受用，已经分享给同事。', '谢谢分享！'],
  ['有个小疑问：这样做会不会影响性能？', '影响不大，我实测过，差别在误差范围内。'],
];
// prettier-ignore
const ON_LIFE: Said[] = [
  ['读完想起自己很久没更新的博客了，惭愧。', '想写的时候再写就好。'],
  ['文字很舒服，读起来一点都不累。', '谢谢你读到这里。'],
  ['这篇读了两遍，很有共鸣。', '谢谢，能有共鸣就很好。'],
  ['周末终于有时间慢慢读完了。', '慢慢读才好，谢谢你。', { weekend: true }],
  ['最后一段写得真好，反复读了几遍。', '那一段确实是最想写的。'],
  ['我的感受有点不一样，但很喜欢你写的角度。', '欢迎分享你的看法，不同的角度才有意思。'],
];
// prettier-ignore
const AUTHOR_FOLLOW_UPS = ['不客气。', '欢迎常来。', '有问题随时留言。'];
// prettier-ignore
const READER_FOLLOW_UPS = ['学到了，谢谢解答。', '原来如此，我回去试试。', '同感。', '谢谢博主！'];

interface Thread {
  articleId: number;
  createdAt: string;
  /** What readers say here and the author's answers (picked without repeating). */
  texts: Said[];
  /** Top-level comments; the first one gets `replies` replies (so paging shows up on the busiest). */
  comments: number;
  replies: number;
}

type NewComment = Omit<Insertable<CommentTable>, 'type' | 'thumbs_up'>;

async function insertComment(trx: Transaction<Database>, values: NewComment): Promise<number> {
  const { id } = await trx
    .insertInto('comments')
    .values({ ...values, type: TARGET.article, thumbs_up: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Takes a random entry out of `pool` (a thread's own copy), so nothing repeats within a thread. */
const take = <T>(random: Random, pool: T[]): T => pool.splice(Math.floor(random() * pool.length), 1)[0];

async function seedThread(
  trx: Transaction<Database>,
  random: Random,
  thread: Thread,
  readers: number[],
  authorId: number,
): Promise<number[]> {
  const ids: number[] = [];
  const texts = [...thread.texts];
  for (let c = 0; c < thread.comments; c += 1) {
    // Readers comment; the author never comments on his own article, he answers.
    const commenter = readers[(c + thread.articleId) % readers.length];
    const spread = later(thread.createdAt, (c + 1) * DAY + Math.floor(random() * 20) * HOUR);
    const [comment, answer, fit] = take(random, texts);
    const at = fitted(spread, fit);
    const parent = await insertComment(trx, {
      parent_id: null,
      for_id: thread.articleId,
      from_id: commenter,
      to_id: null,
      content: comment,
      createdAt: at,
    });
    ids.push(parent);
    const replies = c === 0 ? thread.replies : Math.floor(random() * 3);
    let answered = false;
    let last = commenter;
    for (let r = 0; r < replies; r += 1) {
      // A conversation: the author answers a reader; another reader chimes in; the author again.
      const from = last === authorId ? readers.filter((p) => p !== commenter)[r % (readers.length - 1)] : authorId;
      const reply = await insertComment(trx, {
        parent_id: parent,
        for_id: thread.articleId,
        from_id: from,
        to_id: last,
        content:
          from !== authorId ? pick(random, READER_FOLLOW_UPS) : answered ? pick(random, AUTHOR_FOLLOW_UPS) : answer,
        createdAt: later(at, (r + 1) * HOUR),
      });
      ids.push(reply);
      answered ||= from === authorId;
      last = from;
    }
  }
  return ids;
}

/** Creates the demo readers, comment threads on the given public articles and likes on both. */
export async function seedComments(
  trx: Transaction<Database>,
  adminId: number,
  articles: Array<{ id: number; createdAt: string; category: string }>,
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
  const random = seededRandom(7);
  // The first (pinned) article gets a long thread: more top-level comments and replies than one page.
  const threads: Thread[] = articles
    .map((a, i) => ({
      articleId: a.id,
      createdAt: a.createdAt,
      texts: i === 0 ? ON_THE_PINNED_ESSAY : a.category === '生活随笔' ? ON_LIFE : ON_TECH,
      comments: i === 0 ? ON_THE_PINNED_ESSAY.length : i % 4 === 0 ? 1 + (i % 3) : 0,
      replies: i === 0 ? 7 : 1,
    }))
    .filter((t) => t.comments > 0);
  for (const thread of threads) {
    const commentIds = await seedThread(trx, random, thread, readers, adminId);
    for (const commentId of commentIds) {
      const fans = readers.filter(() => random() < 0.3);
      if (!fans.length) continue;
      await trx
        .insertInto('likes')
        .values(
          fans.map((user_id) => ({
            type: TARGET.comment,
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
          .map((user_id) => ({ type: TARGET.article, for_id: article.id, user_id, visitor: null, createdAt: stamp })),
      )
      .execute();
  }
}
