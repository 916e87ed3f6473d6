// The desk's addresses, shared: the admin feature and the notifications (a type-4 notification opens
// the review queue) both need them, and features may not import each other in a loop.
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
