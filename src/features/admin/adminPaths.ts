export { ADMIN_BASE, adminLinkReviewPath } from '@/shared/lib/adminPaths';

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
