import type { DB } from '../../db/database';
import type { SiteConfig } from '../../db/schema';
import { now } from '../../lib/time';

/** The single site configuration row (the one with the lowest id), or undefined before setup. */
export function getSiteConfig(db: DB): Promise<SiteConfig | undefined> {
  return db.selectFrom('config').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

/**
 * Adds one page view atomically (`view_time = view_time + 1` in SQL, so concurrent visits never
 * lose a count) and answers the new total; undefined when there is no config row yet.
 */
export async function addView(db: DB): Promise<number | undefined> {
  const row = await getSiteConfig(db);
  if (!row) return undefined;
  const updated = await db
    .updateTable('config')
    .set((eb) => ({ view_time: eb('view_time', '+', 1) }))
    .where('id', '=', row.id)
    .returning('view_time')
    .executeTakeFirst();
  await countDailyView(db);
  return updated ? Number(updated.view_time) : undefined;
}

/** One more view for today in daily_views (the admin dashboard's 30-day chart). */
async function countDailyView(db: DB): Promise<void> {
  const day = now().slice(0, 10);
  await db
    .insertInto('daily_views')
    .values({ day, views: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ views: eb('daily_views.views', '+', 1) })))
    .execute();
}
