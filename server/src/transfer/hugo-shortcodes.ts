import type { Converted } from './hexo-tags';
import { CODE_SPAN, blockQuote, fencedCode, mapOutsideFences, markdownImage, parseArgs } from './markup-scan';

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

const TOKEN = new RegExp(`${CODE_SPAN}|\\{\\{([<%])\\s*(\\/)?\\s*([\\w.-]+)([\\s\\S]*?)\\s*[>%]\\}\\}`, 'g');
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
  const converted = mapOutsideFences(guarded, (prose) => {
    let out = '';
    let last = 0;
    TOKEN.lastIndex = 0;
    for (let m = TOKEN.exec(prose); m; m = TOKEN.exec(prose)) {
      const [whole, , , closing, rawName, argText] = m;
      if (rawName === undefined) continue;
      let replacement: string | null = null;
      let end = m.index + whole.length;
      const name = rawName.toLowerCase();
      if (name === ENCRYPTOR) {
        encrypted = true;
        replacement = '';
      } else if (closing) continue;
      else if (name === 'figure') replacement = figure(argText);
      else if (name === 'ref' || name === 'relref') {
        const { named, positional } = parseArgs(argText);
        const target = named.path ?? positional[0] ?? '';
        const url = resolveRef(target);
        if (url === undefined) pending = true;
        else if (url === null) warnings.push(`{{< ${name} "${target}" >}} 指向的文章不在这次导入里（保持原样）`);
        replacement = url ?? null;
        if (url === undefined || url === null) continue;
      } else if (name === 'highlight') {
        const close = new RegExp(`\\{\\{[<%]\\s*\\/\\s*highlight\\s*[>%]\\}\\}`, 'g');
        close.lastIndex = end;
        const found = close.exec(prose);
        if (found) {
          replacement = highlight(argText, prose.slice(end, found.index));
          end = found.index + found[0].length;
        }
      } else if (name === 'quote' || name === 'blockquote') {
        const close = new RegExp(`\\{\\{[<%]\\s*\\/\\s*${name}\\s*[>%]\\}\\}`, 'g');
        close.lastIndex = end;
        const found = close.exec(prose);
        if (found) {
          replacement = blockQuote(prose.slice(end, found.index));
          end = found.index + found[0].length;
        }
      }
      if (replacement === null) {
        warnings.push(`未转换的 Hugo 短代码 {{< ${rawName} >}}（保持原样）`);
        continue;
      }
      out += prose.slice(last, m.index) + replacement;
      last = end;
      TOKEN.lastIndex = end;
    }
    return out + prose.slice(last);
  });
  const content = converted.replace(/\uE001(\d+)\uE001/g, (_, i: string) => literals[Number(i)]);
  return { content, warnings: [...new Set(warnings)], pending, encrypted };
}
