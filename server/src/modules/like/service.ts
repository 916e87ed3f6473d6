import type { DB } from '../../db/database';
import { requireTarget, type TargetType } from '../../lib/interaction-targets';
import { businessError } from '../../lib/errors';
import { now } from '../../lib/time';
import type { LikeIdentity } from './identity';
import { ADDRESS_LIMIT_MESSAGE, ANONYMOUS_LIKES_PER_ADDRESS } from './limits';
import { TARGET } from '@protocol/interactionRules';

export interface LikeState {
  is_like: boolean;
  /** The target's like count after the change. */
  count: number;
}

/** Ids among `ids` that `identity` has liked, for `is_like` on lists. */
export async function likedIds(
  db: DB,
  identity: LikeIdentity | null,
  type: TargetType,
  ids: number[],
): Promise<Set<number>> {
  if (!identity || ids.length === 0) return new Set();
  let query = db.selectFrom('likes').select('for_id').where('type', '=', type).where('for_id', 'in', ids);
  query =
    identity.userId !== null
      ? query.where('user_id', '=', identity.userId)
      : query.where('visitor', '=', identity.visitor);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.for_id));
}

export async function isLiked(db: DB, identity: LikeIdentity | null, type: TargetType, id: number): Promise<boolean> {
  return (await likedIds(db, identity, type, [id])).has(id);
}

/**
 * Likes once per identity: the unique constraints make a second like a no-op, and the count moves
 * only when a row was really inserted, in the same transaction. An anonymous like also counts against
 * its client address (`address`, a keyed hash): past ANONYMOUS_LIKES_PER_ADDRESS on one target the
 * whole transaction is undone. The count's UPDATE comes first, so on PostgreSQL concurrent likes on
 * one target wait for each other's row lock and each then counts the others' committed rows.
 */
export async function addLike(
  db: DB,
  identity: LikeIdentity,
  type: TargetType,
  id: number,
  address: string | null,
): Promise<LikeState> {
  return db.transaction().execute(async (trx) => {
    await requireTarget(trx, type, id);
    const anonymousAddress = identity.userId === null ? address : null;
    const inserted = await trx
      .insertInto('likes')
      .values({
        type,
        for_id: id,
        user_id: identity.userId,
        visitor: identity.visitor,
        address: anonymousAddress,
        createdAt: now(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await bumpCount(trx, type, id, +1);
      if (anonymousAddress !== null) await boundAddress(trx, type, id, anonymousAddress);
    }
    return { is_like: true, count: await readCount(trx, type, id) };
  });
}

/** Throws (undoing the like) when the address now has more anonymous likes on the target than allowed. */
async function boundAddress(db: DB, type: TargetType, id: number, address: string): Promise<void> {
  const { likes } = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number>().as('likes'))
    .where('type', '=', type)
    .where('for_id', '=', id)
    .where('address', '=', address)
    .executeTakeFirstOrThrow();
  if (Number(likes) > ANONYMOUS_LIKES_PER_ADDRESS) throw businessError(ADDRESS_LIMIT_MESSAGE);
}

/** Removes the identity's like; the count drops only when a row went, and never below zero. */
export async function cancelLike(db: DB, identity: LikeIdentity, type: TargetType, id: number): Promise<LikeState> {
  return db.transaction().execute(async (trx) => {
    await requireTarget(trx, type, id);
    let remove = trx.deleteFrom('likes').where('type', '=', type).where('for_id', '=', id);
    remove =
      identity.userId !== null
        ? remove.where('user_id', '=', identity.userId)
        : remove.where('visitor', '=', identity.visitor);
    const result = await remove.executeTakeFirst();
    if (Number(result.numDeletedRows) > 0) await bumpCount(trx, type, id, -1);
    return { is_like: false, count: await readCount(trx, type, id) };
  });
}

/** `count = count ± 1`, guarded by `count > 0` when lowering so it can never go negative. */
async function bumpCount(db: DB, type: TargetType, id: number, delta: 1 | -1): Promise<void> {
  switch (type) {
    case TARGET.article: {
      let q = db
        .updateTable('articles')
        .set((eb) => ({ thumbs_up_times: eb('thumbs_up_times', '+', delta) }))
        .where('id', '=', id);
      if (delta < 0) q = q.where('thumbs_up_times', '>', 0);
      await q.execute();
      return;
    }
    case TARGET.talk: {
      let q = db
        .updateTable('talks')
        .set((eb) => ({ like_times: eb('like_times', '+', delta) }))
        .where('id', '=', id);
      if (delta < 0) q = q.where('like_times', '>', 0);
      await q.execute();
      return;
    }
    case TARGET.message: {
      let q = db
        .updateTable('messages')
        .set((eb) => ({ like_times: eb('like_times', '+', delta) }))
        .where('id', '=', id);
      if (delta < 0) q = q.where('like_times', '>', 0);
      await q.execute();
      return;
    }
    case TARGET.comment: {
      let q = db
        .updateTable('comments')
        .set((eb) => ({ thumbs_up: eb('thumbs_up', '+', delta) }))
        .where('id', '=', id);
      if (delta < 0) q = q.where('thumbs_up', '>', 0);
      await q.execute();
      return;
    }
  }
}

async function readCount(db: DB, type: TargetType, id: number): Promise<number> {
  switch (type) {
    case TARGET.article:
      return Number(
        (await db.selectFrom('articles').select('thumbs_up_times as n').where('id', '=', id).executeTakeFirst())?.n ??
          0,
      );
    case TARGET.talk:
      return Number(
        (await db.selectFrom('talks').select('like_times as n').where('id', '=', id).executeTakeFirst())?.n ?? 0,
      );
    case TARGET.message:
      return Number(
        (await db.selectFrom('messages').select('like_times as n').where('id', '=', id).executeTakeFirst())?.n ?? 0,
      );
    case TARGET.comment:
      return Number(
        (await db.selectFrom('comments').select('thumbs_up as n').where('id', '=', id).executeTakeFirst())?.n ?? 0,
      );
  }
}
