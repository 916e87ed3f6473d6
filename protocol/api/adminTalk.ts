import { Type, type Static } from '@sinclair/typebox';
import { AdminTalkRow } from '../adminRows';
import { createAt, listAt, removeAt, updateAt } from './adminCrud';
import { ImageUrl, Keyword, PublicStatus, QueryPaging, TopFlag } from './adminSchemas';
import { CacheTag } from './cacheTags';
import { Paged } from './envelope';

// Talks with images on the desk. Every write changes the cached /talk page (docs/caching.md); a
// deleted talk takes comments and likes with it, which other cached answers may count.

const fields = {
  content: Type.String({ minLength: 1, maxLength: 5000 }),
  talkImgList: Type.Array(Type.String({ ...ImageUrl, minLength: 1 }), { maxItems: 9 }),
  status: PublicStatus,
  is_top: TopFlag,
};
const Fields = Type.Object(fields);
export type TalkInput = Static<typeof Fields>;

const path = '/api/admin/talk';
const written = [CacheTag.talks];

export const adminTalkContracts = {
  list: listAt(
    path,
    '说说列表（全部状态） · Every talk, any status',
    Paged(AdminTalkRow),
    Type.Object({ ...QueryPaging, status: Type.Optional(PublicStatus), keyword: Type.Optional(Keyword) }),
  ),
  create: createAt(
    path,
    '发布说说（可带图片） · Publish a talk with images',
    Type.Object(
      {
        content: fields.content,
        talkImgList: Type.Optional(fields.talkImgList),
        status: Type.Optional(fields.status),
        is_top: Type.Optional(fields.is_top),
      },
      { additionalProperties: false },
    ),
    written,
  ),
  update: updateAt(
    path,
    '修改说说（公开/私密、置顶、图片） · Edit a talk: status, pin, images',
    Type.Partial(Fields, { additionalProperties: false, minProperties: 1 }),
    written,
  ),
  remove: removeAt(path, '删除说说及其图片、评论、点赞 · Delete a talk with its images, comments and likes', [
    CacheTag.talks,
    CacheTag.comments,
    CacheTag.likes,
  ]),
};
