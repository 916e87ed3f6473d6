import { escapeHtml } from '../../lib/html';

/**
 * Characters XML 1.0 forbids anywhere in a document (C0 controls other than tab, newline and
 * carriage return; U+FFFE/U+FFFF; lone surrogates). One of them in one article would make the
 * whole feed unreadable for every subscriber, so the finished document drops them all.
 */
export const XML_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A finished feed or sitemap document with every character XML forbids removed. */
export function xmlSafe(document: string): string {
  return document.replace(XML_FORBIDDEN, '');
}

/**
 * Plain text (a title, a description) for a feed field that is HTML: Atom's `type="html"` title
 * and summary, RSS's description. Escaped once, so `std::vector<int>` and
 * `比较 <vector> 与 <list>` read as written and a `<img onerror>` in a title stays text
 * (docs/behaviour.md §8.4).
 */
export function feedText(text: string): string {
  return escapeHtml(text.replace(XML_FORBIDDEN, ''));
}

/**
 * Plain text for a feed element the reader takes as text (RSS titles and categories, Atom's feed
 * title and names): XML-escaped once by the feed library, so the XML text is the text as written
 * (docs/behaviour.md §8.4). That library's writer turns every `&amp;` back into `&` before escaping;
 * each `&amp;` written in the text is doubled here so it survives that step.
 */
export function feedPlainText(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replace(/&amp;/g, '&amp;amp;');
}

/** Adds `xml:lang` to the Atom root, which the feed library does not write. */
export function withAtomLanguage(document: string, language: string): string {
  return document.replace(
    /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/,
    (root) => `${root} xml:lang="${language}"`,
  );
}
