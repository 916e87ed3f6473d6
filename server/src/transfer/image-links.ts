import { mapOutsideFences } from './markup-scan';

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
function mapProse(markdown: string, edit: (prose: string) => string): string {
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
