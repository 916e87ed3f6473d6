import { Type, type Static } from '@sinclair/typebox';
import { contract } from './contract';
import { EmptyEnvelope, Paged } from './envelope';
import { OptionalPagingFields } from './paging';

// docs/behaviour.md §5.2 Notifications: list, mark read, delete — all acting on the token's user only.
// They change nothing a cached page shows, so they invalidate nothing.

/** One notification of the token's user (isView 1 unread, 2 read). */
export const Notification = Type.Object({
  id: Type.Integer(),
  type: Type.Integer({
    description: '1 文章 2 说说 3 留言板 4 后台 5 账号安全 · 1 article, 2 talk, 3 board, 4 admin, 5 account security',
  }),
  to_id: Type.Integer(),
  message: Type.String(),
  isView: Type.Integer(),
  createdAt: Type.String(),
});
export type Notification = Static<typeof Notification>;

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const tag = 'notify';

export const notifyContracts = {
  list: contract({
    method: 'POST',
    path: '/api/notify/getNotifyList',
    tag,
    summary: '我的通知（未读在前） · My notifications, unread first',
    auth: 'user',
    // `userId` may be sent but is ignored: the token decides whose list it is.
    body: Type.Optional(
      Type.Object({
        ...OptionalPagingFields,
        userId: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
      }),
    ),
    response: Paged(Notification),
    failures: [400],
    invalidates: [],
  }),
  markRead: contract({
    method: 'PUT',
    path: '/api/notify/update/:id',
    tag,
    summary: '标记为已读 · Mark as read',
    auth: 'user',
    params: IdParams,
    response: EmptyEnvelope(),
    failures: [400],
    invalidates: [],
  }),
  remove: contract({
    method: 'PUT',
    path: '/api/notify/delete/:id',
    tag,
    summary: '删除通知 · Delete a notification',
    auth: 'user',
    params: IdParams,
    response: EmptyEnvelope(),
    failures: [400],
    invalidates: [],
  }),
};
