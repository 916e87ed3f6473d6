import type { DB } from '../../../db/database';
import { clampPaging } from '../../../lib/envelope';
import { businessError, notFound } from '../../../lib/errors';
import { now } from '../../../lib/time';
import { contains } from '../shared/like';
import type { CategoryInput, SiteInput } from '@protocol/api/adminResource';

const CATEGORY_MISSING = '资源分类不存在';
const SITE_MISSING = '资源站点不存在';
const DUPLICATE_KEY = '同一列表中已有相同标识的分类';

export async function listCategories(db: DB, type?: 'front' | 'back') {
  let query = db.selectFrom('resource_categories as c');
  if (type) query = query.where('c.type', '=', type);
  const rows = await query
    .select(['c.id', 'c.type', 'c.key', 'c.name', 'c.description', 'c.sort'])
    .select((eb) =>
      eb
        .selectFrom('resource_sites as s')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('s.category_id', '=', 'c.id')
        .as('siteCount'),
    )
    .orderBy('c.type')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, siteCount: Number(r.siteCount ?? 0) }));
}

async function keyTaken(db: DB, type: string, key: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .selectFrom('resource_categories')
    .select('id')
    .where('type', '=', type as 'front' | 'back')
    .where('key', '=', key)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function createCategory(
  db: DB,
  input: Partial<CategoryInput> & Pick<CategoryInput, 'type' | 'key' | 'name'>,
) {
  if (await keyTaken(db, input.type, input.key)) throw businessError(DUPLICATE_KEY);
  const { id } = await db
    .insertInto('resource_categories')
    .values({
      type: input.type,
      key: input.key,
      name: input.name,
      description: input.description ?? '',
      sort: input.sort ?? 0,
      createdAt: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCategory(db: DB, id: number, patch: Partial<CategoryInput>): Promise<void> {
  const row = await db
    .selectFrom('resource_categories')
    .select(['type', 'key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(CATEGORY_MISSING);
  if (await keyTaken(db, patch.type ?? row.type, patch.key ?? row.key, id)) throw businessError(DUPLICATE_KEY);
  await db.updateTable('resource_categories').set(patch).where('id', '=', id).execute();
}

/** Deletes a category and its sites in one transaction. */
export async function deleteCategory(db: DB, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('resource_sites').where('category_id', '=', id).execute();
    const result = await trx.deleteFrom('resource_categories').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(CATEGORY_MISSING);
  });
}

export async function listSites(
  db: DB,
  input: { current: number; size: number; category_id?: number; keyword?: string },
) {
  const { current, size, offset } = clampPaging(input.current, input.size);
  let query = db.selectFrom('resource_sites');
  if (input.category_id) query = query.where('category_id', '=', input.category_id);
  const keyword = input.keyword;
  if (keyword)
    query = query.where((eb) => eb.or([contains(eb.ref('name'), keyword), contains(eb.ref('url'), keyword)]));
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const list = await query
    .select(['id', 'category_id', 'name', 'url', 'description', 'icon', 'sort'])
    .orderBy('category_id')
    .orderBy('sort')
    .orderBy('id')
    .limit(size)
    .offset(offset)
    .execute();
  return { current, size, total: Number(total), list };
}

async function requireCategory(db: DB, id: number): Promise<void> {
  const row = await db.selectFrom('resource_categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CATEGORY_MISSING);
}

export async function createSite(db: DB, input: Partial<SiteInput> & Pick<SiteInput, 'category_id' | 'name' | 'url'>) {
  await requireCategory(db, input.category_id);
  const { id } = await db
    .insertInto('resource_sites')
    .values({
      category_id: input.category_id,
      name: input.name,
      url: input.url,
      description: input.description ?? '',
      icon: input.icon ?? '',
      sort: input.sort ?? 0,
      createdAt: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSite(db: DB, id: number, patch: Partial<SiteInput>): Promise<void> {
  if (patch.category_id) await requireCategory(db, patch.category_id);
  const result = await db.updateTable('resource_sites').set(patch).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(SITE_MISSING);
}

export async function deleteSite(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom('resource_sites').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(SITE_MISSING);
}
