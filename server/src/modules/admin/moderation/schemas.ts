import { Type, type Static } from '@sinclair/typebox';
import { Keyword, QueryPaging } from '../shared/schemas';

export {
  AdminChatRow as AdminChatMessage,
  AdminCommentRow as AdminComment,
  AdminMessageRow as AdminMessage,
} from '@protocol/adminRows';

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
