import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { photoUrl, seedImageUrl } from './images';
import { LINK_STATUS } from '@protocol/codes';

// Friend links and message-board posts of the demo. Friend-link URLs use the reserved .example
// domain (RFC 2606): a demo must not advertise real third-party sites, and nothing is fetched.

const LINKS = [
  {
    site_name: '墨池',
    site_desc: '一个写前端工程化的博客',
    url: 'https://mochi.example',
    status: LINK_STATUS.approved,
    avatar: 'cover-02',
  },
  {
    site_name: '松风阁',
    site_desc: '记录 Go 与分布式系统的学习笔记',
    url: 'https://songfeng.example',
    status: LINK_STATUS.approved,
    avatar: 'cover-05',
  },
  {
    site_name: '听雨轩',
    site_desc: '读书、摄影和生活',
    url: 'https://tingyu.example',
    status: LINK_STATUS.approved,
    avatar: 'cover-08',
  },
  {
    site_name: '竹影',
    site_desc: '数据库、索引与查询优化',
    url: 'https://zhuying.example',
    status: LINK_STATUS.approved,
    avatar: 'cover-10',
  },
  {
    site_name: '半亩方塘',
    site_desc: '算法题解与刷题记录',
    url: 'https://fangtang.example',
    status: LINK_STATUS.approved,
    avatar: 'cover-13',
  },
  // Pending (1) and rejected (3): they must never be listed for readers.
  {
    site_name: '待审核的小站',
    site_desc: '刚提交的友链申请',
    url: 'https://pending.example',
    status: LINK_STATUS.pending,
    avatar: 'cover-11',
  },
  {
    site_name: '被拒绝的小站',
    site_desc: '内容与本站无关的申请',
    url: 'https://rejected.example',
    status: LINK_STATUS.rejected,
    avatar: 'cover-12',
  },
];

// Each post with the tag that fits it and the nickname of whoever would write it. Two carry the
// simple markup a reader may write (bold, italic; docs/behaviour.md §10). A post whose words are
// bound to a time — a weekend, midnight, the new year (春节 2025-01-29), the year's end, an article
// it names — carries its own date (server/test/seed/demo-dates.test.ts); the rest are spread evenly.
// prettier-ignore
const POSTS: Array<[message: string, tag: string, nick: string, at?: string]> = [
  ['第一次来，页面好看，文章也很实在！', '鼓励', '路过的小明'],
  ['SQLite 那篇讲索引顺序的部分很有用，已经用到项目里了。', '感谢', '数据库爱好者'],
  ['希望以后多写写 Go 相关的内容～', '建议', '松风'],
  ['打卡！音乐播放器好评。', '打卡', '夜猫子'],
  ['西湖徒步路线收藏了，秋天去走一遍。', '感谢', '周末爬山'],
  ['请问博客的主题是自己写的吗？', '提问', '前端小白'],
  ['<b>加粗</b>说一句：写得真好。', '鼓励', '游客'],
  ['每天来看看有没有更新。', '打卡', '老读者'],
  ['洱海那篇的照片很有感觉，用的什么相机？', '提问', '摄影爱好者'],
  ['留言板的弹幕好有意思。', '闲聊', '游客'],
  ['建议文章目录可以折叠起来，手机上占地方。', '建议', '小林'],
  ['感谢分享，游标分页那篇解决了我困扰好久的问题！', '感谢', '后端打工人'],
  ['周末愉快～', '闲聊', '游客', '2025-04-11 18:36:00'],
  ['<i>悄悄</i>留个言，下次再来。', '闲聊', '匿名'],
  ['从 RSS 订阅过来的，打个招呼。', '打卡', '阿哲'],
  ['暗色模式切换很顺滑，一点都不闪，是怎么做到的？', '提问', '前端小白'],
  ['能不能出一篇讲 RTK Query 和 React Query 对比的？', '建议', '阿杰'],
  ['读书笔记写得真好，照着书单买了三本。', '感谢', '书虫', '2025-06-02 13:41:00'],
  ['坚持写作的人都很了不起，加油！', '鼓励', '路人甲'],
  ['第 100 天打卡，今天也学到了新东西。', '打卡', '夜猫子'],
  ['你们那边今天下雨了吗？我这边下了一整天。', '闲聊', '听雨'],
  ['请问友链怎么申请？', '提问', '墨池'],
  ['Bash 防御式写法那篇，set -euo pipefail 已经加到所有脚本里了。', '感谢', '运维小王'],
  ['建议加一个按标签订阅的 RSS。', '建议', '阿哲'],
  ['从首页的打字机效果一路看到底，很喜欢这种安静的风格。', '鼓励', '游客'],
  ['半夜睡不着，来逛逛。', '闲聊', '夜猫子', '2025-07-23 01:25:00'],
  ['Linux 性能排查那篇能不能补一下 eBPF？', '建议', '运维小王', '2025-10-24 10:38:00'],
  ['请问聊天室里的图片能发多大的？', '提问', '游客'],
  ['谢谢你写的《长安的荔枝》读后感，推荐给了我们组长。', '感谢', '产品经理小周'],
  ['今天也来打卡。', '打卡', '书虫'],
  ['文章写得很克制，不堆砌概念，喜欢。', '鼓励', '老读者'],
  ['我也是做了一碗葱油拌面，第一次也炸糊了哈哈。', '闲聊', '小满'],
  ['请问相册里的照片可以下载原图吗？', '提问', '摄影爱好者'],
  ['建议搜索结果里显示文章的分类。', '建议', '小林'],
  ['期待明年的年度总结！', '鼓励', '路人甲', '2025-12-24 18:22:00'],
  ['看完少看手机那篇，我也把短视频卸载了，第三天。', '闲聊', '阿杰'],
  ['新年快乐，打卡！', '打卡', '游客', '2025-01-29 00:08:00'],
  ['Git bisect 救了我一命，感谢！', '感谢', '后端打工人'],
  ['容器查询那篇的例子很直观，一下就懂了。', '感谢', '前端小白'],
  ['这里的音乐是你自己挑的吗？很适合写代码的时候听。', '提问', '夜猫子'],
  ['慢慢写，我们慢慢看。', '鼓励', '书虫'],
  ['路过，留个脚印。', '打卡', '游客'],
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

/** The posts over 2025 (every eighth day unless dated), cycling styles; every seventh has a background photo. */
export const SEED_MESSAGES = POSTS.map(([message, tag, nick, at], i) => {
  const style = COLORS[i % COLORS.length];
  const day = new Date(Date.UTC(2025, 0, 3 + i * 8, 8 + (i % 12), (i * 13) % 60));
  return {
    message,
    nick,
    tag,
    color: style.color,
    bg_color: style.bg,
    bg_url: i % 7 === 3 ? photoUrl(i) : '',
    font_size: 14 + (i % 5) * 2,
    font_weight: [400, 500, 700][i % 3],
    likes: (i * 3) % 9,
    at: at ?? day.toISOString().slice(0, 19).replace('T', ' '),
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
