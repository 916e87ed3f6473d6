import { Type, type Static } from '@sinclair/typebox';
import { contract } from './contract';
import { Envelope, Paged } from './envelope';
import { PagingFields } from './paging';

// Talks (说说) for readers: only public ones, pinned first then newest. The answers carry the
// reader's own like flag, so they are not cached (docs/caching.md: the server renders them without it).

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

const tag = 'talk';

export const talkContracts = {
  list: contract({
    method: 'POST',
    path: '/api/talk/blogGetTalkList',
    tag,
    summary: '公开说说（置顶优先，分页） · Public talks, pinned first, paged',
    auth: 'public',
    body: Type.Object({ ...PagingFields }),
    response: Paged(TalkItem),
    failures: [400],
    invalidates: [],
  }),
  byId: contract({
    method: 'GET',
    path: '/api/talk/getTalkById/:id',
    tag,
    summary: '一条公开说说 · One public talk',
    auth: 'public',
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: Envelope(TalkItem),
    failures: [400, 404],
  }),
};
