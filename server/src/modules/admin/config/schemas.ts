import { Type } from '@sinclair/typebox';
import { ADMIN_URL_PATTERN, GROUP_PATTERN } from '@protocol/urlRules';
import { ImageUrl, WebUrl } from '../shared/schemas';

/** A social link: a page or a picture (a QR code uploaded here); never `javascript:` (docs/security.md). */
const Link = ImageUrl;
/** A group: its number, or a page or picture like a link. */
const Group = Type.String({ maxLength: 512, pattern: GROUP_PATTERN });

/** Every writable config field (view_time is the visitors' counter, never written here). */
export const ConfigBody = Type.Object(
  {
    blog_name: Type.Optional(Type.String({ maxLength: 64 })),
    blog_avatar: Type.Optional(ImageUrl),
    avatar_bg: Type.Optional(ImageUrl),
    personal_say: Type.Optional(Type.String({ maxLength: 255 })),
    blog_notice: Type.Optional(Type.String({ maxLength: 2000 })),
    typewriter_text: Type.Optional(Type.String({ maxLength: 2000 })),
    chat_title: Type.Optional(Type.String({ maxLength: 64 })),
    qq_link: Type.Optional(Link),
    we_chat_link: Type.Optional(Link),
    github_link: Type.Optional(Link),
    git_ee_link: Type.Optional(Link),
    bilibili_link: Type.Optional(Link),
    qq_group: Type.Optional(Group),
    we_chat_group: Type.Optional(Group),
    filing_number: Type.Optional(Type.String({ maxLength: 64 })),
    filing_url: Type.Optional(WebUrl),
    admin_url: Type.Optional(Type.String({ minLength: 1, maxLength: 255, pattern: ADMIN_URL_PATTERN })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ConfigBody = Partial<Record<string, string>>;
