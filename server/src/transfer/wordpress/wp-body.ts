import { plainText } from '../../lib/plain-text';
import { sanitizeArticleHtml } from '../../lib/markdown/sanitize';
import { fencedCode } from '../markup-scan';
import { replaceIframes, videoCardHtml } from '../embeds';
import { decodeEntities } from '../html-text';
import { expandGalleries, type WpMedia } from './wp-gallery';

/**
 * A WordPress post body (post_content as exported: HTML whose paragraphs are blank lines, with
 * shortcodes and block-editor comments) as the article's Markdown (docs/import-export.md,
 * WordPress): paragraphs made as WordPress shows them (wpautop), `[caption]` turned into a figure and
 * `[gallery]` into its pictures,
 * sanitised by the articles' own rules, and written as one raw HTML block — no blank line inside,
 * so Markdown leaves every character of it alone.
 */
export interface WpBody {
  markdown: string;
  /** Plain text before `<!--more-->`, '' when there is none. */
  excerpt: string;
  warnings: string[];
}

const BLOCK =
  'table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe|video|audio';
const AROUND_BLOCK = new RegExp(`(<(?:${BLOCK})[\\s/>])`, 'gi');
const AFTER_BLOCK = new RegExp(`(</(?:${BLOCK})>)`, 'gi');
const STARTS_BLOCK = new RegExp(`^</?(?:${BLOCK})[\\s/>]`, 'i');
const MORE = /<!--more(?:\s[^>]*)?-->/i;
// WordPress core's own shortcodes; anything else in brackets may be prose ([1], [sic]).
const CORE_SHORTCODES = /\[(gallery|embed|audio|video|playlist|wp_caption)\b[^\]]*\]/gi;

/** WordPress's wpautop, reduced to what changes the page: paragraphs and line breaks outside blocks. */
function autop(html: string): string {
  const pres: string[] = [];
  const kept = html
    .replace(/\r\n?/g, '\n')
    .replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (pre) => `\uE000${pres.push(pre) - 1}\uE000`)
    .replace(AROUND_BLOCK, '\n\n$1')
    .replace(AFTER_BLOCK, '$1\n\n');
  const chunks = kept
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) =>
      STARTS_BLOCK.test(chunk) || /^[\uE000\uE002]\d+[\uE000\uE002]$/.test(chunk)
        ? chunk
        : `<p>${chunk.replace(/\n/g, '<br />\n')}</p>`,
    );
  return chunks.join('\n').replace(/\uE000(\d+)\uE000/g, (_, i: string) => pres[Number(i)]);
}

/** `[caption id="…" width="300"]<img …> Caption text[/caption]` → figure and figcaption. */
function captions(html: string): string {
  return html.replace(/\[caption\b[^\]]*\]([\s\S]*?)\[\/caption\]/gi, (_, inner: string) => {
    const media = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(inner);
    if (!media) return inner;
    return `<figure>${media[1]}<figcaption>${media[2].trim()}</figcaption></figure>`;
  });
}

// A code block's language as the highlighting plugins write it: WP-Syntax `<pre lang="php">`,
// SyntaxHighlighter `class="brush: php"`, Crayon `class="lang:php"`, the block editor's
// `<code class="language-php">`.
const LANG_PRE = /<pre\b([^>]*)>\s*(?:<code\b([^>]*)>)?([\s\S]*?)(?:<\/code>\s*)?<\/pre>/gi;
const LANGUAGE = /\blang\s*=\s*["']?([\w+#.-]+)|\bbrush\s*:\s*([\w+#.-]+)|\blang:([\w+#.-]+)|\blanguage-([\w+#.-]+)/i;

/**
 * `<pre>` blocks that name their language, set aside as fenced code in that language (the article
 * renderer highlights fences, not raw HTML). Each becomes `\uE002n\uE002`, a block of its own.
 */
function setAsideCode(html: string, fences: string[]): string {
  return html.replace(LANG_PRE, (all, preAttrs: string, codeAttrs = '', inner: string) => {
    const lang = LANGUAGE.exec(`${preAttrs} ${codeAttrs}`)?.slice(1).find(Boolean);
    if (!lang) return all;
    const code = decodeEntities(inner.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));
    return `\n\n\uE002${fences.push(fencedCode(code, lang.toLowerCase())) - 1}\uE002\n\n`;
  });
}

/** Blank lines left inside <pre> become a newline character reference: same text, no Markdown break. */
const noBlankLines = (html: string) => html.replace(/\n([ \t]*)\n/g, '\n$1&#10;').replace(/^\s+|\s+$/g, '');

export function wordpressBody(source: string, postId = '', media?: WpMedia): WpBody {
  const content = media ? expandGalleries(source, postId, media) : source;
  const warnings = [...new Set([...content.matchAll(CORE_SHORTCODES)].map((m) => m[1].toLowerCase()))].map(
    (name) => `未转换的 WordPress 短代码 [${name}]（保持原样）`,
  );
  // The sanitiser drops iframes: a video player becomes a link card, any other is named.
  const iframes: string[] = [];
  const embedded = replaceIframes(content, videoCardHtml, iframes);
  const more = MORE.exec(content);
  const excerpt = more ? plainText(content.slice(0, more.index)).replace(/\s+/g, ' ').trim() : '';
  // Block-editor markers (<!-- wp:paragraph -->) and other comments go before paragraphs are made:
  // WordPress itself skips wpautop for block content, so they would only leave empty paragraphs.
  const fences: string[] = [];
  const body = setAsideCode(embedded.replace(MORE, '').replace(/<!--[\s\S]*?-->/g, ''), fences);
  const html = sanitizeArticleHtml(autop(captions(body))).replace(/<p>\s*<\/p>\n?/g, '');
  // A fence ends the raw HTML block before it (blank lines around it) and is Markdown again.
  const markdown = noBlankLines(html)
    .split(/\s*\uE002(\d+)\uE002\s*/)
    .map((part, i) => (i % 2 ? fences[Number(part)] : part))
    .filter(Boolean)
    .join('\n\n');
  return { markdown, excerpt: [...excerpt].slice(0, 200).join(''), warnings: [...warnings, ...new Set(iframes)] };
}
