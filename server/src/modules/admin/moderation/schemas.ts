import { Type, type Static } from '@sinclair/typebox';
import { Keyword, QueryPaging } from '../shared/schemas';

export const CommentQuery = Type.Object({
  ...QueryPaging,
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  keyword: Type.Optional(Keyword),
});
export const MessageQuery = Type.Object({ ...QueryPaging, keyword: Type.Optional(Keyword) });
export const ChatQuery = Type.Object({
  ...QueryPaging,
  keyword: Type.Optional(Keyword),
  user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
/** What the three moderation lists are asked with. */
export type ModerationQuery = Static<typeof CommentQuery> & Partial<Static<typeof ChatQuery>>;

export const AdminComment = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  for_id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  from_id: Type.Integer(),
  from_name: Type.String(),
  to_id: Type.Union([Type.Integer(), Type.Null()]),
  to_name: Type.String(),
  content: Type.String(),
  thumbs_up: Type.Integer(),
  createdAt: Type.String(),
});

export const AdminMessage = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  nick_name: Type.String(),
  tag: Type.String(),
  like_times: Type.Integer(),
  createdAt: Type.String(),
});

export const AdminChatMessage = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  nick_name: Type.String(),
  content: Type.String(),
  content_type: Type.String(),
  createdAt: Type.String(),
});
