import { Type, type Static } from '@sinclair/typebox';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { EmptyEnvelope, Envelope, Paged } from './envelope';
import { OptionalPagingFields } from './paging';
import { FormGuardFields } from './spam';

// Friend links (docs/behaviour.md): readers see approved ones only; a signed-in reader applies and
// edits their own (back to review); the admin approves or rejects. Raw inputs are bounded generously
// (the real UI never sends more); the rules the UI also checks (required, a 125-character
// description, an http(s) address) answer the UI's own messages from the server's validation.

const RawText = (maxLength: number) => Type.String({ maxLength });
const LinkStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

/** What a reader fills in to apply for (or edit) a link. */
export const LinkFields = {
  site_name: RawText(500),
  site_desc: RawText(2000),
  site_avatar: Type.String({ maxLength: 512, default: '' }),
  url: RawText(2000),
};

export const LinkItem = Type.Object({
  id: Type.Integer(),
  site_name: Type.String(),
  site_desc: Type.String(),
  site_avatar: Type.String(),
  url: Type.String(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  status: LinkStatus,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type LinkItem = Static<typeof LinkItem>;

const tag = 'link';

export const linkContracts = {
  list: contract({
    method: 'POST',
    path: '/api/links/getLinksList',
    tag,
    summary:
      '友链列表（审核通过的；博主可看待审核与已拒绝） · Approved friend links; the admin may list pending or rejected',
    auth: 'public',
    body: Type.Object({ ...OptionalPagingFields, status: Type.Optional(LinkStatus) }),
    response: Paged(LinkItem),
    failures: [400, 401, 403],
    invalidates: [],
  }),
  add: contract({
    method: 'POST',
    path: '/api/links/add',
    tag,
    summary: '申请友链（待博主审核） · Apply for a friend link, pending review',
    auth: 'user',
    body: Type.Object({ ...LinkFields, ...FormGuardFields }),
    response: Envelope(Type.Object({ id: Type.Integer() })),
    failures: [400, 429],
    invalidates: [CacheTag.links],
  }),
  update: contract({
    method: 'POST',
    path: '/api/links/update',
    tag,
    summary: '修改自己的友链（重新审核） · Edit your own friend link, back to review',
    auth: 'user',
    body: Type.Object({ id: Type.Integer({ minimum: 1 }), ...LinkFields }),
    response: EmptyEnvelope(),
    failures: [400, 403, 404, 429],
    invalidates: [CacheTag.links],
  }),
  review: contract({
    method: 'POST',
    path: '/api/links/review',
    tag,
    summary: '审核友链（仅博主） · Approve or reject a friend link (admin only)',
    auth: 'admin',
    body: Type.Object({
      id: Type.Integer({ minimum: 1 }),
      status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
    }),
    response: EmptyEnvelope(),
    failures: [400, 404],
    invalidates: [CacheTag.links],
  }),
};
