import { useLocation } from 'react-router';
import type { SiteConfig } from '@/features/site';
import { FrameMemo } from '@/shared/components/FrameMemo';
import { Footer } from './Footer';
import { footerLinks } from './footerLinks';

/**
 * The footer with the site's links. Its own chunk, fetched after `load` with the links' rules
 * (protocol/urlRules.ts), which the first load does not need (docs/performance.md "/home first load").
 * A frame part: its inputs are what it shows, not the whole config, whose visit count changes at
 * every visit (docs/architecture.md "Frame parts").
 */
export function SiteFooter({ owner, config }: { owner: string; config?: Partial<SiteConfig> | null }) {
  const { pathname } = useLocation();
  const links = footerLinks(config);
  return (
    <FrameMemo inputs={`footer ${pathname} ${owner} ${JSON.stringify(links)}`}>
      <Footer owner={owner} links={links} />
    </FrameMemo>
  );
}
