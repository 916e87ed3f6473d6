import type { HeldItem } from '@protocol/api/spam';
import { LINK_STATUS } from '@protocol/codes';
import { TARGET } from '@protocol/interactionRules';
import type { DB } from '../../../db/database';
import { clampPaging, type Page } from '../../../lib/envelope';
import type { ReviewKind } from '../../spam';

/** One page of the items of `kind` waiting in the queue (or marked spam), oldest first. */
export async function heldPage(
  db: DB,
  kind: ReviewKind,
  current: number | undefined,
  size: number | undefined,
): Promise<Page<HeldItem>> {
  const paging = clampPaging(current, size, 20);
  const [rows, total] =
    kind === 'link'
      ? await Promise.all([
          db
            .selectFrom('links as l')
            .leftJoin('users as u', 'u.id', 'l.user_id')
            .select(['l.id', 'l.site_name', 'l.site_desc', 'l.url', 'l.createdAt', 'u.nick_name'])
            .where('l.status', '=', LINK_STATUS.pending)
            .orderBy('l.createdAt')
            .orderBy('l.id')
            .limit(paging.size)
            .offset(paging.offset)
            .execute()
            .then((links) =>
              links.map((l) => ({
                id: l.id,
                content: `${l.site_name} ${l.url} ${l.site_desc}`,
                author: l.nick_name ?? '',
                state: 'held',
                createdAt: l.createdAt,
              })),
            ),
          db
            .selectFrom('links')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', LINK_STATUS.pending)
            .executeTakeFirstOrThrow(),
        ])
      : kind === 'message'
        ? await Promise.all([
            db
              .selectFrom('messages')
              .select(['id', 'message as content', 'nick_name as author', 'review_state as state', 'createdAt'])
              .where('review_state', '<>', 'published')
              .orderBy('createdAt')
              .orderBy('id')
              .limit(paging.size)
              .offset(paging.offset)
              .execute(),
            db
              .selectFrom('messages')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('review_state', '<>', 'published')
              .executeTakeFirstOrThrow(),
          ])
        : await Promise.all([
            db
              .selectFrom('comments as c')
              .innerJoin('users as u', 'u.id', 'c.from_id')
              .select(['c.id', 'c.content', 'u.nick_name as author', 'c.review_state as state', 'c.createdAt'])
              .where('c.review_state', '<>', 'published')
              .where('c.type', kind === 'talk_comment' ? '=' : '<>', TARGET.talk)
              .orderBy('c.createdAt')
              .orderBy('c.id')
              .limit(paging.size)
              .offset(paging.offset)
              .execute(),
            db
              .selectFrom('comments')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('review_state', '<>', 'published')
              .where('type', kind === 'talk_comment' ? '=' : '<>', TARGET.talk)
              .executeTakeFirstOrThrow(),
          ]);
  return { current: paging.current, size: paging.size, total: Number(total.n), list: rows };
}
