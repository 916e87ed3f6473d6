import type { DB } from '../../db/database';

/**
 * Old addresses of imported posts (docs/behaviour.md §9.5). A path is kept in one spelling: decoded,
 * without a trailing `/` or `/index.html`; WordPress's `?p=123` / `?page_id=123` are part of it.
 */
const KEPT_QUERY = ['p', 'page_id'];

export function normalizeOldPath(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address, 'http://old.invalid');
  } catch {
    return null;
  }
  let pathname = url.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the path as written.
  }
  pathname = pathname.replace(/\/index\.html?$/i, '').replace(/\/+$/, '') || '/';
  const kept = KEPT_QUERY.find((key) => /^\d+$/.test(url.searchParams.get(key) ?? ''));
  const path = kept ? `${pathname}?${kept}=${url.searchParams.get(kept)}` : pathname;
  // The site's own root is never an old post's address.
  return path === '/' || path.length > 2048 ? null : path;
}

/** Any importer: `address` (a path or a URL of the old site) now answers with this article. */
export async function recordOldPath(db: DB, articleId: number, address: string): Promise<void> {
  const oldPath = normalizeOldPath(address);
  if (!oldPath) return;
  await db
    .insertInto('redirects')
    .values({ old_path: oldPath, article_id: articleId })
    .onConflict((oc) => oc.column('old_path').doUpdateSet({ article_id: articleId }))
    .execute();
}

/** The article an old address belongs to, when there is one. */
export async function findRedirect(db: DB, address: string): Promise<number | null> {
  const oldPath = normalizeOldPath(address);
  if (!oldPath) return null;
  const row = await db
    .selectFrom('redirects')
    .innerJoin('articles', 'articles.id', 'redirects.article_id')
    .select('redirects.article_id')
    .where('redirects.old_path', '=', oldPath)
    .executeTakeFirst();
  return row?.article_id ?? null;
}
