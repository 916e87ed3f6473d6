import type { Static } from '@sinclair/typebox';
import type { DB } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { AlbumItem, PhotoItem } from '@protocol/api/photo';
import { ALBUM_STATUS } from '@protocol/codes';

/** Only public albums and public photos of public albums are ever shown. */
export const PUBLIC_ALBUM = ALBUM_STATUS.public;
export const PUBLIC_PHOTO = ALBUM_STATUS.public;
export const ALBUM_MISSING = '相册不存在或未公开';

/** Public albums in display order (sort, then id). */
export async function publicAlbums(db: DB): Promise<Array<Static<typeof AlbumItem>>> {
  const rows = await db
    .selectFrom('albums as a')
    .where('a.status', '=', PUBLIC_ALBUM)
    .select(['a.id', 'a.album_name', 'a.album_cover', 'a.description'])
    .select((eb) =>
      eb
        .selectFrom('photos as p')
        .select('p.url')
        .whereRef('p.album_id', '=', 'a.id')
        .where('p.status', '=', PUBLIC_PHOTO)
        .orderBy('p.sort')
        .orderBy('p.id')
        .limit(1)
        .as('first_photo'),
    )
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute();
  return rows.map(({ first_photo, ...album }) => ({
    ...album,
    album_cover: album.album_cover || (first_photo ?? ''),
  }));
}

/** The public photos of a public album in the author's order (sort, then oldest first); a private or missing album is the same 404. */
export async function albumPhotos(db: DB, albumId: number): Promise<Array<Static<typeof PhotoItem>>> {
  const album = await db
    .selectFrom('albums')
    .select('id')
    .where('id', '=', albumId)
    .where('status', '=', PUBLIC_ALBUM)
    .executeTakeFirst();
  if (!album) throw notFound(ALBUM_MISSING);
  return db
    .selectFrom('photos')
    .select(['id', 'url'])
    .where('album_id', '=', albumId)
    .where('status', '=', PUBLIC_PHOTO)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
