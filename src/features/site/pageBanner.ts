import type { Result } from '@/shared/api/contractTypes';

/** One page's banner (GET /api/pageHeader/getAll, protocol/api/pageHeader.ts), by its route name. */
export type PageHeader = Result<'pageHeader.all'>[number];

/** Page-header route name of a path: the path without its leading slash ('/message/list' → 'message/list'). */
export function routeNameOf(pathname: string): string {
  return pathname.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The banner image configured for `routeName` (GET /api/pageHeader/getAll), if any. */
export function bannerUrlFor(list: PageHeader[], routeName: string): string | undefined {
  return list.find((header) => header.route_name === routeName)?.bg_url || undefined;
}
