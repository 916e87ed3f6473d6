import { isSafeWebUrl } from '@protocol/urlRules';
import type { SiteConfig } from './siteTypes';

/** A link the site settings (网站设置) hold: shown in the footer and on the home author card. */
export interface SocialLink {
  label: string;
  href: string;
}

// docs/behaviour.md §2.2 and §8.2: the social links the site settings hold, in this order, each only when set.
const SOCIAL: ReadonlyArray<[keyof SiteConfig, string]> = [
  ['github_link', 'GitHub'],
  ['git_ee_link', 'Gitee'],
  ['bilibili_link', '哔哩哔哩'],
];

/** Only web addresses the server's own rule accepts become links (protocol/urlRules.ts). */
const isWebAddress = (value: unknown): value is string => typeof value === 'string' && isSafeWebUrl(value);

/** Every social link the config sets, in the order above: the one source for the footer and the author card. */
export function socialLinks(config: Partial<SiteConfig> | null | undefined): SocialLink[] {
  return SOCIAL.flatMap(([key, label]) => {
    const href = config?.[key];
    return isWebAddress(href) ? [{ label, href }] : [];
  });
}
