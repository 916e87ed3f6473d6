import { countWords } from '@protocol/wordCount';
import type { RevisionKind } from '@protocol/api/revision';
import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import { now } from '../../../lib/time';
import type { Trx } from '../shared/cascade';
import { ARTICLE_STATUS } from '@protocol/codes';
import { statusWord, type ArticleStatusWord } from './status';

/** A stored revision's status word; anything unknown reads as a draft (as statusWord does). */
export const revisionStatus = (value: string): ArticleStatusWord =>
  Object.hasOwn(ARTICLE_STATUS, value) ? (value as ArticleStatusWord) : 'draft';

/**
 * An article's revisions (docs/behaviour.md §11.3): a copy of its text and front fields at every
 * save, written in the save's own transaction, and the editor's autosaves, which never touch the
 * article. Every manual revision is kept; of the autosaves, the newest AUTOSAVES_KEPT whose bodies
 * together stay within AUTOSAVE_BYTES (the newest is always kept, whatever its size).
 */
export const AUTOSAVES_KEPT = 20;
export const AUTOSAVE_BYTES = 2 * 1024 * 1024;

/** What a revision keeps of an article. */
export interface Snapshot {
  article_title: string;
  article_content: string;
  article_cover: string;
  category_name: string;
  tagNameList: string[];
  status: ArticleStatusWord;
}

type Handle = DB | Trx;

/** The article as stored now, with its author; undefined when it does not exist. */
export async function snapshotOf(
  db: Handle,
  articleId: number,
): Promise<(Snapshot & { author_id: number }) | undefined> {
  const row = await db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .select(['a.article_title', 'a.article_content', 'a.article_cover', 'a.status', 'a.author_id', 'c.category_name'])
    .where('a.id', '=', articleId)
    .executeTakeFirst();
  if (!row) return undefined;
  const tags = await db
    .selectFrom('article_tag as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select('t.tag_name')
    .where('at.article_id', '=', articleId)
    .orderBy('at.id')
    .execute();
  return {
    ...row,
    category_name: row.category_name ?? '',
    status: statusWord(row.status),
    tagNameList: tags.map((t) => t.tag_name),
  };
}

const sameText = (a: Snapshot, b: Snapshot): boolean =>
  a.article_title === b.article_title &&
  a.article_content === b.article_content &&
  a.article_cover === b.article_cover &&
  a.category_name === b.category_name &&
  a.status === b.status &&
  JSON.stringify(a.tagNameList) === JSON.stringify(b.tagNameList);

/**
 * Writes a revision of `articleId`: the given snapshot (an autosave) or the article as stored now
 * (a save, inside its transaction). An autosave equal to the newest revision writes nothing and
 * answers that one. Answers the revision's id and time.
 */
export async function recordRevision(
  trx: Trx,
  articleId: number,
  kind: RevisionKind,
  authorId?: number,
  snapshot?: Snapshot,
): Promise<{ id: number; createdAt: string }> {
  const stored = await snapshotOf(trx, articleId);
  if (!stored) throw notFound('文章不存在');
  const content = snapshot ?? stored;
  const previous = await trx
    .selectFrom('article_revisions')
    .select(['id', 'word_count', 'createdAt', 'article_title', 'article_content', 'article_cover'])
    .select(['category_name', 'tags', 'status'])
    .where('article_id', '=', articleId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (kind === 'autosave' && previous && sameText(content, revisionSnapshot(previous))) return previous;
  const word_count = countWords(content.article_content);
  const createdAt = now();
  const { id } = await trx
    .insertInto('article_revisions')
    .values({
      article_id: articleId,
      author_id: authorId ?? stored.author_id,
      kind,
      article_title: content.article_title,
      article_content: content.article_content,
      article_cover: content.article_cover,
      category_name: content.category_name,
      tags: JSON.stringify(content.tagNameList),
      status: content.status,
      word_count,
      word_delta: word_count - Number(previous?.word_count ?? 0),
      bytes: Buffer.byteLength(content.article_content, 'utf8'),
      createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (kind === 'autosave') await pruneAutosaves(trx, articleId);
  return { id, createdAt };
}

/** The stored row's fields as a snapshot. */
export function revisionSnapshot(row: {
  article_title: string;
  article_content: string;
  article_cover: string;
  category_name: string;
  tags: string;
  status: string;
}): Snapshot {
  const tags: unknown = JSON.parse(row.tags);
  return {
    article_title: row.article_title,
    article_content: row.article_content,
    article_cover: row.article_cover,
    category_name: row.category_name,
    tagNameList: Array.isArray(tags) ? tags.map(String) : [],
    status: revisionStatus(row.status),
  };
}

/** Drops the autosaves beyond the newest AUTOSAVES_KEPT or beyond AUTOSAVE_BYTES in all; manual saves stay. */
export async function pruneAutosaves(trx: Handle, articleId: number): Promise<number> {
  const autosaves = await trx
    .selectFrom('article_revisions')
    .select(['id', 'bytes'])
    .where('article_id', '=', articleId)
    .where('kind', '=', 'autosave')
    .orderBy('id', 'desc')
    .execute();
  let bytes = 0;
  const dropped = autosaves.filter((row, index) => {
    bytes += Number(row.bytes);
    return index > 0 && (index >= AUTOSAVES_KEPT || bytes > AUTOSAVE_BYTES);
  });
  // Once one is over the byte bound every older one is too (bytes only grow down the list).
  if (dropped.length > 0)
    await trx
      .deleteFrom('article_revisions')
      .where(
        'id',
        'in',
        dropped.map((row) => row.id),
      )
      .execute();
  return dropped.length;
}

/** Deletes the articles' revisions; answers their covers and bodies, so images only they show go too. */
export async function deleteRevisions(trx: Trx, articleIds: number[]): Promise<string[]> {
  const rows = await trx
    .selectFrom('article_revisions')
    .select(['article_cover', 'article_content'])
    .where('article_id', 'in', articleIds)
    .execute();
  await trx.deleteFrom('article_revisions').where('article_id', 'in', articleIds).execute();
  return rows.flatMap((row) => [row.article_cover, row.article_content]);
}
