import type { Result } from '@/shared/api/contractTypes';

/** GET /api/config result (docs/behaviour.md §8.1). */
export interface SiteConfig {
  blog_name: string;
  blog_avatar: string;
  avatar_bg: string;
  personal_say: string;
  blog_notice: string;
  /** Home typewriter lines, '\n'-separated. */
  typewriter_text?: string;
  chat_title?: string;
  qq_link?: string;
  we_chat_link?: string;
  github_link?: string;
  git_ee_link?: string;
  bilibili_link?: string;
  qq_group?: string;
  we_chat_group?: string;
  view_time: number;
  createdAt: string;
  admin_url?: string;
}

/** GET /api/statistic result (protocol/api/statistic.ts). */
export type SiteStatistic = Result<'statistic.totals'>;

/** GET /api/tag/getTagDictionary entry (protocol/api/taxonomy.ts). */
export type TagCount = Result<'taxonomy.tags'>[number];

/** Splits config.typewriter_text into its non-empty lines. */
export function typewriterLines(text: string | undefined | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
