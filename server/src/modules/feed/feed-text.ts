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
 * Plain text (a title, a description, a name) for a feed field that readers treat as HTML: Atom's
 * `type="html"` and RSS's title and description. Escaped once, so `std::vector<int>` and
 * `比较 <vector> 与 <list>` read as written and a `<img onerror>` in a title stays text
 * (docs/behaviour.md §8.4).
 */
export function feedText(text: string): string {
  return escapeHtml(text.replace(XML_FORBIDDEN, ''));
}

/** Adds `xml:lang` to the Atom root, which the feed library does not write. */
export function withAtomLanguage(document: string, language: string): string {
  return document.replace(
    /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/,
    (root) => `${root} xml:lang="${language}"`,
  );
}
