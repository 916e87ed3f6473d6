import { THEME_BLOCKS, themeBlockTag, themeInlineTag } from './hexo-theme-tags';
import { CODE_SPAN, blockQuote, fencedCode, findClose, markdownImage, maskFences, parseArgs } from './markup-scan';

/**
 * Hexo tag plugins turned into Markdown (docs/import-export.md, Tags and shortcodes). `assetDir`
 * is the post's asset folder relative to the post (`name/` for `_posts/name.md`, '' for an
 * `index.md`), where asset_img / asset_path / asset_link look. Unknown tags stay as written and
 * each one is a warning.
 */
export interface Converted {
  content: string;
  warnings: string[];
}

const BLOCKS = new Set(['codeblock', 'code', 'blockquote', 'quote', 'note', 'pullquote', 'raw', ...THEME_BLOCKS]);
/** Blocks whose body is text as written, not Markdown with tags. */
const LITERAL_BLOCKS = new Set(['codeblock', 'code', 'raw']);
const TOKEN = `${CODE_SPAN}|\\{%-?\\s*(\\w+)\\s*([\\s\\S]*?)\\s*-?%\\}`;
const IMAGE_FILE = /\.[a-z0-9]{2,5}(?:[?#].*)?$/i;
const SIZE = /^\d+(?:px|%)?$/;
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/|\.\.?\/)/i;

/** asset_img and img: `[class names] src [width] [height] [title text [alt text]]`. */
function image(argText: string, prefix: string): string {
  const args = parseArgs(argText);
  const at = args.positional.findIndex((a, i) => !args.quoted[i] && (IMAGE_FILE.test(a) || URL_LIKE.test(a)));
  const index = at < 0 ? 0 : at;
  const src = args.positional[index] ?? '';
  let rest = args.positional.slice(index + 1);
  let quoted = args.quoted.slice(index + 1);
  while (rest.length && SIZE.test(rest[0]) && !quoted[0]) [rest, quoted] = [rest.slice(1), quoted.slice(1)];
  const bothQuoted = rest.length === 2 && quoted.every(Boolean);
  const title = bothQuoted ? rest[0] : rest.join(' ');
  const alt = bothQuoted ? rest[1] : title;
  return markdownImage(alt, URL_LIKE.test(src) ? src : `${prefix}${src}`, title);
}

/** codeblock: `[title] [lang:language] [url] [link text] [options…]`. */
function codeblock(argText: string, body: string): string {
  const args = parseArgs(argText, ['lang', 'line_number', 'highlight', 'first_line', 'mark', 'wrap', 'line_threshold']);
  const url = args.positional.findIndex((a) => /^https?:\/\//i.test(a));
  const title = (url < 0 ? args.positional : args.positional.slice(0, url)).join(' ');
  const link =
    url < 0 ? '' : `[${args.positional.slice(url + 1).join(' ') || args.positional[url]}](${args.positional[url]})`;
  const caption = [title && `**${title}**`, link].filter(Boolean).join(' ');
  return `${caption ? `${caption}\n\n` : ''}${fencedCode(body, args.named.lang ?? '')}`;
}

/** blockquote: `[author[, source]] [link] [source_link_title]`. */
function quote(argText: string, body: string): string {
  const args = parseArgs(argText);
  const url = args.positional.findIndex((a) => /^https?:\/\//i.test(a));
  const who = (url < 0 ? args.positional : args.positional.slice(0, url)).join(' ');
  const linkTitle = url < 0 ? '' : args.positional.slice(url + 1).join(' ');
  const source =
    url < 0 ? '' : `[${linkTitle || args.positional[url].replace(/^https?:\/\//i, '')}](${args.positional[url]})`;
  const footer = [who, source].filter(Boolean).join(', ');
  return blockQuote(footer ? `${body.trim()}\n\n— ${footer}` : body);
}

// NexT `{% note [class] [no-icon] [summary] %}`, Butterfly `{% note [color] [icon] [style] %}`:
// what is left after the style words is the note's title.
const NOTE_WORDS = new Set(
  'default primary success info warning danger no-icon simple modern flat disabled blue pink red purple orange green'.split(
    ' ',
  ),
);
// An icon is one argument of Font Awesome class names: `'fas fa-bullhorn'`, `fa-solid fa-wand-magic-sparkles`.
const isIcon = (arg: string) => arg.split(/\s+/).every((w) => /^(fa[srbl]?|fa-.*)$/.test(w));
function note(argText: string, body: string): string {
  const words = parseArgs(argText).positional.filter((w) => !NOTE_WORDS.has(w) && !isIcon(w));
  return blockQuote(words.length ? `**${words.join(' ')}**\n\n${body.trim()}` : body);
}

function link(argText: string): string {
  const args = parseArgs(argText).positional;
  const at = args.findIndex((a) => URL_LIKE.test(a));
  if (at < 0) return '';
  const text = args.slice(0, at).join(' ') || args[at];
  const title = args
    .slice(at + 1)
    .filter((a) => !/^(true|false)$/.test(a))
    .join(' ');
  return `[${text}](${args[at]}${title ? ` "${title}"` : ''})`;
}

function inlineTag(name: string, argText: string, prefix: string): string | null {
  if (name === 'asset_img') return image(argText, prefix);
  if (name === 'img' || name === 'image') return image(argText, '');
  if (name === 'asset_path') return `${prefix}${parseArgs(argText).positional[0] ?? ''}`;
  if (name === 'asset_link') {
    const [slug = '', ...title] = parseArgs(argText).positional.filter((a) => !/^(true|false)$/.test(a));
    return `[${title.join(' ') || slug}](${prefix}${slug})`;
  }
  if (name === 'link') return link(argText) || null;
  return themeInlineTag(name, argText);
}

function blockTag(name: string, argText: string, body: string): string {
  if (name === 'codeblock' || name === 'code') return codeblock(argText, body);
  if (name === 'blockquote' || name === 'quote') return quote(argText, body);
  if (name === 'note') return note(argText, body);
  if (name === 'pullquote') return blockQuote(body);
  if (THEME_BLOCKS.has(name)) return themeBlockTag(name, argText, body);
  return body.replace(/^\n|\n$/g, '');
}

export function convertHexoTags(markdown: string, assetDir: string): Converted {
  const warnings: string[] = [];
  // Fences are set aside, not skipped: a block tag may wrap one (docs/import-export.md).
  const { text, restore } = maskFences(markdown);
  const convert = (prose: string): string => {
    const token = new RegExp(TOKEN, 'g');
    let out = '';
    let last = 0;
    for (let m = token.exec(prose); m; m = token.exec(prose)) {
      const [whole, , rawName, argText] = m;
      // Links between posts wait for the articles' ids (post-links.ts).
      if (rawName === undefined || /^post_(link|path)$/i.test(rawName)) continue;
      const name = rawName.toLowerCase();
      let replacement: string | null = null;
      let end = m.index + whole.length;
      if (BLOCKS.has(name)) {
        const found = findClose(prose, end, `\\{%-?\\s*${name}\\b[^%]*%\\}`, `\\{%-?\\s*end${name}\\s*-?%\\}`);
        if (found) {
          const body = prose.slice(end, found.index);
          replacement = blockTag(name, argText, restore(LITERAL_BLOCKS.has(name) ? body : convert(body)));
          end = found.index + found[0].length;
          // A block ends its paragraph: text on the next line must not join a quote lazily.
          if (/^\n[^\n]/.test(prose.slice(end))) replacement += '\n';
        }
      } else replacement = inlineTag(name, argText, assetDir);
      if (replacement === null) {
        if (!name.startsWith('end')) warnings.push(`未转换的 Hexo 标签 {% ${rawName} %}（保持原样）`);
        continue;
      }
      out += prose.slice(last, m.index) + replacement;
      last = end;
      token.lastIndex = end;
    }
    return out + prose.slice(last);
  };
  return { content: restore(convert(text)), warnings: [...new Set(warnings)] };
}
