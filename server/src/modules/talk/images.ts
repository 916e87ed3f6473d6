import type { DB } from '../../db/database';

/** Each talk's image urls in their sort order, for the public talk list and the admin table alike. */
export async function talkImages(db: DB, talkIds: number[]): Promise<Map<number, string[]>> {
  const images = new Map<number, string[]>();
  if (talkIds.length === 0) return images;
  const photos = await db
    .selectFrom('talk_photos')
    .select(['talk_id', 'url'])
    .where('talk_id', 'in', talkIds)
    .orderBy('talk_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  for (const photo of photos) images.set(photo.talk_id, [...(images.get(photo.talk_id) ?? []), photo.url]);
  return images;
}
