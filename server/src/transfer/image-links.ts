import { mapOutsideFences } from './markup-scan';
import { decodeEntities } from './html-text';

/**
 * Finding and rewriting the image references of a Markdown body: `![alt](url "title")`,
 * reference definitions `[id]: url` that name an image file, and HTML `<img src="…">`. Text inside
 * fenced code blocks and inline code is left alone (it shows code, it does not load images).
 */

const INLINE_IMAGE = /(!\[[^\]]*\]\(\s*)(<[^>\n]*>|[^\s)]+)/g;
const HTML_IMG = /(<img\b[^>]*?\bsrc\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+)/gi;
const REF_DEFINITION = /^( {0,3}\[[^\]\n]+\]:\s*)(<[^>\n]*>|\S+)/gm;
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|svg|avif|bmp)(?:[?#].*)?$/i;
const INLINE_CODE = /(`+)[^`]*?\1/g;

const unwrap = (url: string) => (url.startsWith('<') && url.endsWith('>') ? url.slice(1, -1) : url);
const unquote = (url: string) => (/^["'].*["']$/.test(url) ? url.slice(1, -1) : url);

/** Calls `edit` on every prose run (outside fences and inline code) and joins the result. */
export function mapProse(markdown: string, edit: (prose: string) => string): string {
  return mapOutsideFences(markdown, (text) => {
    // Inline code spans are cut out, the prose around them edited.
    let last = 0;
    let edited = '';
    for (const m of text.matchAll(INLINE_CODE)) {
      edited += edit(text.slice(last, m.index)) + m[0];
      last = m.index + m[0].length;
    }
    return edited + edit(text.slice(last));
  });
}

/**
 * Rewrites every image URL for which `replace` returns a string; null keeps it as written.
 * Markdown URLs with spaces or parentheses in the new value are wrapped in <…>.
 */
export function rewriteImageLinks(markdown: string, replace: (url: string) => string | null): string {
  return mapProse(markdown, (prose) =>
    prose
      .replace(INLINE_IMAGE, (all, head: string, url: string) => {
        const next = replace(unwrap(url));
        return next === null ? all : head + (/[\s()]/.test(next) ? `<${next}>` : next);
      })
      .replace(HTML_IMG, (all, head: string, url: string) => {
        const next = replace(unquote(url));
        return next === null ? all : `${head}"${next.replace(/"/g, '&quot;')}"`;
      })
      .replace(REF_DEFINITION, (all, head: string, url: string) => {
        const target = unwrap(url);
        if (!IMAGE_NAME.test(target)) return all;
        const next = replace(target);
        return next === null ? all : head + (/\s/.test(next) ? `<${next}>` : next);
      }),
  );
}

/** Every image URL in the body, in order of appearance, each once. */
export function imageLinks(markdown: string): string[] {
  const found = new Set<string>();
  rewriteImageLinks(markdown, (url) => {
    found.add(url);
    return null;
  });
  return [...found];
}

const LINKED_MD_IMAGE = /\[!\[\]\(\s*(<[^>\n]*>|[^\s)]+)(\s+"([^"\n]*)")?\s*\)\]\(/g;
const LINKED_HTML_IMAGE = /(<a\b[^>]*>\s*)<img\b([^>]*?)(\s*\/?)>/gi;
const EMPTY_ALT = /\salt\s*=\s*(?:""|'')/i;

/** A picture's name for its alt: the file name without its folder and extension. */
function fileLabel(url: string): string {
  const name = unwrap(url).split(/[?#]/)[0].split('/').pop() ?? '';
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A malformed escape: the name as written.
  }
  return decoded.replace(/\.[a-z0-9]{2,5}$/i, '');
}

/**
 * A linked image is the link's only content, so its alt is the link's name: one left empty gets
 * the image's title, else its file name (docs/import-export.md, Images). Unlinked images keep an
 * empty alt (a decorative picture).
 */
export function fillLinkedImageAlts(markdown: string): string {
  return mapProse(markdown, (prose) =>
    prose
      .replace(LINKED_MD_IMAGE, (all, url: string, titlePart = '', title = '') => {
        const alt = (title as string) || fileLabel(url);
        return alt ? `[![${alt.replace(/([[\]])/g, '\\$1')}](${url}${titlePart as string})](` : all;
      })
      .replace(LINKED_HTML_IMAGE, (all, link: string, attrs: string, close: string) => {
        if (/\salt\s*=/i.test(attrs) && !EMPTY_ALT.test(attrs)) return all;
        const src = /\ssrc\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i.exec(attrs)?.[1];
        const title = /\stitle\s*=\s*("[^"]*"|'[^']*')/i.exec(attrs)?.[1];
        const alt = (title && decodeEntities(unquote(title))) || (src ? fileLabel(unquote(src)) : '');
        if (!alt) return all;
        const rest = attrs.replace(EMPTY_ALT, '');
        return `${link}<img${rest} alt="${alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"${close}>`;
      }),
  );
}
