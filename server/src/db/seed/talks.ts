import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { ArtStyle } from './art';
import { scenePhotoUrl, scenePhotoUrls } from './images';
import { ALBUM_STATUS, TALK_STATUS } from '@protocol/codes';

// Talks and albums of the demo. More than one page of public talks, so /talk scrolls and a
// notification can point past the first page; private ones show that they never appear.

interface SeedTalk {
  content: string;
  at: string;
  top?: 1;
  likes: number;
  /** Pictures by what they show (scene, which one of it), so they fit the words. */
  photos: Array<[ArtStyle, number]>;
  private?: true;
}

const HAND_WRITTEN: SeedTalk[] = [
  {
    content: '新博客终于上线了，名字叫「砚」。慢慢写，慢慢磨。',
    at: '2025-01-02 09:00:00',
    top: 1,
    likes: 12,
    photos: [['mountains', 0]],
  },
  {
    content: '周末去爬了北高峰，山顶的风很舒服，下山路上喝了杯龙井。',
    at: '2025-03-16 18:20:00',
    likes: 8,
    photos: [
      ['mountains', 0],
      ['mountains', 1],
      ['forest', 0],
    ],
  },
  {
    content: '今天把首页接口的查询计划看了一遍，加了个复合索引，快了不少。',
    at: '2025-06-11 23:10:00',
    likes: 5,
    photos: [],
  },
  // The day after the notes (articles-5.ts, 2025-05-30) went up.
  { content: '读完了《程序员修炼之道》，笔记已经发在博客里了。', at: '2025-05-31 10:20:00', likes: 6, photos: [] },
  {
    content: '草稿：还没想好要不要公开的一条说说。',
    at: '2025-08-20 22:00:00',
    likes: 0,
    photos: [['lights', 1]],
    private: true,
  },
  { content: '这条只给自己看：下个月的计划清单。', at: '2025-09-02 08:30:00', likes: 0, photos: [], private: true },
];

/**
 * Everyday notes through 2025, each dated when its words could have been written (a spring run in
 * April, a sunset after dark, the year's summary in December; server/test/seed/demo-dates.test.ts),
 * with pictures only where the words are about something seen.
 */
const MOODS: Array<[content: string, at: string, photos: Array<[ArtStyle, number]>]> = [
  ['给博客加了留言板的弹幕模式，挺好玩的。', '2025-01-19 22:10:00', []],
  ['把旧笔记整理成了三篇文章，慢慢发。', '2025-02-06 21:05:00', []],
  ['试了试新的键盘，手感不错。', '2025-02-15 16:30:00', []],
  ['重构了一个三年前写的模块，感慨良多。', '2025-03-05 22:30:00', []],
  ['周末读书：《设计数据密集型应用》第五章。', '2025-03-15 16:00:00', []],
  ['楼下新开了一家面馆，味道很地道。', '2025-03-23 12:40:00', []],
  [
    '相册里加了几张城市夜景。',
    '2025-04-02 21:10:00',
    [
      ['lights', 0],
      ['lights', 1],
    ],
  ],
  ['早起跑了五公里，公园里的树都绿了。', '2025-04-12 07:40:00', [['forest', 1]]],
  ['雨天适合写代码，也适合发呆。', '2025-06-14 15:20:00', []],
  [
    '从西北回来，鞋里还有沙子。',
    '2025-06-22 21:30:00',
    [
      ['dunes', 0],
      ['dunes', 1],
      ['mountains', 1],
    ],
  ],
  [
    '今天的晚霞特别好看，在海边一直待到天黑。',
    '2025-07-19 20:40:00',
    [
      ['sea', 0],
      ['sea', 1],
    ],
  ],
  ['年底了，开始写今年的总结。', '2025-12-20 21:00:00', []],
];

const GENERATED: SeedTalk[] = MOODS.map(([content, at, photos], i) => ({
  content,
  at,
  likes: (i * 7) % 11,
  photos,
}));

export const SEED_TALKS: SeedTalk[] = [...HAND_WRITTEN, ...GENERATED];

// Each album holds the pictures its name promises (images.ts draws five scenes).
const ALBUMS = [
  {
    name: '山水之间',
    description: '徒步和旅行时拍下的山、林与湖海。',
    photos: scenePhotoUrls(['mountains', 'forest', 'sea']),
    at: '2024-09-12 20:00:00',
  },
  {
    name: '城市夜色',
    description: '下班路上，失焦的万家灯火。',
    photos: scenePhotoUrls(['lights']),
    at: '2025-04-02 19:30:00',
  },
  {
    name: '大漠',
    description: '西北之行，风吹出来的沙丘。',
    photos: scenePhotoUrls(['dunes']),
    at: '2025-06-18 08:00:00',
  },
  {
    name: '私人相册',
    description: '只给自己看的照片。',
    photos: [scenePhotoUrl('forest', 1), scenePhotoUrl('sea', 0)],
    at: '2025-07-01 10:00:00',
    private: true,
  },
];

export async function seedTalksAndAlbums(trx: Transaction<Database>, adminId: number): Promise<void> {
  for (const talk of SEED_TALKS) {
    const { id } = await trx
      .insertInto('talks')
      .values({
        user_id: adminId,
        content: talk.content,
        status: talk.private ? TALK_STATUS.private : TALK_STATUS.public,
        is_top: talk.top ?? 2,
        like_times: talk.likes,
        createdAt: talk.at,
        updatedAt: talk.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (talk.photos.length) {
      await trx
        .insertInto('talk_photos')
        .values(talk.photos.map(([style, k], sort) => ({ talk_id: id, url: scenePhotoUrl(style, k), sort })))
        .execute();
    }
  }
  for (const [sort, album] of ALBUMS.entries()) {
    const { id } = await trx
      .insertInto('albums')
      .values({
        album_name: album.name,
        album_cover: album.photos[0],
        description: album.description,
        status: album.private ? ALBUM_STATUS.private : ALBUM_STATUS.public,
        sort,
        createdAt: album.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('photos')
      .values(album.photos.map((url) => ({ album_id: id, url, createdAt: album.at })))
      .execute();
  }
}
