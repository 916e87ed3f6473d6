import { socialLinks, type SiteConfig, type SocialLink } from '@/features/site';

export type FooterLink = SocialLink;

/** The site's RSS feed (server/src/modules/feed: RSS 2.0 of the newest public articles). */
export const RSS_PATH = '/rss.xml';

/** RSS first, then every social link the config sets (docs/behaviour.md §2.2). */
export function footerLinks(config: Partial<SiteConfig> | null | undefined): FooterLink[] {
  return [{ label: 'RSS 订阅', href: RSS_PATH }, ...socialLinks(config)];
}
