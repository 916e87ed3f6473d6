import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { ADMIN_ROLE, type AuthUser } from '../../lib/auth-user';

/**
 * Who is reading, for held items (docs/behaviour.md §13.2): a held comment or post is shown to its
 * writer (marked 待审核) and to the admin, to nobody else; spam is shown to its writer alone (as
 * held), so a spammer learns nothing.
 */
export interface Viewer {
  id: number;
  admin: boolean;
}

export const viewerOf = (user: AuthUser | null): Viewer | null =>
  user ? { id: user.id, admin: user.role === ADMIN_ROLE } : null;

/** The condition on rows of `alias` whose writer is in `writerColumn` (a comment's from_id, a post's user_id). */
export function visibleTo(viewer: Viewer | null, alias: string, writerColumn: string): RawBuilder<SqlBool> {
  const state = sql.ref(`${alias}.review_state`);
  const writer = sql.ref(`${alias}.${writerColumn}`);
  if (!viewer) return sql<SqlBool>`${state} = 'published'`;
  if (viewer.admin) return sql<SqlBool>`(${state} <> 'spam' OR ${writer} = ${viewer.id})`;
  return sql<SqlBool>`(${state} = 'published' OR ${writer} = ${viewer.id})`;
}

/** Published only: what every reader sees the same (cached surfaces such as the danmaku wall). */
export const publishedOnly = (alias: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${alias}.review_state`)} = 'published'`;
