import { Type, type Static } from '@sinclair/typebox';
import { Keyword, QueryPaging } from '../shared/schemas';

const Status = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

export const ListQuery = Type.Object({
  ...QueryPaging,
  status: Type.Union([Status, Type.Literal('all')], { default: 'pending' }),
  keyword: Type.Optional(Keyword),
});
export type ListQuery = Static<typeof ListQuery>;

export const ReviewBody = Type.Object(
  { status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]) },
  { additionalProperties: false },
);

export const AdminLink = Type.Object({
  id: Type.Integer(),
  site_name: Type.String(),
  site_desc: Type.String(),
  site_avatar: Type.String(),
  url: Type.String(),
  status: Status,
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  nick_name: Type.String(),
  createdAt: Type.String(),
});
