import type { LinkDraft } from './linkTypes';

export const SITE_NAME_MAX = 30;
export const SITE_DESC_MAX = 125;

export const LINK_RULE_TEXT = {
  noName: '请输入网站名称',
  nameTooLong: `网站名称不能超过${SITE_NAME_MAX}个字符`,
  noDesc: '请输入网站描述',
  descTooLong: `网站描述不能超过${SITE_DESC_MAX}个字符`,
  noUrl: '请输入网站地址',
  badUrl: '请输入带http://或https://的网站地址',
} as const;

export type LinkErrors = Partial<Record<'site_name' | 'site_desc' | 'url', string>>;

const length = (text: string) => Array.from(text).length;

/** An http(s) address with a host: `javascript:` and other schemes never pass. */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The 友链申请 dialog's rules: a name, a description up to 125 characters, an http(s) address. */
export function validateLink(draft: LinkDraft): LinkErrors {
  const errors: LinkErrors = {};
  const name = draft.site_name.trim();
  const desc = draft.site_desc.trim();
  const url = draft.url.trim();
  if (!name) errors.site_name = LINK_RULE_TEXT.noName;
  else if (length(name) > SITE_NAME_MAX) errors.site_name = LINK_RULE_TEXT.nameTooLong;
  if (!desc) errors.site_desc = LINK_RULE_TEXT.noDesc;
  else if (length(desc) > SITE_DESC_MAX) errors.site_desc = LINK_RULE_TEXT.descTooLong;
  if (!url) errors.url = LINK_RULE_TEXT.noUrl;
  else if (!isHttpUrl(url)) errors.url = LINK_RULE_TEXT.badUrl;
  return errors;
}

export const linkHasErrors = (errors: LinkErrors): boolean => Object.values(errors).some(Boolean);
