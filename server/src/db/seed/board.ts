import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { photoUrl, seedImageUrl } from './images';

// Friend links and message-board posts of the demo. Friend-link URLs use the reserved .example
// domain (RFC 2606): a demo must not advertise real third-party sites, and nothing is fetched.

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
  {
    site_name: '竹影',
    site_desc: '数据库、索引与查询优化',
    url: 'https://zhuying.example',
    status: 2,
    avatar: 'cover-10',
  },
  {
    site_name: '半亩方塘',
    site_desc: '算法题解与刷题记录',
    url: 'https://fangtang.example',
    status: 2,
    avatar: 'cover-13',
  },
  // Pending (1) and rejected (3): they must never be listed for readers.
  {
    site_name: '待审核的小站',
    site_desc: '刚提交的友链申请',
    url: 'https://pending.example',
    status: 1,
    avatar: 'cover-11',
  },
  {
    site_name: '被拒绝的小站',
    site_desc: '内容与本站无关的申请',
    url: 'https://rejected.example',
    status: 3,
    avatar: 'cover-12',
  },
];

const TAGS = ['鼓励', '感谢', '建议', '打卡', '提问', '闲聊'];
const NICKS = ['路过的小明', '数据库爱好者', '游客', '夜猫子', '前端小白', '游客', '摄影爱好者', '游客'];
const TEXTS = [
  '第一次来，页面好看，文章也很实在！',
  'SQLite 那篇讲索引顺序的部分很有用，已经用到项目里了。',
  '希望以后多写写 Go 相关的内容～',
  '打卡！音乐播放器好评。',
  '西湖徒步路线收藏了，秋天去走一遍。',
  '请问博客的主题是自己写的吗？',
  '<b>加粗</b>说一句：写得真好。',
  '每天来看看有没有更新。',
  '照片拍得很有感觉，用的什么相机？',
  '留言板的弹幕好有意思。',
  '建议加一个文章目录的折叠按钮。',
  '感谢分享，解决了我困扰好久的问题！',
  '周末愉快～',
  '<i>悄悄</i>留个言，下次再来。',
];
const COLORS = [
  { color: '#ffffff', bg: '#5b8def' },
  { color: '#ffffff', bg: '#3aa57a' },
  { color: '#333333', bg: '#f6d365' },
  { color: '#ffffff', bg: '#a66cff' },
  { color: '#ffffff', bg: '#e8737a' },
  { color: '#222', bg: '#fff' },
  { color: '#ffffff', bg: '' },
];

/** 42 posts over 2025, cycling texts, tags, authors and styles; every seventh has a background image. */
export const SEED_MESSAGES = Array.from({ length: 42 }, (_, i) => {
  const style = COLORS[i % COLORS.length];
  const day = new Date(Date.UTC(2025, 0, 3 + i * 8, 8 + (i % 12), (i * 13) % 60));
  return {
    message: TEXTS[i % TEXTS.length],
    nick: NICKS[i % NICKS.length],
    tag: TAGS[(i * 5) % TAGS.length],
    color: style.color,
    bg_color: style.bg,
    bg_url: i % 7 === 3 ? photoUrl(i) : '',
    font_size: 14 + (i % 5) * 2,
    font_weight: [400, 500, 700][i % 3],
    likes: (i * 3) % 9,
    at: day.toISOString().slice(0, 19).replace('T', ' '),
  };
});

export async function seedBoard(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('links')
    .values(
      LINKS.map((l, i) => {
        const at = `2025-0${i + 1}-15 12:00:00`;
        return {
          site_name: l.site_name,
          site_desc: l.site_desc,
          site_avatar: seedImageUrl(l.avatar),
          url: l.url,
          status: l.status,
          user_id: null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .execute();
  await trx
    .insertInto('messages')
    .values(
      SEED_MESSAGES.map((m) => ({
        message: m.message,
        color: m.color,
        font_size: m.font_size,
        font_weight: m.font_weight,
        bg_color: m.bg_color,
        bg_url: m.bg_url,
        user_id: null,
        nick_name: m.nick,
        tag: m.tag,
        like_times: m.likes,
        createdAt: m.at,
        updatedAt: m.at,
      })),
    )
    .execute();
}
