import { LINK_DESC_MAX, LINK_MESSAGES, LINK_NAME_MAX, isHttpUrl } from '@protocol/boardRules';
import { badRequest, businessError } from '../../lib/errors';
import { AVATAR_NOT_OWN, isOwnImageUpload } from '../../lib/own-upload';
import type { ObjectStorage } from '../../lib/storage';
import { plainText } from '../../lib/plain-text';

export interface LinkInput {
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
}

const length = (text: string) => Array.from(text).length;

/**
 * The stored form of an application: name and description as plain text (no markup survives),
 * an http(s) address (never `javascript:` or another scheme), an avatar that is '' or one of our
 * uploads. The UI's own checks answer with its messages; an avatar from elsewhere is a 400.
 */
export async function cleanLink(input: LinkInput, storage: ObjectStorage): Promise<LinkInput> {
  const site_name = plainText(input.site_name);
  if (!site_name) throw businessError(LINK_MESSAGES.nameRequired);
  if (length(site_name) > LINK_NAME_MAX) throw businessError(LINK_MESSAGES.nameTooLong);
  const site_desc = plainText(input.site_desc);
  if (!site_desc) throw businessError(LINK_MESSAGES.descRequired);
  if (length(site_desc) > LINK_DESC_MAX) throw businessError(LINK_MESSAGES.descTooLong);
  const url = input.url.trim();
  if (!url) throw businessError(LINK_MESSAGES.urlRequired);
  if (!isHttpUrl(url)) throw businessError(LINK_MESSAGES.urlFormat);
  const site_avatar = input.site_avatar.trim();
  if (site_avatar !== '' && !(await isOwnImageUpload(site_avatar, storage))) throw badRequest(AVATAR_NOT_OWN);
  return { site_name, site_desc, site_avatar, url };
}
