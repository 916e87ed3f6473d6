import type { DB } from '../../../db/database';
import { businessError, notFound } from '../../../lib/errors';
import type { BannerInput } from '@protocol/api/adminPageHeader';

const MISSING = '横幅不存在';
const TAKEN = '该页面已有横幅';

async function nameTaken(db: DB, routeName: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .selectFrom('page_headers')
    .select('id')
    .where('route_name', '=', routeName)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function createBanner(db: DB, input: BannerInput): Promise<number> {
  if (await nameTaken(db, input.route_name)) throw businessError(TAKEN);
  const { id } = await db.insertInto('page_headers').values(input).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateBanner(db: DB, id: number, patch: Partial<BannerInput>): Promise<void> {
  if (patch.route_name && (await nameTaken(db, patch.route_name, id))) throw businessError(TAKEN);
  const result = await db.updateTable('page_headers').set(patch).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(MISSING);
}

export async function deleteBanner(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom('page_headers').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(MISSING);
}
