import { now } from '../../../lib/time';
import type { Trx } from '../shared/cascade';

// An article's category and tags by name, created on the fly in the article's transaction
// (docs/admin-api.md): the editor and the importer name them, never their ids.

/** The category's id, created when no category has that name yet (race-safe: unique name). */
export async function categoryIdFor(trx: Trx, name: string): Promise<number> {
  const categoryName = name.trim();
  await trx
    .insertInto('categories')
    .values({ category_name: categoryName, createdAt: now() })
    .onConflict((oc) => oc.column('category_name').doNothing())
    .execute();
  const row = await trx
    .selectFrom('categories')
    .select('id')
    .where('category_name', '=', categoryName)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The tags' ids in the given order (duplicates and blanks dropped), each created when missing. */
export async function tagIdsFor(trx: Trx, names: readonly string[]): Promise<number[]> {
  const unique = [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 0))];
  const ids: number[] = [];
  for (const tagName of unique) {
    await trx
      .insertInto('tags')
      .values({ tag_name: tagName, createdAt: now() })
      .onConflict((oc) => oc.column('tag_name').doNothing())
      .execute();
    const row = await trx.selectFrom('tags').select('id').where('tag_name', '=', tagName).executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** Replaces the article's tags with `names` (created when missing). */
export async function setTags(trx: Trx, articleId: number, names: readonly string[]): Promise<void> {
  const tagIds = await tagIdsFor(trx, names);
  await trx.deleteFrom('article_tag').where('article_id', '=', articleId).execute();
  if (tagIds.length > 0)
    await trx
      .insertInto('article_tag')
      .values(tagIds.map((tag_id) => ({ article_id: articleId, tag_id })))
      .execute();
}
