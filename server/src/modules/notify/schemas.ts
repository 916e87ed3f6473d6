import { Type } from '@sinclair/typebox';
import { OptionalPagingFields } from '../../lib/paging';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParamsT = { id: number };

/** docs/behaviour.md §5.2: `userId` may be sent but is ignored — the token decides whose list it is. */
export const ListBody = Type.Object({
  ...OptionalPagingFields,
  userId: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
});
export type ListBodyT = { current?: number; size?: number };
