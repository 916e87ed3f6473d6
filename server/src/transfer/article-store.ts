import { sql } from 'kysely';
import type { DB } from '../db/database';
import { now } from '../lib/time';
import { createArticle, updateArticle, type ArticleSource } from '../modules/admin';
import { articleRowsQuery } from './article-rows';
import type { ImportedPost } from './front-matter';
import { seriesIdNamed } from '../modules/series';
import { ARTICLE_STATUS, ARTICLE_TYPE } from '@protocol/codes';
import { clip } from './clip';

/**
 * The importer's reads and writes. Writing goes through the admin article service (modules/admin/
 * article/service.ts), so an imported article is stored exactly as one written in the desk; this
 * file adds what only the importer needs: the source path and the comparison. Column sizes: clip.ts.
 */

export interface StoredImport extends ImportedPost {
  id: number;
}

/**
 * The article a previous import made from this file of this blog, as the importer would write it;
 * undefined when none. A row imported before blogs were told apart (no source_blog), or under the
 * name the blog had before it was known by its site's address (`formerly`, its folder's name),
 * counts as this blog's: the caller adopts it when it writes (docs/import-export.md, Matching).
 */
export async function findImported(
  db: DB,
  blog: string,
  sourcePath: string,
  formerly?: string,
): Promise<StoredImport | undefined> {
  const query = articleRowsQuery(db).where('a.source_path', '=', sourcePath);
  const row =
    (await query.where('a.source_blog', '=', blog).executeTakeFirst()) ??
    (formerly && formerly !== blog
      ? await query.where('a.source_blog', '=', formerly).executeTakeFirst()
      : undefined) ??
    (await query.where('a.source_blog', 'is', null).executeTakeFirst());
  if (!row) return undefined;
  const tags = await db
    .selectFrom('article_tag as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select('t.tag_name')
    .where('at.article_id', '=', row.id)
    .orderBy('at.id')
    .execute();
  return {
    id: row.id,
    title: row.article_title,
    content: row.article_content,
    description: row.article_description,
    cover: row.article_cover,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    category: row.category_name,
    tags: tags.map((t) => t.tag_name),
    isTop: row.is_top === 1 ? 1 : 2,
    // A scheduled article is what a public post with a later date imports as (saveImported).
    status:
      row.status === ARTICLE_STATUS.public || row.status === ARTICLE_STATUS.scheduled
        ? ARTICLE_STATUS.public
        : row.status === ARTICLE_STATUS.private
          ? row.status
          : ARTICLE_STATUS.draft,
    type: row.type === ARTICLE_TYPE.reprint || row.type === ARTICLE_TYPE.translation ? row.type : ARTICLE_TYPE.original,
    originUrl: row.origin_url,
    ...(row.access_hash !== null && {
      access: { hash: row.access_hash, hint: row.access_hint, hideDescription: row.hide_description === 1 },
    }),
    ...(row.series_name !== null && { series: { name: row.series_name, weight: row.series_order } }),
  };
}

/**
 * Whether the post's protection is the stored one: a password in clear cannot be compared with the
 * stored hash without bcrypt, so only whether it is protected, the hint and a given hash count.
 */
const sameAccess = (post: ImportedPost, stored: StoredImport) =>
  Boolean(post.access) === Boolean(stored.access) &&
  (post.access?.hint ?? '') === (stored.access?.hint ?? '') &&
  (post.access?.hideDescription ?? false) === (stored.access?.hideDescription ?? false) &&
  (post.access?.hash === undefined || post.access.hash === stored.access?.hash);

/** Whether writing `post` over `stored` would change anything the file says (dates only when it gives them). */
export function sameAsStored(post: ImportedPost, stored: StoredImport): boolean {
  const sorted = (list: string[]) => JSON.stringify(list.map((t) => clip(t, 64)).sort());
  return (
    clip(post.title, 255) === stored.title &&
    post.content === stored.content &&
    post.description === stored.description &&
    clip(post.cover, 512) === stored.cover &&
    clip(post.category ?? DEFAULT_CATEGORY, 64) === stored.category &&
    sorted(post.tags) === sorted(stored.tags) &&
    post.isTop === stored.isTop &&
    post.status === stored.status &&
    (post.type ?? 1) === (stored.type ?? 1) &&
    clip(post.originUrl ?? '', 512) === (stored.originUrl ?? '') &&
    sameAccess(post, stored) &&
    (post.series === undefined || post.series.name === stored.series?.name) &&
    (post.createdAt === null || post.createdAt === stored.createdAt) &&
    (post.updatedAt === null || post.updatedAt === stored.updatedAt)
  );
}

const WORDS = { 1: 'public', 2: 'private', 3: 'draft', 4: 'scheduled' } as const;

/** The post's protection as the article service takes it (docs/behaviour.md §11.4); none removes it. */
function accessFields(post: ImportedPost) {
  const access = post.access;
  if (!access) return { access_password: null, access_hint: '', hide_description: false };
  const fields = { access_hint: clip(access.hint, 255), hide_description: access.hideDescription };
  return access.hash
    ? { ...fields, access_hash: access.hash }
    : { ...fields, access_password: access.password ?? null };
}

/** Every article has a category in this blog (the admin editor requires one); a post naming none gets this. */
export const DEFAULT_CATEGORY = '未分类';

/**
 * Inserts or updates the article of `source` through the admin article service (categories and
 * tags created on the fly, one transaction each, the source written in the same insert); returns its id.
 */
export async function saveImported(
  db: DB,
  post: ImportedPost,
  source: ArticleSource,
  existing: StoredImport | undefined,
  authorId: number,
  formerly?: string,
): Promise<number> {
  const stamp = now();
  const createdAt = post.createdAt ?? existing?.createdAt ?? stamp;
  const fields = {
    article_title: clip(post.title, 255),
    article_content: post.content,
    article_description: post.description,
    article_cover: clip(post.cover, 512),
    category_name: clip(post.category ?? DEFAULT_CATEGORY, 64),
    tagNameList: post.tags.map((tag) => clip(tag, 64)),
    status: WORDS[post.status],
    is_top: post.isTop,
    type: post.type ?? ARTICLE_TYPE.original,
    origin_url: clip(post.originUrl ?? '', 512),
    createdAt,
    updatedAt: post.updatedAt ?? stamp,
    // A public post dated later than now waits for its date (docs/behaviour.md §11.1).
    publish_at: post.status === ARTICLE_STATUS.public ? createdAt : null,
    ...accessFields(post),
    // A file naming no series leaves the post's alone; its place is settled after the run (series-import.ts).
    ...(post.series && { series_id: await seriesIdNamed(db, post.series.name) }),
  };
  if (!existing) return createArticle(db, authorId, fields, source);
  await updateArticle(db, existing.id, fields);
  await adopt(db, existing.id, source.blog, formerly);
  return existing.id;
}

/** Marks a row imported before blogs were told apart, or under the blog's former name, as this blog's. */
export async function adopt(db: DB, id: number, blog: string, formerly?: string): Promise<void> {
  await db
    .updateTable('articles')
    .set({ source_blog: blog })
    .where('id', '=', id)
    .where((eb) =>
      formerly
        ? eb.or([eb('source_blog', 'is', null), eb('source_blog', '=', formerly)])
        : eb('source_blog', 'is', null),
    )
    .execute();
}

/** The first admin: imported articles are theirs. */
export async function importAuthor(db: DB): Promise<number> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 1)
    .orderBy('disabled')
    .orderBy('id')
    .executeTakeFirst();
  if (!admin) throw new Error('数据库里还没有管理员账号：请先启动一次博客（npm start）再导入');
  return admin.id;
}

/**
 * Tells running servers that another process changed the data (docs/caching.md): PostgreSQL
 * servers poll this row; SQLite servers notice through PRAGMA data_version without it.
 */
export async function bumpCacheEpoch(db: DB): Promise<void> {
  await db
    .updateTable('cache_epoch')
    .set({ epoch: sql`epoch + 1` })
    .where('id', '=', 1)
    .execute();
}
