/** The text of an HTML attribute value or element as the browser reads it (the entities the head writes). */
export { unescapeHtml as decode } from '@protocol/html';
