import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import { now } from '../../../lib/time';
import { removeUnreferencedUploads, uploadNamesIn, type UploadFiles } from '../../upload';
import { publicCode, publicWord } from '../shared/status';
import type { AlbumInput } from '@protocol/api/adminAlbum';

export const ALBUM_MISSING = '相册不存在';

/** Every album (any status) in display order, with its photo count. */
export async function listAlbums(db: DB) {
  const rows = await db
    .selectFrom('albums as a')
    .select(['a.id', 'a.album_name', 'a.album_cover', 'a.description', 'a.status', 'a.createdAt'])
    .select((eb) =>
      eb
        .selectFrom('photos as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.album_id', '=', 'a.id')
        .as('photoCount'),
    )
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({ ...r, status: publicWord(r.status), photoCount: Number(r.photoCount ?? 0) }));
}

export async function requireAlbum(db: DB, id: number): Promise<void> {
  const row = await db.selectFrom('albums').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ALBUM_MISSING);
}

export async function createAlbum(db: DB, input: Partial<AlbumInput> & { album_name: string }): Promise<number> {
  const { id } = await db
    .insertInto('albums')
    .values({
      album_name: input.album_name,
      album_cover: input.album_cover ?? '',
      description: input.description ?? '',
      status: publicCode(input.status ?? 'public'),
      createdAt: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateAlbum(db: DB, id: number, patch: Partial<AlbumInput>): Promise<void> {
  await requireAlbum(db, id);
  const { status, ...plain } = patch;
  await db
    .updateTable('albums')
    .set({ ...plain, ...(status ? { status: publicCode(status) } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Deletes an album and its photos in one transaction, then the files nothing else uses. */
export async function deleteAlbum(db: DB, files: UploadFiles, id: number): Promise<void> {
  const names = await db.transaction().execute(async (trx) => {
    const album = await trx.selectFrom('albums').select('album_cover').where('id', '=', id).executeTakeFirst();
    if (!album) throw notFound(ALBUM_MISSING);
    const photos = await trx.selectFrom('photos').select('url').where('album_id', '=', id).execute();
    await trx.deleteFrom('photos').where('album_id', '=', id).execute();
    await trx.deleteFrom('albums').where('id', '=', id).execute();
    return uploadNamesIn([album.album_cover, ...photos.map((p) => p.url)]);
  });
  if (names.length > 0) await removeUnreferencedUploads(db, files, names);
}

export async function listPhotos(db: DB, albumId: number) {
  await requireAlbum(db, albumId);
  return db
    .selectFrom('photos')
    .select(['id', 'url', 'sort', 'createdAt'])
    .where('album_id', '=', albumId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Appends photos (after the album's last one) in one transaction. */
export async function addPhotos(db: DB, albumId: number, urls: string[]) {
  return db.transaction().execute(async (trx) => {
    const album = await trx.selectFrom('albums').select('id').where('id', '=', albumId).executeTakeFirst();
    if (!album) throw notFound(ALBUM_MISSING);
    const last = await trx
      .selectFrom('photos')
      .select((eb) => eb.fn.max('sort').as('max'))
      .where('album_id', '=', albumId)
      .executeTakeFirst();
    const start = Number(last?.max ?? -1) + 1;
    const stamp = now();
    const list: Array<{ id: number; url: string }> = [];
    for (const [i, url] of urls.entries()) {
      const { id } = await trx
        .insertInto('photos')
        .values({ album_id: albumId, url, sort: start + i, createdAt: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      list.push({ id, url });
    }
    return list;
  });
}

/** Gives the listed photos of the album the order of the list; ids of other albums are ignored. */
export async function orderPhotos(db: DB, albumId: number, idList: number[]): Promise<void> {
  await requireAlbum(db, albumId);
  await db.transaction().execute(async (trx) => {
    for (const [sort, id] of idList.entries())
      await trx.updateTable('photos').set({ sort }).where('id', '=', id).where('album_id', '=', albumId).execute();
  });
}

/** Deletes photos, then their files when nothing else uses them. */
export async function deletePhotos(db: DB, files: UploadFiles, idList: number[]): Promise<number> {
  const { count, names } = await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('photos').select('url').where('id', 'in', idList).execute();
    await trx.deleteFrom('photos').where('id', 'in', idList).execute();
    return { count: rows.length, names: uploadNamesIn(rows.map((r) => r.url)) };
  });
  if (names.length > 0) await removeUnreferencedUploads(db, files, names);
  return count;
}
