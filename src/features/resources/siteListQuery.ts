import type { ResourceType, SiteListTarget } from './resourceTypes';

const CATEGORY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The one address of a category's site list, shared with the server's canonical URLs. */
export { siteListPath } from '@protocol/pagePaths';

/** Reads `/siteList`'s query; null when the type is not front/back or the category key is malformed. */
export function parseSiteListQuery(search: URLSearchParams): SiteListTarget | null {
  const type = search.get('type');
  const key = search.get('category') ?? '';
  if (type !== 'front' && type !== 'back') return null;
  if (!CATEGORY_KEY.test(key)) return null;
  return { type: type as ResourceType, key };
}
