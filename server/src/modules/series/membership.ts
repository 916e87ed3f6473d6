import type { DB } from '../../db/database';
import { badRequest } from '../../lib/errors';

export const SERIES_MISSING = '专栏不存在';

/**
 * The columns that put a post in a series (the admin article API, the importer): the series must
 * exist (400 专栏不存在 otherwise); a post joining one goes last unless its place is given; null
 * takes it out.
 */
export async function seriesColumns(
  db: DB,
  seriesId: number | null,
  order?: number,
): Promise<{ series_id: number | null; series_order: number }> {
  if (seriesId === null) return { series_id: null, series_order: 0 };
  const row = await db.selectFrom('series').select('id').where('id', '=', seriesId).executeTakeFirst();
  if (!row) throw badRequest(SERIES_MISSING);
  if (order !== undefined) return { series_id: seriesId, series_order: order };
  const last = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.max('series_order').as('last'))
    .where('series_id', '=', seriesId)
    .executeTakeFirst();
  return { series_id: seriesId, series_order: Number(last?.last ?? 0) + 1 };
}
