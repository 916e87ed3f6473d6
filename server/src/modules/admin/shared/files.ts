import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import { containsPattern } from './like';
import { variantFilesOf } from '../../upload';

/** Names the upload route writes (32 hex digits + extension); seed images and others are never removed. */
const UPLOAD_NAME = /\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))/g;

/** The upload names (not paths) that `texts` mention: covers, image lists, Markdown bodies. */
export function uploadNamesIn(texts: ReadonlyArray<string | null | undefined>): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(UPLOAD_NAME)) names.add(match[1]);
  }
  return [...names];
}

/** Every column that may hold an upload URL, as [table, column]. */
const REFERENCES: ReadonlyArray<readonly [string, string]> = [
  ['articles', 'article_cover'],
  ['articles', 'article_content'],
  ['talk_photos', 'url'],
  ['albums', 'album_cover'],
  ['photos', 'url'],
  ['users', 'avatar'],
  ['config', 'blog_avatar'],
  ['config', 'avatar_bg'],
  ['page_headers', 'bg_url'],
  ['links', 'site_avatar'],
  ['messages', 'bg_url'],
  ['messages', 'message'],
  ['chat_messages', 'content'],
  ['comments', 'content'],
];

/** True when any row still mentions the upload `name`. */
async function isReferenced(db: DB, name: string): Promise<boolean> {
  const pattern = containsPattern(name);
  for (const [table, column] of REFERENCES) {
    const row = await sql<{ one: number }>`SELECT 1 AS one FROM ${sql.table(table)} WHERE ${sql.ref(
      column,
    )} LIKE ${pattern} ESCAPE '\\' LIMIT 1`.execute(db);
    if (row.rows.length > 0) return true;
  }
  return false;
}

/**
 * After a delete committed: removes the files among `names` that nothing references any more.
 * A file that cannot be removed is left (logged by the caller's logger if needed), never an error.
 */
export async function removeUnreferencedUploads(db: DB, uploadDir: string, names: string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const name of names) {
    if (await isReferenced(db, name)) continue;
    try {
      await fs.unlink(path.join(uploadDir, name));
      removed.push(name);
    } catch {
      // Already gone: nothing to do.
    }
    // Its placeholder and variants go with it (docs/performance.md, "Images").
    for (const file of variantFilesOf(name)) await fs.rm(path.join(uploadDir, file), { force: true });
  }
  return removed;
}
