// The one address of each page that is identified by its query, shared by the client (links) and
// the server (canonical URLs and the sitemap), so a crawler is sent exactly where a reader goes.

/**
 * The query keys that identify a page, in the order its address writes them. Any other key (a
 * tracking parameter, a highlighted talk) does not make another page and is left out of the
 * canonical address.
 */
export const PAGE_QUERY_KEYS: Readonly<Record<string, readonly string[]>> = {
  '/articleList': ['id', 'type', 'name'],
  '/photos': ['id'],
  '/series': ['id'],
  '/siteList': ['type', 'category'],
  '/message/detail': ['id'],
};

/** `path?key=value…` with the page's identifying keys in their order (URL-encoded, empty ones dropped). */
export function pagePath(path: string, values: Readonly<Record<string, string | number | null | undefined>>): string {
  const query = new URLSearchParams();
  for (const key of PAGE_QUERY_KEYS[path] ?? []) {
    const value = values[key];
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The one address of a tag's or category's article list: `/articleList?id&type&name`. */
export const articleListPath = (target: { type: 'tag' | 'category'; id: number; name: string }) =>
  pagePath('/articleList', target);

/** The one address of a resource category's site list: `/siteList?type&category`. */
export const siteListPath = (target: { type: 'front' | 'back'; key: string }) =>
  pagePath('/siteList', { type: target.type, category: target.key });

/** 个人中心's tabs by their `?tab=` name, in the order shown (docs/behaviour.md §4.6). */
export const USER_CENTER_TABS = ['profile', 'password', 'security'] as const;

/** Where a notice about one's own account leads, in the drawer and by mail: 个人中心 → 账号安全. */
export const ACCOUNT_SECURITY_PATH = '/userCenter?tab=security';

/** The readers' list of series (docs/behaviour.md §9.6). */
export const SERIES_LIST_PATH = '/series';

/** The one address of a series' page: `/series?id=N`. */
export const seriesPath = (id: number) => pagePath(SERIES_LIST_PATH, { id });

/** Where a series' own feed is, beside its page: `/series/N/rss.xml` (or `atom.xml`). */
export const seriesFeedPath = (id: number, format: 'rss' | 'atom' = 'rss') => `/series/${id}/${format}.xml`;
