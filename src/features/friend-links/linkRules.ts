import { isHttpUrl, LINK_DESC_MAX, LINK_MESSAGES, LINK_NAME_MAX } from '@protocol/boardRules';
import type { LinkDraft } from './linkTypes';

export { isHttpUrl };
export const SITE_NAME_MAX = LINK_NAME_MAX;
export const SITE_DESC_MAX = LINK_DESC_MAX;

/** The same messages the server answers with. */
export const LINK_RULE_TEXT = {
  noName: LINK_MESSAGES.nameRequired,
  nameTooLong: LINK_MESSAGES.nameTooLong,
  noDesc: LINK_MESSAGES.descRequired,
  descTooLong: LINK_MESSAGES.descTooLong,
  noUrl: LINK_MESSAGES.urlRequired,
  badUrl: LINK_MESSAGES.urlFormat,
} as const;

export type LinkErrors = Partial<Record<'site_name' | 'site_desc' | 'url', string>>;

const length = (text: string) => Array.from(text).length;

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
