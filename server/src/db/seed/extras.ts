import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { photoUrl, seedImageUrl } from './images';

// Talks, albums, friend links and message-board posts of the demo (docs/behaviour.md §10,
// "Message board"). Friend-link URLs use the reserved .example domain (RFC 2606): a demo must
// not advertise real third-party sites, and nothing here is ever fetched.

const TALKS = [
  {
    content: '新博客终于上线了，名字叫「砚」。慢慢写，慢慢磨。',
    at: '2025-01-02 09:00:00',
    top: 1,
    likes: 12,
    photos: [0, 1],
  },
  {
    content: '周末去爬了北高峰，山顶的风很舒服，下山路上喝了杯龙井。',
    at: '2025-03-16 18:20:00',
    top: 2,
    likes: 8,
    photos: [2, 3, 4],
  },
  {
    content: '今天把首页接口的查询计划看了一遍，加了个复合索引，快了不少。',
    at: '2025-06-11 23:10:00',
    top: 2,
    likes: 5,
    photos: [],
  },
  {
    content: '读完了《程序员修炼之道》，笔记已经发在博客里了。',
    at: '2025-08-03 21:45:00',
    top: 2,
    likes: 6,
    photos: [5],
  },
];

const ALBUMS = [
  { name: '山水之间', description: '周末徒步时拍下的山与水。', photos: [0, 1, 2, 3, 4], at: '2024-09-12 20:00:00' },
  { name: '城市漫步', description: '下班路上，城市的另一面。', photos: [5, 6, 7, 8, 9], at: '2025-04-02 19:30:00' },
];

const LINKS = [
  {
    site_name: '墨池',
    site_desc: '一个写前端工程化的博客',
    url: 'https://mochi.example',
    status: 2,
    avatar: 'cover-02',
  },
  {
    site_name: '松风阁',
    site_desc: '记录 Go 与分布式系统的学习笔记',
    url: 'https://songfeng.example',
    status: 2,
    avatar: 'cover-05',
  },
  { site_name: '听雨轩', site_desc: '读书、摄影和生活', url: 'https://tingyu.example', status: 2, avatar: 'cover-08' },
  // Pending (status 1): shows that unapproved applications stay hidden.
  {
    site_name: '待审核的小站',
    site_desc: '刚提交的友链申请',
    url: 'https://pending.example',
    status: 1,
    avatar: 'cover-11',
  },
];

const MESSAGES = [
  {
    message: '第一次来，页面好看，文章也很实在！',
    nick: '路过的小明',
    tag: '鼓励',
    color: '#ffffff',
    bg: '#5b8def',
    at: '2025-01-05 12:00:00',
  },
  {
    message: 'SQLite 那篇讲索引顺序的部分很有用，已经用到项目里了。',
    nick: '数据库爱好者',
    tag: '感谢',
    color: '#ffffff',
    bg: '#3aa57a',
    at: '2025-02-14 09:30:00',
  },
  {
    message: '希望以后多写写 Go 相关的内容～',
    nick: '游客',
    tag: '建议',
    color: '#333333',
    bg: '#f6d365',
    at: '2025-05-20 20:20:00',
  },
  {
    message: '打卡！音乐播放器好评。',
    nick: '夜猫子',
    tag: '打卡',
    color: '#ffffff',
    bg: '#a66cff',
    at: '2025-08-08 23:40:00',
  },
  {
    message: '西湖徒步路线收藏了，秋天去走一遍。',
    nick: '游客',
    tag: '鼓励',
    color: '#ffffff',
    bg: '#e8737a',
    at: '2025-10-01 10:10:00',
  },
];

/** Inserts talks (with photos), albums (with photos), friend links and message-board posts. */
export async function seedExtras(trx: Transaction<Database>, adminId: number): Promise<void> {
  for (const talk of TALKS) {
    const { id } = await trx
      .insertInto('talks')
      .values({
        user_id: adminId,
        content: talk.content,
        status: 1,
        is_top: talk.top,
        like_times: talk.likes,
        createdAt: talk.at,
        updatedAt: talk.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (talk.photos.length) {
      await trx
        .insertInto('talk_photos')
        .values(talk.photos.map((p, sort) => ({ talk_id: id, url: photoUrl(p), sort })))
        .execute();
    }
  }
  for (const album of ALBUMS) {
    const { id } = await trx
      .insertInto('albums')
      .values({
        album_name: album.name,
        album_cover: photoUrl(album.photos[0]),
        description: album.description,
        createdAt: album.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('photos')
      .values(album.photos.map((p) => ({ album_id: id, url: photoUrl(p), createdAt: album.at })))
      .execute();
  }
  await trx
    .insertInto('links')
    .values(
      LINKS.map((l, i) => ({
        site_name: l.site_name,
        site_desc: l.site_desc,
        site_avatar: seedImageUrl(l.avatar),
        url: l.url,
        status: l.status,
        user_id: null,
        createdAt: `2025-0${i + 1}-15 12:00:00`,
      })),
    )
    .execute();
  await trx
    .insertInto('messages')
    .values(
      MESSAGES.map((m) => ({
        message: m.message,
        color: m.color,
        font_size: 16,
        font_weight: 500,
        bg_color: m.bg,
        bg_url: '',
        user_id: null,
        nick_name: m.nick,
        tag: m.tag,
        like_times: 0,
        createdAt: m.at,
        updatedAt: m.at,
      })),
    )
    .execute();
}
