import sanitizeHtml from 'sanitize-html';

/** Our own emoji images only: a same-origin path, no scheme, no query. */
const EMOJI_SRC = /^\/emoji\/[a-z0-9_-]{1,64}\.(png|gif|webp|svg)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['br', 'div', 'p', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'img'],
  allowedAttributes: { img: ['src', 'alt'] },
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !EMOJI_SRC.test(frame.attribs.src ?? ''),
};

/** Something that can start an element, comment or declaration; without one the text is plain. */
const TAG_START = /<[a-zA-Z/!?]/;

/**
 * User text shown by the SPA (chat messages, comments): plain text is kept verbatim (the client
 * renders it as text, so `1 < 2` must not become `&lt;`); anything with a tag is reduced to a small
 * safe list of markup and our emoji images — scripts, event handlers, links and `javascript:` URLs
 * are dropped. Answers '' when nothing visible remains (callers refuse the text).
 */
export function sanitizeRichText(input: string): string {
  if (!TAG_START.test(input)) return input.trim();
  const clean = sanitizeHtml(input, OPTIONS).trim();
  const visible = clean
    .replace(/<br\s*\/?>|<\/?(div|p|span|b|strong|i|em|u|s)>/g, '')
    .replace(/&nbsp;/g, '')
    .trim();
  return visible === '' ? '' : clean;
}
