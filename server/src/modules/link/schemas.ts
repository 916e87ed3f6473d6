import { Type, type Static } from '@sinclair/typebox';
import { FormGuardFields } from '@protocol/api/spam';
import { OptionalPagingFields } from '../../lib/paging';

// Raw inputs are bounded generously (the real UI never sends more); the rules the UI also checks
// (required, 125-character description, http(s) address) answer the UI's own messages.
const RawText = (maxLength: number) => Type.String({ maxLength });
const Status = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

export const LinkPageBody = Type.Object({ ...OptionalPagingFields, status: Type.Optional(Status) });
export type LinkPageBody = Static<typeof LinkPageBody>;

export const LinkFields = {
  site_name: RawText(500),
  site_desc: RawText(2000),
  site_avatar: Type.String({ maxLength: 512, default: '' }),
  url: RawText(2000),
};
export const AddLinkBody = Type.Object({ ...LinkFields, ...FormGuardFields });
export type AddLinkBody = Static<typeof AddLinkBody>;

export const UpdateLinkBody = Type.Object({ id: Type.Integer({ minimum: 1 }), ...LinkFields });
export type UpdateLinkBody = Static<typeof UpdateLinkBody>;

export const ReviewBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
});
export type ReviewBody = Static<typeof ReviewBody>;

export const LinkItem = Type.Object({
  id: Type.Integer(),
  site_name: Type.String(),
  site_desc: Type.String(),
  site_avatar: Type.String(),
  url: Type.String(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  status: Status,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type LinkItem = Static<typeof LinkItem>;

export const LinkIdResult = Type.Object({ id: Type.Integer() });
