import { Type, type Static } from '@sinclair/typebox';
import { ImageUrl, Keyword, PublicStatus, QueryPaging, TopFlag } from '../shared/schemas';

export { AdminTalkRow as AdminTalk } from '@protocol/adminRows';

const fields = {
  content: Type.String({ minLength: 1, maxLength: 5000 }),
  talkImgList: Type.Array(Type.String({ ...ImageUrl, minLength: 1 }), { maxItems: 9 }),
  status: PublicStatus,
  is_top: TopFlag,
};

export const CreateBody = Type.Object(
  {
    content: fields.content,
    talkImgList: Type.Optional(fields.talkImgList),
    status: Type.Optional(fields.status),
    is_top: Type.Optional(fields.is_top),
  },
  { additionalProperties: false },
);
const Fields = Type.Object(fields);
export const UpdateBody = Type.Partial(Fields, { additionalProperties: false, minProperties: 1 });
export type TalkInput = Static<typeof Fields>;

export const ListQuery = Type.Object({
  ...QueryPaging,
  status: Type.Optional(PublicStatus),
  keyword: Type.Optional(Keyword),
});
