import { Type, type Static } from '@sinclair/typebox';
import { QueryPaging } from '../shared/schemas';

export { AdminUserRow } from '@protocol/adminRows';

export const ListQuery = Type.Object({ ...QueryPaging, keyword: Type.Optional(Type.String({ maxLength: 32 })) });

export const UpdateBody = Type.Object(
  { role: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])), disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateBody = Static<typeof UpdateBody>;
