import MarkdownIt from 'markdown-it';

/**
 * An imported title as plain text (docs/import-export.md, Front matter): themes print titles as
 * HTML, so authors write `Tom &amp; Jerry` or `<code>git</code> 入门`; ours are text, shown escaped.
 * HTML's own tags are dropped and entities decoded; other angle brackets (`vector<int>`) are words
 * of the title and stay.
 */
const HTML_TAG =
  /<\/?(?:a|abbr|b|bdi|bdo|big|br|cite|code|del|dfn|em|font|i|img|ins|kbd|mark|q|s|samp|small|span|strike|strong|sub|sup|time|tt|u|var|wbr)\b[^<>]*>/gi;
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi;
const { unescapeAll } = new MarkdownIt().utils;

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity) => unescapeAll(entity));
}

export function importedTitle(title: string): string {
  return decodeEntities(title.replace(HTML_TAG, '')).replace(/\s+/g, ' ').trim();
}
