import { Type } from '@sinclair/typebox';
import { ADMIN_URL_PATTERN, GROUP_PATTERN } from '../urlRules';
import { ImageUrl, WebUrl } from './adminSchemas';
import { CacheTag } from './cacheTags';
import { SiteConfig } from './config';
import { contract } from './contract';
import { Envelope } from './envelope';
import { Dashboard } from './adminDashboard';

// The desk's site config (read, created with defaults when missing; any field changed) and its
// first page, the dashboard.

/** A social link: a page or a picture (a QR code uploaded here); never `javascript:` (docs/security.md). */
const Link = ImageUrl;
/** A group: its number, or a page or picture like a link. */
const Group = Type.String({ maxLength: 512, pattern: GROUP_PATTERN });

/** Every writable config field (view_time is the visitors' counter, never written here). */
const ConfigBody = Type.Object(
  {
    blog_name: Type.Optional(Type.String({ maxLength: 64 })),
    blog_avatar: Type.Optional(ImageUrl),
    avatar_bg: Type.Optional(ImageUrl),
    personal_say: Type.Optional(Type.String({ maxLength: 255 })),
    blog_notice: Type.Optional(Type.String({ maxLength: 2000 })),
    typewriter_text: Type.Optional(Type.String({ maxLength: 2000 })),
    chat_title: Type.Optional(Type.String({ maxLength: 64 })),
    qq_link: Type.Optional(Link),
    we_chat_link: Type.Optional(Link),
    github_link: Type.Optional(Link),
    git_ee_link: Type.Optional(Link),
    bilibili_link: Type.Optional(Link),
    qq_group: Type.Optional(Group),
    we_chat_group: Type.Optional(Group),
    filing_number: Type.Optional(Type.String({ maxLength: 64 })),
    filing_url: Type.Optional(WebUrl),
    admin_url: Type.Optional(Type.String({ minLength: 1, maxLength: 255, pattern: ADMIN_URL_PATTERN })),
  },
  { additionalProperties: false, minProperties: 1 },
);
/** A change: the fields set, each a string the schema checked. */
export type ConfigChange = Partial<Record<string, string>>;

const desk = { tag: 'admin', auth: 'admin', failures: [400] } as const;
const ConfigAnswer = Envelope(SiteConfig);

export const adminSiteContracts = {
  config: contract({
    ...desk,
    method: 'GET',
    path: '/api/admin/config',
    summary: '读取站点配置（无则创建默认值） · Site config, created with defaults when missing',
    response: ConfigAnswer,
  }),
  updateConfig: contract({
    ...desk,
    method: 'PUT',
    path: '/api/admin/config',
    summary: '修改站点配置（任意字段） · Change any site config fields',
    body: ConfigBody,
    response: ConfigAnswer,
    invalidates: [CacheTag.config],
  }),
  dashboard: contract({
    ...desk,
    method: 'GET',
    path: '/api/admin/dashboard',
    summary:
      '仪表盘：总数、在线人数、近 30 天访问与评论、待处理 · Dashboard: totals, online now, 30 days, pending work',
    response: Envelope(Dashboard),
  }),
};
