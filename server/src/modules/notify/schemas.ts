import { Type } from '@sinclair/typebox';
import { OptionalPagingFields } from '../../lib/paging';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** docs/behaviour.md §5.2: `userId` may be sent but is ignored — the token decides whose list it is. */
export const ListBody = Type.Object({
  ...OptionalPagingFields,
  userId: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
});

/** One notification of the token's user (docs/behaviour.md §5.2; isView 1 unread, 2 read). */
export const Notification = Type.Object({
  id: Type.Integer(),
  type: Type.Integer({ description: '1 文章 2 说说 3 留言板 4 后台 · 1 article, 2 talk, 3 board, 4 admin' }),
  to_id: Type.Integer(),
  message: Type.String(),
  isView: Type.Integer(),
  createdAt: Type.String(),
});
