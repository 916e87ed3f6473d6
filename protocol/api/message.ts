import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_FONT_SIZE, MESSAGE_FONT_WEIGHT } from '../boardRules';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { EmptyEnvelope, Envelope, Paged } from './envelope';
import { OptionalPagingFields } from './paging';
import { FormGuardFields } from './spam';

// The message board (留言板, docs/behaviour.md §2): reading, anonymous or signed posting, editing
// and deleting own posts.
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
export const AddMessageBody = Type.Object({
  ...StyleFields,
  ...FormGuardFields,
  /** An anonymous writer's address for reply mail (docs/behaviour.md §5.5): stored, never answered. */
  email: Type.Optional(Type.String({ maxLength: 255 })),
});
export type AddMessageBody = Static<typeof AddMessageBody>;

export const UpdateMessageBody = Type.Object({ id: Id, ...StyleFields });
export type UpdateMessageBody = Static<typeof UpdateMessageBody>;

const DeleteMessagesBody = Type.Object({ idList: Type.Array(Id, { minItems: 1, maxItems: 50 }) });

export const MessagePageBody = Type.Object({
  ...OptionalPagingFields,
  tag: Type.Optional(Type.String({ maxLength: 200 })),
  message: Type.Optional(Type.String({ maxLength: 200 })),
});
export type MessagePageBody = Static<typeof MessagePageBody>;

const MessageIdParams = Type.Object({ id: Id });

const itemFields = {
  id: Type.Integer(),
  /** Waiting for review: only its writer and the admin see it (docs/behaviour.md §13.2). */
  held: Type.Boolean(),
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

const HotTag = Type.Object({ tag: Type.String(), count: Type.Integer() });

const tag = 'message';
const LISTED = [CacheTag.messages, CacheTag.comments, CacheTag.likes];

export const messageContracts = {
  list: contract({
    method: 'POST',
    path: '/api/message/getMessageList',
    tag,
    summary: '留言列表（按标签与内容筛选，分页） · Posts filtered by tag and text, newest first, paged',
    auth: 'public',
    body: MessagePageBody,
    response: Paged(MessageItem),
    failures: [400],
    invalidates: [],
  }),
  wall: contract({
    method: 'GET',
    path: '/api/message/getAllMessage',
    tag,
    summary: '弹幕墙：最新的留言（有上限） · The newest posts for the danmaku wall, capped',
    auth: 'public',
    response: Envelope(Type.Object({ list: Type.Array(WallItem), total: Type.Integer() })),
    failures: [],
    cache: LISTED,
  }),
  byId: contract({
    method: 'GET',
    path: '/api/message/getMessageById/:id',
    tag,
    summary: '一条留言 · One post',
    auth: 'public',
    params: MessageIdParams,
    response: Envelope(MessageItem),
    failures: [400, 404],
  }),
  hotTags: contract({
    method: 'GET',
    path: '/api/message/getHotTagList',
    tag,
    summary: '热门标签（前 10） · Ten most used tags',
    auth: 'public',
    response: Envelope(Type.Array(HotTag)),
    failures: [],
    cache: [CacheTag.messages],
  }),
  /** Anonymous posting is open; a token that does not hold is a 401. */
  add: contract({
    method: 'POST',
    path: '/api/message/add',
    tag,
    summary: '发表留言（可匿名，作者取自 token） · Post; anonymous allowed, the author comes from the token',
    auth: 'public',
    body: AddMessageBody,
    response: Envelope(Type.Object({ id: Type.Integer() })),
    failures: [400, 401, 429],
    invalidates: [CacheTag.messages],
  }),
  update: contract({
    method: 'POST',
    path: '/api/message/update',
    tag,
    summary: '修改自己的留言（博主可改任意非游客留言） · Edit your own post (the admin any signed one)',
    auth: 'user',
    body: UpdateMessageBody,
    response: EmptyEnvelope(),
    failures: [400, 403, 404, 429],
    invalidates: [CacheTag.messages],
  }),
  delete: contract({
    method: 'PUT',
    path: '/api/message/delete',
    tag,
    summary: '删除留言（本人或博主，全部成功或全部不删） · Delete posts, own or any for the admin, all or nothing',
    auth: 'user',
    body: DeleteMessagesBody,
    response: Envelope(Type.Object({ deleted: Type.Integer() })),
    failures: [400, 403, 404, 429],
    invalidates: LISTED,
  }),
};
