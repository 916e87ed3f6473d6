import { Type } from '@sinclair/typebox';
import { PageSize } from '../../lib/paging';

/** getChatList: page size and the id to continue before (null or absent: the newest). */
export const ListBody = Type.Object({
  size: Type.Optional(PageSize()),
  last_id: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
});
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
