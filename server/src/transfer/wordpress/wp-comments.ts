import crypto from 'node:crypto';
import type { DB } from '../../db/database';
import { hashPassword } from '../../lib/password';
import { sanitizeRichText } from '../../lib/rich-text';
import { now } from '../../lib/time';
import { toStoredDate } from '../front-dates';
import { cleanNickname } from '@protocol/accountRules';
import { byAdminAuthor } from './wp-admin-author';
import type { WxrAuthor, WxrComment } from './wxr-parse';
import { TARGET } from '@protocol/interactionRules';

/**
 * A WordPress post's comments into ours (docs/import-export.md, WordPress): approved comments only
 * (pending, spam and trash stay behind; pingbacks and trackbacks are not comments), the admin's own
 * WordPress account's as the admin (wp-admin-author.ts), every other commenter as a disabled
 * account named after them (it shows their name; nobody can log in with it). WordPress threads of any depth become ours: a reply
 * hangs on its top-level comment and answers the author of the comment it replied to. A comment
 * already imported (same author, time and text) is not added twice.
 */
export interface CommentContext {
  db: DB;
  adminId: number;
  /** The `wp:author`s that are the admin (adminAuthors); empty when none is. */
  adminAuthors: readonly WxrAuthor[];
  timeZone: string;
  /** Commenter key → user id, shared by the whole run. */
  commenters: Map<string, number>;
}

// Longer than registration allows (protocol/accountRules.ts: 16), so no reader can take the name first.
const usernameFor = (key: string) => `wordpress:${crypto.createHash('sha256').update(key).digest('hex').slice(0, 12)}`;

export const isImportableComment = (c: WxrComment) =>
  c.approved === '1' && (c.type === '' || c.type === 'comment') && sanitizeRichText(c.content) !== '';

async function commenterId(ctx: CommentContext, c: WxrComment): Promise<number> {
  if (byAdminAuthor(c, ctx.adminAuthors)) return ctx.adminId;
  const email = c.email.toLowerCase();
  const key = email || `name:${c.author}`;
  const known = ctx.commenters.get(key);
  if (known) return known;
  const username = usernameFor(key);
  let row = await ctx.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (!row) {
    const stamp = now();
    row = await ctx.db
      .insertInto('users')
      .values({
        username,
        password_hash: await hashPassword(crypto.randomBytes(24).toString('base64url')),
        // The registration's rule (docs/security.md: no bidi controls, no zero-width characters).
        nick_name: [...(cleanNickname(c.author) || '访客')].slice(0, 32).join('').trim(),
        avatar: '',
        role: 2,
        disabled: 1,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  ctx.commenters.set(key, row.id);
  return row.id;
}

const commentDate = (c: WxrComment, timeZone: string) =>
  (c.dateGmt && !c.dateGmt.startsWith('0000') ? toStoredDate(`${c.dateGmt}Z`, timeZone) : null) ??
  toStoredDate(c.date, timeZone) ??
  now();

/** Adds the approved comments missing from the article; answers how many were added. */
export async function importComments(ctx: CommentContext, articleId: number, comments: WxrComment[]): Promise<number> {
  const kept = comments.filter(isImportableComment).sort((a, b) => Number(a.id) - Number(b.id));
  const existing = await ctx.db
    .selectFrom('comments')
    .select(['id', 'from_id', 'createdAt', 'content'])
    .where('type', '=', TARGET.article)
    .where('for_id', '=', articleId)
    .execute();
  const seen = new Map(existing.map((c) => [`${c.from_id}\n${c.createdAt}\n${c.content}`, c.id]));
  const byWpId = new Map(kept.map((c) => [c.id, c]));
  const placed = new Map<string, { id: number; userId: number; rootId: number }>();
  let added = 0;
  for (const c of kept) {
    const fromId = await commenterId(ctx, c);
    const content = sanitizeRichText(c.content);
    const createdAt = commentDate(c, ctx.timeZone);
    // Parents come first (WordPress ids grow); a reply whose parent was not imported stands alone.
    const parent = byWpId.has(c.parent) ? placed.get(c.parent) : undefined;
    const key = `${fromId}\n${createdAt}\n${content}`;
    let id = seen.get(key);
    if (id === undefined) {
      ({ id } = await ctx.db
        .insertInto('comments')
        .values({
          parent_id: parent?.rootId ?? null,
          type: TARGET.article,
          for_id: articleId,
          from_id: fromId,
          to_id: parent?.userId ?? null,
          content,
          thumbs_up: 0,
          createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      added++;
    }
    placed.set(c.id, { id, userId: fromId, rootId: parent?.rootId ?? id });
  }
  return added;
}
