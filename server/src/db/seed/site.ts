import type { Insertable } from 'kysely';
import type { ConfigTable } from '../schema';
import { bannerNameOf, PAGES } from '@protocol/pages';
import { bannerUrl, seedImageUrl } from './images';

/**
 * route_name of every page header (GET /api/pageHeader/getAll): one per catalogue page with a banner
 * (protocol/pages.ts), its path without the leading slash ('/message/list' → 'message/list') or its
 * own name (the 404 page's '404'); the SPA looks its banner up by these names.
 */
export const PAGE_HEADER_ROUTE_NAMES = PAGES.map(bannerNameOf).filter((name): name is string => name !== null);

export const CATEGORIES = ['前端开发', '后端开发', '数据库', '工具与效率', '生活随笔'];

export const TAGS = [
  'TypeScript',
  'React',
  'Redux',
  '前端',
  'Node.js',
  'Fastify',
  'Go',
  'Python',
  '并发',
  'SQL',
  'SQLite',
  '性能优化',
  'Linux',
  'Bash',
  'Git',
  '工具',
  '读书',
  '随笔',
  '旅行',
];

/** The one site configuration row; only local images, no external links (the demo runs offline). */
export function siteConfig(stamp: string): Insertable<ConfigTable> {
  return {
    blog_name: '砚',
    blog_avatar: seedImageUrl('avatar'),
    avatar_bg: bannerUrl(0),
    personal_say: '研墨以待，落笔成章。在这里记录代码、读书与山水。',
    blog_notice:
      '欢迎来到砚！这里是一个安静的个人博客：文章、说说、相册与留言板都已开放。聊天室在右下角，音乐播放器在左下角，登录后即可发言。',
    // Home typewriter (one line per '\n'): the SPA cycles through them.
    typewriter_text: [
      '磨墨如磨心，写字如写人。',
      '代码是写给人看的，顺便让机器执行。',
      '行到水穷处，坐看云起时。',
    ].join('\n'),
    chat_title: '砚台茶话',
    // Left empty on purpose: the demo must not send visitors to made-up accounts.
    qq_link: '',
    we_chat_link: '',
    github_link: '',
    git_ee_link: '',
    bilibili_link: '',
    qq_group: '',
    we_chat_group: '',
    // No admin site ships with Inkstone; an author who runs one sets its address here.
    admin_url: '/admin',
    view_time: 0,
    createdAt: '2024-01-01 08:00:00',
    updatedAt: stamp,
  };
}

export const pageHeaders = () => PAGE_HEADER_ROUTE_NAMES.map((route_name, i) => ({ route_name, bg_url: bannerUrl(i) }));
