import { Type, type Static } from '@sinclair/typebox';
import { QueryPaging } from '../shared/schemas';

export const ListQuery = Type.Object({ ...QueryPaging, keyword: Type.Optional(Type.String({ maxLength: 32 })) });

export const UpdateBody = Type.Object(
  { role: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])), disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateBody = Static<typeof UpdateBody>;

export const AdminUserRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nick_name: Type.String(),
  avatar: Type.String(),
  role: Type.Integer(),
  disabled: Type.Boolean(),
  createdAt: Type.String(),
});
