import type { DB } from '../../../db/database';
import { now } from '../../../lib/time';
import { conflict, notFound } from '../../../lib/errors';
import { deleteWhatHangsOn } from '../shared/cascade';
import { removeReplacedUploads, removeUnreferencedUploads, uploadNamesIn, type UploadFiles } from '../../upload';
import { ARTICLE_TYPE, statusCode, statusWord, type ArticleFields, type ArticleStatusWord } from './status';
import { resolveSchedule } from './schedule';
import { deleteRevisions, recordRevision } from './revisions';
import { hashPassword } from '../../../lib/password';
import { countWords } from '@protocol/wordCount';
import { categoryIdFor, setTags } from './taxonomy-writes';
import { seriesColumns } from '../../series';

/**
 * The stored form of the author's access settings (docs/behaviour.md §11.4): the password only as
 * its bcrypt hash (null: not protected). Only the fields given are answered.
 */
async function accessColumns(input: Partial<ArticleFields>) {
  const { access_password, access_hint, hide_description, access_hash } = input;
  return {
    ...(access_hash !== undefined && { access_hash }),
    ...(access_password !== undefined && {
      access_hash: access_password ? await hashPassword(access_password) : null,
    }),
    ...(access_hint !== undefined && { access_hint: access_hint.trim() }),
    ...(hide_description !== undefined && { hide_description: hide_description ? 1 : 0 }),
  };
}

/**
 * Writing articles: plain functions over a Kysely handle, used by the admin routes and by the
 * importer (npm run import). Each call is one transaction; categories and tags named in the input
 * are created when missing. The response cache is the caller's business (the routes drop it).
 */

export type { ArticleFields, ArticleStatusWord };

/** The fields of a new article; the rest of ArticleFields is optional. */
export type NewArticleInput = Pick<ArticleFields, 'article_title' | 'article_content' | 'category_name' | 'status'> &
  Partial<ArticleFields>;

/** Where an imported article came from (docs/import-export.md, Matching); the desk's articles have none. */
export interface ArticleSource {
  blog: string;
  path: string;
}

/**
 * Creates an article (body stored exactly as given) and answers its id. The importer passes the
 * source in the same insert, so a crash never leaves an imported article without it.
 */
export async function createArticle(
  db: DB,
  authorId: number,
  input: NewArticleInput,
  source?: ArticleSource,
  /** Blog time a publish time is judged against (docs/behaviour.md §11.1): the app's clock. */
  nowText = now(),
): Promise<number> {
  const schedule = resolveSchedule(input.status, input.publish_at ?? null, nowText);
  const access = await accessColumns(input);
  return db.transaction().execute(async (trx) => {
    const stamp = now();
    const category_id = await categoryIdFor(trx, input.category_name);
    const series = input.series_id ? await seriesColumns(trx, input.series_id, input.series_order) : {};
    const { id } = await trx
      .insertInto('articles')
      .values({
        article_title: input.article_title,
        article_content: input.article_content,
        word_count: countWords(input.article_content),
        article_description: input.article_description ?? '',
        article_cover: input.article_cover ?? '',
        category_id,
        author_id: authorId,
        is_top: input.is_top ?? 2,
        status: statusCode(schedule.status),
        publish_at: schedule.publish_at,
        type: input.type ?? ARTICLE_TYPE.original,
        origin_url: input.origin_url ?? '',
        view_times: 0,
        thumbs_up_times: 0,
        reading_duration: 0,
        // A scheduled article is dated by its publish time, so lists and exports show it there.
        createdAt: schedule.publish_at ?? input.createdAt ?? stamp,
        updatedAt: input.updatedAt ?? input.createdAt ?? stamp,
        ...(source ? { source_blog: source.blog, source_path: source.path } : {}),
        ...access,
        ...series,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setTags(trx, id, input.tagNameList ?? []);
    await recordRevision(trx, id, 'manual', authorId);
    return id;
  });
}

/** docs/behaviour.md §11.2: a save from a copy read before someone else's save. */
export const STALE_VERSION = '文章已在其他地方修改过，请刷新后再保存（为避免覆盖，本次修改未保存）';

/**
 * Changes the given fields of an article (404 when it does not exist); tags are replaced when given.
 * With `version`, only the article still at that version is changed (409 otherwise). Answers the
 * new version and the revision the save kept (docs/behaviour.md §11.3). After commit, uploads the old
 * cover or body named that nothing references any more are removed.
 */
export async function updateArticle(
  db: DB,
  id: number,
  patch: Partial<ArticleFields> & { version?: number },
  /** Where uploads live; without it (the importer) no file is removed. */
  files?: UploadFiles,
  nowText = now(),
  /** Who saves, for the revision; the article's author when left out (the importer). */
  editorId?: number,
): Promise<{ id: number; version: number; revisionId: number }> {
  const { access_password, access_hint, hide_description, access_hash, ...fields } = patch;
  const access = await accessColumns({ access_password, access_hint, hide_description, access_hash });
  const before = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('articles')
      .select(['article_cover', 'article_content', 'status', 'publish_at', 'version', 'series_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) throw notFound('文章不存在');
    const { category_name, tagNameList, status, publish_at, version, series_id, series_order, ...plain } = fields;
    if (version !== undefined && version !== existing.version) throw conflict(STALE_VERSION);
    // The status and publish time are judged together, each taken as stored when not sent; a
    // scheduled article is a public one that waits, so clearing its time alone publishes it.
    const stored = statusWord(existing.status);
    const schedule =
      status === undefined && publish_at === undefined
        ? null
        : resolveSchedule(
            status ?? (stored === 'scheduled' ? 'public' : stored),
            publish_at === undefined ? existing.publish_at : publish_at,
            nowText,
          );
    const values = {
      ...plain,
      ...(plain.article_content !== undefined ? { word_count: countWords(plain.article_content) } : {}),
      ...access,
      ...(schedule ? { status: statusCode(schedule.status), publish_at: schedule.publish_at } : {}),
      ...(schedule?.publish_at ? { createdAt: schedule.publish_at } : {}),
      ...(category_name !== undefined ? { category_id: await categoryIdFor(trx, category_name) } : {}),
      // A post keeps its place unless it moves to another series (docs/behaviour.md §9.6).
      ...(series_id !== undefined && (series_id !== existing.series_id || series_order !== undefined)
        ? await seriesColumns(trx, series_id, series_order)
        : {}),
      updatedAt: patch.updatedAt ?? now(),
    };
    // Conditional on the version read above: a save committed in between changes no row here.
    const updated = await trx
      .updateTable('articles')
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', existing.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(STALE_VERSION);
    if (tagNameList) await setTags(trx, id, tagNameList);
    const revision = await recordRevision(trx, id, 'manual', editorId);
    return { ...existing, revisionId: revision.id };
  });
  const saved = { id, version: before.version + 1, revisionId: before.revisionId };
  if (!files) return saved;
  await removeReplacedUploads(
    db,
    files,
    [before.article_cover, before.article_content],
    [patch.article_cover ?? before.article_cover, patch.article_content ?? before.article_content],
  );
  return saved;
}

/**
 * Deletes articles with their comments (and replies), the likes of both, tag links and
 * notifications, in one transaction; then removes the uploaded files (covers, images in the bodies
 * and comments) that nothing references any more. Answers how many articles were deleted.
 */
export async function deleteArticles(db: DB, ids: number[], files: UploadFiles): Promise<number> {
  const { count, names } = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('articles')
      .select(['id', 'article_cover', 'article_content'])
      .where('id', 'in', ids)
      .execute();
    if (rows.length === 0) return { count: 0, names: [] };
    const found = rows.map((r) => r.id);
    const commentTexts = await deleteWhatHangsOn(trx, 1, found);
    const revisionTexts = await deleteRevisions(trx, found);
    await trx.deleteFrom('article_tag').where('article_id', 'in', found).execute();
    await trx.deleteFrom('articles').where('id', 'in', found).execute();
    const texts = [...rows.flatMap((r) => [r.article_cover, r.article_content]), ...commentTexts, ...revisionTexts];
    return { count: rows.length, names: uploadNamesIn(texts) };
  });
  // After commit: a failed transaction never loses a file.
  if (names.length > 0) await removeUnreferencedUploads(db, files, names);
  return count;
}
