import { Type, type Static } from '@sinclair/typebox';
import { AdminLinkRow, LinkStatus } from '../adminRows';
import { listAt, removeAt, updateAt } from './adminCrud';
import { Keyword, QueryPaging } from './adminSchemas';
import { CacheTag } from './cacheTags';
import { EmptyEnvelope, Paged } from './envelope';

// The friend-link review queue on the desk. Every change may change the public list (the cached
// /link/list page, docs/caching.md).

const ListQuery = Type.Object({
  ...QueryPaging,
  status: Type.Union([LinkStatus, Type.Literal('all')], { default: 'pending' }),
  keyword: Type.Optional(Keyword),
});
export type LinkListQuery = Static<typeof ListQuery>;

const path = '/api/admin/link';
const written = [CacheTag.links];

export const adminLinkContracts = {
  list: listAt(
    path,
    '友链审核队列（待审、已通过、已拒绝、全部） · Friend-link review queue',
    Paged(AdminLinkRow),
    ListQuery,
  ),
  review: updateAt(
    path,
    '通过或拒绝友链 · Approve or reject a friend link',
    Type.Object(
      { status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]) },
      { additionalProperties: false },
    ),
    written,
    EmptyEnvelope(),
  ),
  remove: removeAt(path, '删除友链 · Delete a friend link', written),
};
