import type { DB } from '../../db/database';
import type { WxrAuthor, WxrComment } from './wxr-parse';

/**
 * Which WordPress users are this blog's admin (docs/import-export.md, WordPress comments). Only a
 * `wp:author` can be: the one named by `--wp-admin`, else the one whose login is the admin's
 * username (case-insensitively), else the export's only author. Several authors and none named:
 * nobody, so every comment keeps its own reader account rather than passing for the owner's.
 */
export async function adminAuthors(
  db: DB,
  adminId: number,
  authors: readonly WxrAuthor[],
  wpAdmin?: string,
): Promise<WxrAuthor[]> {
  const same = (login: string) => (a: WxrAuthor) => a.login.toLowerCase() === login.toLowerCase();
  if (wpAdmin) return authors.filter(same(wpAdmin));
  const admin = await db.selectFrom('users').select('username').where('id', '=', adminId).executeTakeFirst();
  const byLogin = admin ? authors.filter(same(admin.username)) : [];
  if (byLogin.length > 0) return byLogin;
  return authors.length === 1 ? [...authors] : [];
}

/**
 * Whether a comment was written by one of those users. WordPress sets `comment_user_id` for every
 * logged-in commenter, subscribers included, so the id alone proves nothing: it must be an admin
 * author's `wp:author_id`. WordPress.com exports leave those ids out; there the logged-in
 * commenter's e-mail (WordPress copies it from the account, and no two accounts share one) must
 * be the author's. A comment without a user id never is: anyone may type the owner's e-mail.
 */
export function byAdminAuthor(comment: WxrComment, admins: readonly WxrAuthor[]): boolean {
  if (!comment.userId || comment.userId === '0') return false;
  const email = comment.email.toLowerCase();
  return admins.some((a) => (a.id ? a.id === comment.userId : a.email !== '' && a.email === email));
}
