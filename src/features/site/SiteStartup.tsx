import { useSiteStartup } from './useSiteStartup';

/** The site's start-up work as a part AppShell mounts after `load` (docs/performance.md "/home first load"). */
export function SiteStartup() {
  useSiteStartup();
  return null;
}
