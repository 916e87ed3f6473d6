import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_FONT_SIZE, MESSAGE_FONT_WEIGHT } from '@protocol/boardRules';
import { OptionalPagingFields } from '../../lib/paging';

// Raw text is bounded before sanitising (markup takes room); the stored text is checked again
// against the 555-character rule. Style numbers are bounded here: the real UI never sends others.
const Id = Type.Integer({ minimum: 1 });

const StyleFields = {
  message: Type.String({ maxLength: 5000 }),
  tag: Type.String({ maxLength: 200 }),
  color: Type.String({ maxLength: 32, default: '' }),
  bg_color: Type.String({ maxLength: 32, default: '' }),
  font_size: Type.Integer({ minimum: MESSAGE_FONT_SIZE.min, maximum: MESSAGE_FONT_SIZE.max, default: 16 }),
  font_weight: Type.Integer({
    minimum: MESSAGE_FONT_WEIGHT.min,
    maximum: MESSAGE_FONT_WEIGHT.max,
    multipleOf: 100,
    default: 400,
  }),
  bg_url: Type.String({ maxLength: 512, default: '' }),
};

/** Extra fields the original client sends (user_id, nick_name, ...) are accepted and ignored. */
export const AddMessageBody = Type.Object(StyleFields);
export type AddMessageBody = Static<typeof AddMessageBody>;

export const UpdateMessageBody = Type.Object({ id: Id, ...StyleFields });
export type UpdateMessageBody = Static<typeof UpdateMessageBody>;

export const DeleteMessagesBody = Type.Object({ idList: Type.Array(Id, { minItems: 1, maxItems: 50 }) });

export const MessagePageBody = Type.Object({
  ...OptionalPagingFields,
  tag: Type.Optional(Type.String({ maxLength: 200 })),
  message: Type.Optional(Type.String({ maxLength: 200 })),
});
export type MessagePageBody = Static<typeof MessagePageBody>;

export const MessageIdParams = Type.Object({ id: Id });

const itemFields = {
  id: Type.Integer(),
  message: Type.String(),
  /** True when the text is markup the client may render (sanitised, and it passes the markup rule). */
  is_markup: Type.Boolean(),
  color: Type.String(),
  font_size: Type.Integer(),
  font_weight: Type.Integer(),
  bg_color: Type.String(),
  bg_url: Type.String(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  nick_name: Type.String(),
  avatar: Type.String(),
  tag: Type.String(),
  like_times: Type.Integer(),
  comment_total: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** A post as the wall shows it (no per-reader field, so the wall can be cached). */
export const WallItem = Type.Object(itemFields);
export type WallItem = Static<typeof WallItem>;

/** A post with the reader's own like flag (absent for the server renderer). */
export const MessageItem = Type.Object({ ...itemFields, is_like: Type.Optional(Type.Boolean()) });
export type MessageItem = Static<typeof MessageItem>;

export const WallResult = Type.Object({ list: Type.Array(WallItem), total: Type.Integer() });
export const HotTag = Type.Object({ tag: Type.String(), count: Type.Integer() });
export const IdResult = Type.Object({ id: Type.Integer() });
export const DeletedResult = Type.Object({ deleted: Type.Integer() });
