import type { DB } from '../../db/database';
import type { PageHeaderRow as PageHeader } from '@protocol/adminRows';

/** Every page header, in id order (a handful of rows; the SPA keeps them in its theme store, docs/behaviour.md §2.4). */
export function listPageHeaders(db: DB): Promise<PageHeader[]> {
  return db.selectFrom('page_headers').select(['id', 'route_name', 'bg_url']).orderBy('id').execute();
}
