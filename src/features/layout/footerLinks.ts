import { isSafeWebUrl } from '@protocol/urlRules';
import type { SiteConfig } from '@/features/site';

export interface FooterLink {
  label: string;
  href: string;
}

/** The site's RSS feed (server/src/modules/feed: RSS 2.0 of the newest public articles). */
export const RSS_PATH = '/rss.xml';

// docs/behaviour.md §2.2: the social links the site settings hold, in this order, each only when set.
const SOCIAL: ReadonlyArray<[keyof SiteConfig, string]> = [
  ['github_link', 'GitHub'],
  ['git_ee_link', 'Gitee'],
  ['bilibili_link', '哔哩哔哩'],
];

/** Only web addresses the server's own rule accepts become links (protocol/urlRules.ts). */
const isWebAddress = (value: unknown): value is string => typeof value === 'string' && isSafeWebUrl(value);

/** RSS first, then every social link the config sets. */
export function footerLinks(config: Partial<SiteConfig> | null | undefined): FooterLink[] {
  const social = SOCIAL.flatMap(([key, label]) =>
    isWebAddress(config?.[key]) ? [{ label, href: config[key] as string }] : [],
  );
  return [{ label: 'RSS 订阅', href: RSS_PATH }, ...social];
}
