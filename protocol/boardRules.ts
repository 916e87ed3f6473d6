/**
 * Friend-link and message-board rules shared by the SPA (form validation) and the server (which
 * enforces them again, since a client can be bypassed). See docs/behaviour.md (friend links,
 * message board).
 */
import { isSafeWebUrl } from './urlRules';

/** Friend-link review states as the API names them (stored as 1, 2, 3). */
export type LinkStatus = 'pending' | 'approved' | 'rejected';

export const LINK_NAME_MAX = 32;
export const LINK_DESC_MAX = 125;
export const LINK_URL_MAX = 255;

export const LINK_MESSAGES = {
  nameRequired: '请输入网站名称',
  nameTooLong: `网站名称最多 ${LINK_NAME_MAX} 个字符`,
  descRequired: '请输入网站描述',
  descTooLong: `网站描述最多 ${LINK_DESC_MAX} 个字符`,
  urlRequired: '请输入网站地址',
  urlFormat: '请输入带http://或https://的网站地址',
  added: '申请成功，等待博主审核通过',
  updated: '修改成功，等待博主审核通过',
} as const;

/** An http(s) address with a host and nothing that could break out of an attribute. */
export function isHttpUrl(text: string): boolean {
  // The one URL rule (protocol/urlRules.ts), then the browser's own parser agrees it has a host.
  if (!isSafeWebUrl(text) || text.length > LINK_URL_MAX) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const MESSAGE_MAX_LENGTH = 555;
export const MESSAGE_TAG_MAX = 10;
export const MESSAGE_FONT_SIZE = { min: 12, max: 40 } as const;
export const MESSAGE_FONT_WEIGHT = { min: 100, max: 900 } as const;
/** The nick name of an anonymous post. */
export const ANONYMOUS_NICK = '游客';

/** Colour names accepted besides #rgb / #rrggbb ('' keeps the theme's colour). */
export const NAMED_COLORS = ['white', 'black', 'transparent'] as const;
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function isMessageColor(value: string): boolean {
  return value === '' || HEX_COLOR.test(value) || (NAMED_COLORS as readonly string[]).includes(value);
}

export const MESSAGE_MESSAGES = {
  empty: '请输入留言内容',
  tooLong: `留言内容最多 ${MESSAGE_MAX_LENGTH} 个字符`,
  tagRequired: '请选择或输入标签',
  tagTooLong: `标签最多 ${MESSAGE_TAG_MAX} 个字符`,
  color: '颜色格式不正确，应为 #rgb 或 #rrggbb',
  fontSize: `字体大小应在 ${MESSAGE_FONT_SIZE.min}-${MESSAGE_FONT_SIZE.max} 之间`,
  fontWeight: `字体粗细应为 ${MESSAGE_FONT_WEIGHT.min}-${MESSAGE_FONT_WEIGHT.max} 之间的整百数`,
  bgNotOwn: '背景图片只能使用本站上传的图片',
  anonymousEdit: '游客留言不能编辑',
  notOwner: '只能修改或删除自己的留言',
} as const;
