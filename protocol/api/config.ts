import { Type, type Static } from '@sinclair/typebox';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { Envelope } from './envelope';

// Site configuration and the page-view counter (docs/behaviour.md §8.1). Before the admin fills the
// config in, both answer an amber tip (code 100) without result, not an error.

/** The site configuration row (docs/behaviour.md §8.1): every column is public. */
export const SiteConfig = Type.Object({
  id: Type.Integer(),
  blog_name: Type.String(),
  blog_avatar: Type.String(),
  avatar_bg: Type.String(),
  personal_say: Type.String(),
  blog_notice: Type.String(),
  /** Home typewriter lines, '\n'-separated. */
  typewriter_text: Type.String(),
  chat_title: Type.String(),
  qq_link: Type.String(),
  we_chat_link: Type.String(),
  github_link: Type.String(),
  git_ee_link: Type.String(),
  bilibili_link: Type.String(),
  qq_group: Type.String(),
  we_chat_group: Type.String(),
  admin_url: Type.String(),
  filing_number: Type.String(),
  filing_url: Type.String(),
  view_time: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SiteConfig = Static<typeof SiteConfig>;

const tag = 'config';

export const configContracts = {
  /** No params, no body. */
  site: contract({
    method: 'GET',
    path: '/api/config',
    tag,
    summary: '站点配置（未配置时 code 100，无 result） · Site configuration; code 100 without result before setup',
    auth: 'public',
    response: Envelope(SiteConfig),
    failures: [],
    cache: [CacheTag.config, CacheTag.visits],
  }),
  /** A bodiless PUT, once per visit: a body, if any, is ignored. */
  addView: contract({
    method: 'PUT',
    path: '/api/config/addView',
    tag,
    summary: '访问量加一，返回新总数 · Count one page view, answers the new total',
    auth: 'public',
    response: Envelope(Type.Object({ view_time: Type.Integer() })),
    failures: [429],
    invalidates: [CacheTag.visits],
  }),
};
