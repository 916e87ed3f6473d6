import type { DB } from '../../../db/database';
import { clampPaging } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { now } from '../../../lib/time';
import { deleteWhatHangsOn, type Trx } from '../shared/cascade';
import { removeReplacedUploads, removeUnreferencedUploads, uploadNamesIn, type UploadFiles } from '../../upload';
import { contains } from '../shared/like';
import { talkImages } from '../../talk';
import { publicCode, publicWord } from '../shared/status';
import type { TalkInput } from '@protocol/api/adminTalk';
import { TARGET } from '@protocol/interactionRules';
import { TALK_STATUS } from '@protocol/codes';

const TALK_MISSING = '说说不存在';

async function setImages(trx: Trx, talkId: number, urls: string[]): Promise<void> {
  await trx.deleteFrom('talk_photos').where('talk_id', '=', talkId).execute();
  if (urls.length > 0)
    await trx
      .insertInto('talk_photos')
      .values(urls.map((url, sort) => ({ talk_id: talkId, url, sort })))
      .execute();
}

/** Every talk (any status), pinned first then newest, with its images. */
export async function listTalks(
  db: DB,
  input: { current: number; size: number; status?: 'public' | 'private'; keyword?: string },
) {
  const { current, size, offset } = clampPaging(input.current, input.size);
  let query = db.selectFrom('talks');
  if (input.status === 'public') query = query.where('status', '=', TALK_STATUS.public);
  if (input.status === 'private') query = query.where('status', '!=', TALK_STATUS.public);
  const keyword = input.keyword;
  if (keyword) query = query.where((eb) => contains(eb.ref('content'), keyword));
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'content', 'status', 'is_top', 'like_times', 'createdAt', 'updatedAt'])
    .orderBy('is_top')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  const ids = rows.map((r) => r.id);
  const images = await talkImages(db, ids);
  const list = rows.map((r) => ({
    ...r,
    status: publicWord(r.status),
    is_top: Number(r.is_top),
    like_times: Number(r.like_times),
    talkImgList: images.get(r.id) ?? [],
  }));
  return { current, size, total: Number(total), list };
}

export async function createTalk(db: DB, userId: number, input: Partial<TalkInput> & { content: string }) {
  return db.transaction().execute(async (trx) => {
    const stamp = now();
    const { id } = await trx
      .insertInto('talks')
      .values({
        user_id: userId,
        content: input.content,
        status: publicCode(input.status ?? 'public'),
        is_top: input.is_top ?? 2,
        like_times: 0,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setImages(trx, id, input.talkImgList ?? []);
    return id;
  });
}

/**
 * Changes a talk; a given image list replaces the old one. After commit, the files the old text and
 * images named that nothing references any more are removed (docs/behaviour.md §11).
 */
export async function updateTalk(db: DB, files: UploadFiles, id: number, patch: Partial<TalkInput>): Promise<void> {
  const { before, after } = await db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('talks').select('content').where('id', '=', id).executeTakeFirst();
    if (!old) throw notFound(TALK_MISSING);
    const { talkImgList, status, ...plain } = patch;
    await trx
      .updateTable('talks')
      .set({ ...plain, ...(status ? { status: publicCode(status) } : {}), updatedAt: now() })
      .where('id', '=', id)
      .execute();
    const oldImages = (await trx.selectFrom('talk_photos').select('url').where('talk_id', '=', id).execute()).map(
      (p) => p.url,
    );
    if (talkImgList) await setImages(trx, id, talkImgList);
    return {
      before: [old.content, ...oldImages],
      after: [patch.content ?? old.content, ...(talkImgList ?? oldImages)],
    };
  });
  await removeReplacedUploads(db, files, before, after);
}

/** Deletes a talk with its images, comments, likes and notifications; then its unused files. */
export async function deleteTalk(db: DB, files: UploadFiles, id: number): Promise<void> {
  const names = await db.transaction().execute(async (trx) => {
    const talk = await trx.selectFrom('talks').select(['id', 'content']).where('id', '=', id).executeTakeFirst();
    if (!talk) throw notFound(TALK_MISSING);
    const photos = await trx.selectFrom('talk_photos').select('url').where('talk_id', '=', id).execute();
    const commentTexts = await deleteWhatHangsOn(trx, TARGET.talk, [id]);
    await trx.deleteFrom('talk_photos').where('talk_id', '=', id).execute();
    await trx.deleteFrom('talks').where('id', '=', id).execute();
    return uploadNamesIn([talk.content, ...photos.map((p) => p.url), ...commentTexts]);
  });
  if (names.length > 0) await removeUnreferencedUploads(db, files, names);
}
