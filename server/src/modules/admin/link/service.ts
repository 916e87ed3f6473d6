import type { DB } from '../../../db/database';
import { clampPaging } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { LINK_STATUS, linkStatusName } from '../../link';
import { contains } from '../shared/like';
import type { LinkListQuery as ListQuery } from '@protocol/api/adminLink';

/** The review queue: links of one state (or all), oldest first, with the applicant's nick name. */
export async function listLinks(db: DB, input: ListQuery) {
  const { current, size, offset } = clampPaging(input.current, input.size, 20);
  let query = db.selectFrom('links as l').leftJoin('users as u', 'u.id', 'l.user_id');
  if (input.status !== 'all') query = query.where('l.status', '=', LINK_STATUS[input.status]);
  const keyword = input.keyword;
  if (keyword)
    query = query.where((eb) => eb.or([contains(eb.ref('l.site_name'), keyword), contains(eb.ref('l.url'), keyword)]));
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'l.id',
      'l.site_name',
      'l.site_desc',
      'l.site_avatar',
      'l.url',
      'l.status',
      'l.user_id',
      'u.nick_name',
      'l.createdAt',
    ])
    .orderBy('l.createdAt')
    .orderBy('l.id')
    .limit(size)
    .offset(offset)
    .execute();
  const list = rows.map((r) => ({
    ...r,
    status: linkStatusName(r.status),
    nick_name: r.nick_name ?? '',
  }));
  return { current, size, total: Number(total), list };
}

export async function deleteLink(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom('links').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('友链不存在');
}
