import { Type } from '@sinclair/typebox';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParamsT = { id: number };

/** docs/behaviour.md §5.2: `userId` may be sent but is ignored — the token decides whose list it is. */
export const ListBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  userId: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
});
export type ListBodyT = { current?: number; size?: number };
