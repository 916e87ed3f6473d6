import type { DB } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { now } from '../../lib/time';
import type { SeriesInput } from '@protocol/api/series';
import { statusWord } from '../admin';
import { SERIES_MISSING } from './membership';
import { cleanName } from './create';

// The author's series (docs/behaviour.md §9.6): written on the desk; a post's place is its
// `series_order`, ascending, ties by id.

const ORDER_MISMATCH = '排序须恰好列出专栏中的全部文章';

const SERIES_COLUMNS = ['s.id', 's.name', 's.description', 's.cover', 's.createdAt', 's.updatedAt'] as const;

/** Every series with how many posts it holds, of any status; newest first. */
export async function listSeriesForDesk(db: DB) {
  const rows = await db
    .selectFrom('series as s')
    .select(SERIES_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('articles as a')
        .select((a) => a.fn.countAll<number>().as('n'))
        .whereRef('a.series_id', '=', 's.id')
        .as('postCount'),
    )
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, postCount: Number(r.postCount ?? 0) }));
}

/** One series with every post in it, any status, in order; 404 when missing. */
export async function seriesForDesk(db: DB, id: number) {
  const series = (await listSeriesForDesk(db)).find((s) => s.id === id);
  if (!series) throw notFound(SERIES_MISSING);
  const posts = await db
    .selectFrom('articles')
    .select(['id', 'article_title', 'status'])
    .where('series_id', '=', id)
    .orderBy('series_order')
    .orderBy('id')
    .execute();
  return { series, posts: posts.map((p) => ({ ...p, status: statusWord(p.status) })) };
}

export async function updateSeries(db: DB, id: number, patch: SeriesInput): Promise<void> {
  await requireSeries(db, id);
  const name = patch.name === undefined ? {} : { name: await cleanName(db, patch.name, id) };
  await db
    .updateTable('series')
    .set({ ...patch, ...name, updatedAt: now() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the series; its posts stay, in no series (docs/behaviour.md §9.6). */
export async function deleteSeries(db: DB, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('articles').set({ series_id: null, series_order: 0 }).where('series_id', '=', id).execute();
    const result = await trx.deleteFrom('series').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(SERIES_MISSING);
  });
}

/** 404 unless the series exists. */
export async function requireSeries(db: DB, id: number): Promise<void> {
  const row = await db.selectFrom('series').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SERIES_MISSING);
}

/** Places the series' posts in the order given: the list names each of its posts exactly once. */
export async function orderSeries(db: DB, id: number, idList: number[]): Promise<void> {
  await requireSeries(db, id);
  await db.transaction().execute(async (trx) => {
    const held = await trx.selectFrom('articles').select('id').where('series_id', '=', id).execute();
    const heldIds = new Set(held.map((r) => r.id));
    if (held.length !== idList.length || !idList.every((postId) => heldIds.has(postId)))
      throw badRequest(ORDER_MISMATCH);
    for (const [index, postId] of idList.entries())
      await trx
        .updateTable('articles')
        .set({ series_order: index + 1 })
        .where('id', '=', postId)
        .execute();
  });
}
