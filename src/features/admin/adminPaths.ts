/** Where the admin desk lives in the SPA (the site config's admin_url defaults to it). */
export const ADMIN_BASE = '/admin';

/**
 * The friend-link review queue under an admin address: a type-4 notification opens it. `adminUrl`
 * is the site config's admin_url ('' or unset means ours).
 */
export function adminLinkReviewPath(adminUrl?: string | null): string {
  const base = (adminUrl ?? '').trim() || ADMIN_BASE;
  return `${base.replace(/\/+$/, '')}/links`;
}

/**
 * The id in an admin address (`/admin/articles/12` → 12, `/admin/articles/new` → 'new'). Read from the
 * path rather than through useParams: every react-router export the desk uses is kept in the readers'
 * shared router chunk, so the desk sticks to what the blog already uses.
 */
export function idAfter(pathname: string, segment: string): number | 'new' {
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.lastIndexOf(segment);
  const value = at >= 0 ? parts[at + 1] : undefined;
  return value && /^\d+$/.test(value) ? Number(value) : 'new';
}
