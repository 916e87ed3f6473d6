import { READING_SHEETS_META, type ReadingSheets } from '@protocol/readingThemes';
import { READING_THEMES_SCRIPT_TAG } from '@protocol/readingThemesScript';

// docs/behaviour.md §3: a reader's preview and code themes apply from the first paint, before the
// app boots. `npm run build:styles` writes their stylesheets; a page with an article body names them
// in a <meta> its head script reads (protocol/readingThemesScript.ts loads the ones the reader chose).

/**
 * md-editor-rt's dark look hangs on its data-theme attribute, which the server renders as light (it
 * cannot know the reader's scheme) and only the app corrects: the dark rules also follow the head
 * script's class on <html>, so a dark reader's tables and quotes are dark before the boot.
 */
export function followHeadScheme(css: string): string {
  return css.replaceAll('.md-editor[data-theme=dark]', ':is(.md-editor[data-theme=dark],html.dark .md-editor)');
}

/** Index just past the `}` that closes the block opened at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/**
 * Every selector of a stylesheet with `prefix` before it (inside @media blocks too; comments
 * dropped): `.hljs-keyword{…}` → `html[data-code-theme] .hljs-keyword{…}`. For plain sheets such as
 * highlight.js's themes, whose selectors hold no commas inside brackets.
 */
export function prefixSelectors(css: string, prefix: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let out = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    const head = text.slice(at, open).trim();
    const end = blockEnd(text, open);
    const body = text.slice(open + 1, end - 1);
    out += head.startsWith('@')
      ? `${head}{${prefixSelectors(body, prefix)}}`
      : `${head
          .split(',')
          .map((selector) => `${prefix} ${selector.trim()}`)
          .join(',')}{${body}}`;
    at = end;
  }
  return out;
}

/** A single-quoted attribute value: JSON's many double quotes stay as they are. */
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The <meta> naming the reading sheets, for the head of a page with an article body. */
export function readingSheetsMeta(sheets: ReadingSheets): string {
  return `<meta name="${READING_SHEETS_META}" content='${escapeAttribute(JSON.stringify(sheets))}'>`;
}

/** What a page with an article body adds to its head: the sheets' <meta> and the script reading it. */
export function readingThemesHead(sheets: ReadingSheets): string {
  return readingSheetsMeta(sheets) + READING_THEMES_SCRIPT_TAG;
}
