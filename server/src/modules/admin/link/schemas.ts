import { Type, type Static } from '@sinclair/typebox';
import { LinkStatus as Status } from '@protocol/adminRows';
import { Keyword, QueryPaging } from '../shared/schemas';

export { AdminLinkRow as AdminLink } from '@protocol/adminRows';

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
