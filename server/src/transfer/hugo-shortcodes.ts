import type { Converted } from './hexo-tags';
import { HUGO_THEME_BLOCKS, hugoThemeBlock, hugoThemeInline } from './hugo-theme-shortcodes';
import { CODE_SPAN, blockQuote, fencedCode, findClose, markdownImage, maskFences, parseArgs } from './markup-scan';

/**
 * Hugo shortcodes turned into Markdown (docs/import-export.md, Tags and shortcodes): figure,
 * highlight, ref / relref. `resolveRef` answers the URL of the article a ref names, null when the
 * import holds no such page (kept as written, warned), undefined when that article is being
 * created in this run (kept for now; the importer converts again once it has an id). Escaped
 * shortcodes (a C-style comment inside the brackets, Hugo's documentation style) become the
 * literal text `{{< x >}}`.
 */
export type RefResolver = (target: string) => string | null | undefined;

export interface ConvertedHugo extends Converted {
  /** A ref named an article this run creates: convert again after it is saved. */
  pending: boolean;
  /** FixIt's `fixit-encryptor` hid part of the post behind a password (protected-posts.ts). */
  encrypted: boolean;
}

// Its arguments are a password: the tags go, their text stays (the post is made private).
const ENCRYPTOR = 'fixit-encryptor';

const TOKEN = `${CODE_SPAN}|\\{\\{([<%])\\s*(\\/)?\\s*([\\w.-]+)([\\s\\S]*?)\\s*[>%]\\}\\}`;
/** Shortcodes with a closing tag and a Markdown body (highlight's is code). */
const BLOCKS = new Set(['highlight', 'quote', 'blockquote', ...HUGO_THEME_BLOCKS]);
// Hugo unescapes these everywhere, code included: that is how its documentation shows shortcodes.
const ESCAPED = /\{\{([<%])\/\*\s*([\s\S]*?)\s*\*\/([>%])\}\}/g;

function figure(argText: string): string {
  const { named, positional } = parseArgs(argText);
  const src = named.src ?? positional[0] ?? '';
  const caption = named.caption ?? '';
  const image = markdownImage(named.alt ?? (named.title || caption.replace(/[*_`[\]]/g, '')), src, named.title ?? '');
  const linked = named.link ? `[${image}](${named.link})` : image;
  return caption ? `${linked}\n*${caption}*` : linked;
}

function highlight(argText: string, body: string): string {
  const { positional } = parseArgs(argText);
  return fencedCode(body, positional[0] ?? '');
}

export function convertHugoShortcodes(markdown: string, resolveRef: RefResolver): ConvertedHugo {
  const warnings: string[] = [];
  let pending = false;
  let encrypted = false;
  // Set aside while the rest is converted, so the literal text they become is not taken for a shortcode.
  const literals: string[] = [];
  const guarded = markdown.replace(
    ESCAPED,
    (_, open: string, inner: string, shut: string) =>
      `\uE001${literals.push(`{{${open} ${inner} ${shut}}}`) - 1}\uE001`,
  );
  // Fences are set aside, not skipped: an admonition may wrap one (docs/import-export.md).
  const { text, restore } = maskFences(guarded);
  const block = (name: string, argText: string, body: string) => {
    if (name === 'highlight') return highlight(argText, restore(body));
    if (HUGO_THEME_BLOCKS.has(name)) return hugoThemeBlock(name, argText, restore(convert(body)));
    return blockQuote(restore(convert(body)));
  };
  const convert = (prose: string): string => {
    const token = new RegExp(TOKEN, 'g');
    let out = '';
    let last = 0;
    for (let m = token.exec(prose); m; m = token.exec(prose)) {
      const [whole, , , closing, rawName, argText] = m;
      if (rawName === undefined) continue;
      const name = rawName.toLowerCase();
      if (closing && name !== ENCRYPTOR) continue;
      let replacement: string | null = null;
      let end = m.index + whole.length;
      if (name === ENCRYPTOR) {
        encrypted = true;
        replacement = '';
      } else if (name === 'figure') replacement = figure(argText);
      else if (name === 'ref' || name === 'relref') {
        const { named, positional } = parseArgs(argText);
        const target = named.path ?? positional[0] ?? '';
        const url = resolveRef(target);
        if (url === undefined) pending = true;
        else if (url === null) warnings.push(`{{< ${name} "${target}" >}} 指向的文章不在这次导入里（保持原样）`);
        replacement = url ?? null;
        if (url === undefined || url === null) continue;
      } else if (BLOCKS.has(name)) {
        const found = findClose(prose, end, `\\{\\{[<%]\\s*${name}\\b`, `\\{\\{[<%]\\s*\\/\\s*${name}\\s*[>%]\\}\\}`);
        if (found) {
          replacement = block(name, argText, prose.slice(end, found.index));
          end = found.index + found[0].length;
          // A block ends its paragraph: text on the next line must not join a quote lazily.
          if (/^\n[^\n]/.test(prose.slice(end))) replacement += '\n';
        }
      } else replacement = hugoThemeInline(name, argText);
      if (replacement === null) {
        warnings.push(`未转换的 Hugo 短代码 {{< ${rawName} >}}（保持原样）`);
        continue;
      }
      out += prose.slice(last, m.index) + replacement;
      last = end;
      token.lastIndex = end;
    }
    return out + prose.slice(last);
  };
  const converted = restore(convert(text));
  const content = converted.replace(/\uE001(\d+)\uE001/g, (_, i: string) => literals[Number(i)]);
  return { content, warnings: [...new Set(warnings)], pending, encrypted };
}
