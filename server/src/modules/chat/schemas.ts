import { Type } from '@sinclair/typebox';

/** getChatList: page size and the id to continue before (null or absent: the newest). */
export const ListBody = Type.Object({
  size: Type.Optional(Type.Integer({ minimum: 1 })),
  last_id: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
});
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
