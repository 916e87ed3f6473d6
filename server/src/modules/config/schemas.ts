import { Type } from '@sinclair/typebox';

/**
 * addView is a bodiless PUT (docs/behaviour.md §8.1): no params and no body, so there is nothing to validate
 * (a body, if any, is ignored). The limit: docs/behaviour.md §8.1 bumps the counter once per visit; 30 a minute
 * per client is plenty for real visits and stops scripted inflation.
 */
export const ADD_VIEW_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** The site configuration row (docs/behaviour.md §8.1): every column is public. */
export const SiteConfig = Type.Object({
  id: Type.Integer(),
  blog_name: Type.String(),
  blog_avatar: Type.String(),
  avatar_bg: Type.String(),
  personal_say: Type.String(),
  blog_notice: Type.String(),
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

export const ViewCount = Type.Object({ view_time: Type.Integer() });
