import type { DB } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { now } from '../../lib/time';
import type { SeriesInput } from '@protocol/api/series';

// Creating a series (docs/behaviour.md §9.6), apart from the desk's reads: the importer creates
// series too, and this file needs nothing of the admin module that itself reads series.

const NAME_EMPTY = '专栏名称不能为空';
const NAME_TAKEN = '已有同名专栏';

/** The name as stored: trimmed, never empty, never another series' (the column is unique too). */
export async function cleanName(db: DB, name: string, exceptId = 0): Promise<string> {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(NAME_EMPTY);
  const taken = await db
    .selectFrom('series')
    .select('id')
    .where('name', '=', trimmed)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  if (taken) throw badRequest(NAME_TAKEN);
  return trimmed;
}

/** A new series, empty; its name cleaned as above. */
export async function createSeries(db: DB, input: SeriesInput & { name: string }): Promise<number> {
  const stamp = now();
  const { id } = await db
    .insertInto('series')
    .values({
      name: await cleanName(db, input.name),
      description: input.description ?? '',
      cover: input.cover ?? '',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The series of that name, created bare when missing (the importer's way to name one). */
export async function seriesIdNamed(db: DB, name: string): Promise<number> {
  const found = await db.selectFrom('series').select('id').where('name', '=', name).executeTakeFirst();
  return found?.id ?? createSeries(db, { name });
}
