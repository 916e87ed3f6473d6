import { sql } from 'kysely';
import type { DB } from '../db/database';
import { now } from '../lib/time';
import type { ImportedPost } from './front-matter';

/**
 * The importer's writes, on the Kysely schema (SQLite or PostgreSQL alike). One transaction per
 * article: category and tags found or created by name, the article inserted or updated, its tag
 * links replaced. Kept small and separate so it can be folded into the admin article service.
 */

/** Column limits of migration 001 (PostgreSQL enforces them; SQLite would not). */
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

export interface StoredImport extends ImportedPost {
  id: number;
}

/** The article a previous import made from this file, as the importer would write it; undefined when none. */
export async function findImported(db: DB, sourcePath: string): Promise<StoredImport | undefined> {
  const row = await db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .select([
      'a.id',
      'a.article_title',
      'a.article_content',
      'a.article_description',
      'a.article_cover',
      'a.createdAt',
      'a.updatedAt',
      'a.is_top',
      'a.status',
      'c.category_name',
    ])
    .where('a.source_path', '=', sourcePath)
    .executeTakeFirst();
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
    status: row.status === 1 || row.status === 2 ? row.status : 3,
  };
}

/** Whether writing `post` over `stored` would change anything the file says (dates only when it gives them). */
export function sameAsStored(post: ImportedPost, stored: StoredImport): boolean {
  const sorted = (list: string[]) =>
    [...list]
      .map((t) => clip(t, 64))
      .sort()
      .join('\n');
  return (
    clip(post.title, 255) === stored.title &&
    post.content === stored.content &&
    post.description === stored.description &&
    clip(post.cover, 512) === stored.cover &&
    (post.category === null ? null : clip(post.category, 64)) === stored.category &&
    sorted(post.tags) === sorted(stored.tags) &&
    post.isTop === stored.isTop &&
    post.status === stored.status &&
    (post.createdAt === null || post.createdAt === stored.createdAt) &&
    (post.updatedAt === null || post.updatedAt === stored.updatedAt)
  );
}

type Tx = Parameters<Parameters<ReturnType<DB['transaction']>['execute']>[0]>[0];

async function idOfName(trx: Tx, table: 'categories' | 'tags', name: string): Promise<number> {
  const column = table === 'categories' ? 'category_name' : 'tag_name';
  const found = await trx.selectFrom(table).select('id').where(column, '=', name).executeTakeFirst();
  if (found) return found.id;
  const values =
    table === 'categories' ? { category_name: name, createdAt: now() } : { tag_name: name, createdAt: now() };
  const { id } = await trx.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Inserts (existingId null) or updates the article of `sourcePath`; returns its id. */
export async function saveImported(
  db: DB,
  post: ImportedPost,
  sourcePath: string,
  existing: StoredImport | undefined,
  authorId: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const categoryId = post.category ? await idOfName(trx, 'categories', clip(post.category, 64)) : null;
    const tagIds: number[] = [];
    for (const tag of post.tags) {
      const id = await idOfName(trx, 'tags', clip(tag, 64));
      if (!tagIds.includes(id)) tagIds.push(id);
    }
    const stamp = now();
    const fields = {
      article_title: clip(post.title, 255),
      article_content: post.content,
      article_description: post.description,
      article_cover: clip(post.cover, 512),
      category_id: categoryId,
      is_top: post.isTop,
      status: post.status,
      createdAt: post.createdAt ?? existing?.createdAt ?? stamp,
      updatedAt: post.updatedAt ?? stamp,
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await trx.updateTable('articles').set(fields).where('id', '=', id).execute();
      await trx.deleteFrom('article_tag').where('article_id', '=', id).execute();
    } else {
      const values = { ...fields, author_id: authorId, source_path: sourcePath, type: 1, origin_url: '' };
      const row = await trx
        .insertInto('articles')
        .values({ ...values, view_times: 0, thumbs_up_times: 0, reading_duration: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    if (tagIds.length)
      await trx
        .insertInto('article_tag')
        .values(tagIds.map((tag_id) => ({ article_id: id, tag_id })))
        .execute();
    return id;
  });
}

/** The first admin: imported articles are theirs. */
export async function importAuthor(db: DB): Promise<number> {
  const admin = await db.selectFrom('users').select('id').where('role', '=', 1).orderBy('id').executeTakeFirst();
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
