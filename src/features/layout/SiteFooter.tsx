import type { SiteConfig } from '@/features/site';
import { Footer } from './Footer';
import { footerLinks } from './footerLinks';

/**
 * The footer with the site's links. Its own chunk, fetched after `load` with the links' rules
 * (protocol/urlRules.ts), which the first load does not need (docs/performance.md "/home first load").
 */
export function SiteFooter({ owner, config }: { owner: string; config?: Partial<SiteConfig> | null }) {
  return <Footer owner={owner} links={footerLinks(config)} />;
}
