import type { Static } from '@sinclair/typebox';
import type { DB } from '../../db/database';
import { notFound } from '../../lib/errors';
import { RESOURCE_TYPES, type CategoryItem, type ResourceType, type SiteList } from '@protocol/api/resource';

const CATEGORY_MISSING = '资源分类不存在';

function requireType(type: string): ResourceType {
  const known = RESOURCE_TYPES.find((t) => t === type);
  if (!known) throw notFound(CATEGORY_MISSING);
  return known;
}

/** The categories of one list in display order, each with its number of sites. */
export async function categoryList(db: DB, rawType: string): Promise<Array<Static<typeof CategoryItem>>> {
  const type = requireType(rawType);
  const rows = await db
    .selectFrom('resource_categories as c')
    .where('c.type', '=', type)
    .select(['c.id', 'c.type', 'c.key', 'c.name', 'c.description'])
    .select((eb) =>
      eb
        .selectFrom('resource_sites as s')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('s.category_id', '=', 'c.id')
        .as('siteCount'),
    )
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({ ...row, siteCount: Number(row.siteCount ?? 0) }));
}

/** One category and its sites in display order; an unknown type or key is a 404. */
export async function siteList(db: DB, rawType: string, key: string): Promise<Static<typeof SiteList>> {
  const type = requireType(rawType);
  const category = await db
    .selectFrom('resource_categories')
    .select(['id', 'type', 'key', 'name', 'description'])
    .where('type', '=', type)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!category) throw notFound(CATEGORY_MISSING);
  const list = await db
    .selectFrom('resource_sites')
    .select(['id', 'name', 'url', 'description', 'icon'])
    .where('category_id', '=', category.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return { category, list };
}
