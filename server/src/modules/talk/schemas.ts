import { Type, type Static } from '@sinclair/typebox';
import { PagingFields } from '../../lib/paging';

export const TalkPageBody = Type.Object({ ...PagingFields });
export type TalkPageBody = Static<typeof TalkPageBody>;

export const TalkIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** A public talk as readers see it: its images in order, its author's public name and avatar. */
export const TalkItem = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  /** 1 pinned, 2 not. */
  is_top: Type.Integer(),
  like_times: Type.Integer(),
  createdAt: Type.String(),
  talkImgList: Type.Array(Type.String()),
  nick_name: Type.String(),
  avatar: Type.String(),
  /** Whether the reader (token user or visitor id) likes it; absent for the server renderer. */
  is_like: Type.Optional(Type.Boolean()),
});
export type TalkItem = Static<typeof TalkItem>;
