import fs from 'node:fs/promises';
import path from 'node:path';
import type { FrontMatter } from './front-matter';
import type { Converted } from './hexo-tags';
import { CODE_SPAN, fencedCode, mapOutsideFences, parseArgs } from './markup-scan';
import { MARKDOWN_FILE, isInside } from './paths';

/**
 * Jekyll's Liquid in a post, turned into what the page showed (docs/import-export.md, Jekyll):
 * `{% raw %}` unwrapped (its text left alone), `{% comment %}` dropped, `{% include %}` /
 * `{% include_relative %}` of a Markdown file (from `_includes/`, inside the site) put in place,
 * `{% capture x %}` with the `{{ x }}` that prints it, `{{ site.url }}`-style settings and
 * `relative_url`, `{% highlight %}` as a fenced block. `{% post_url %}` and `{% link %}` stay as
 * written (warned); any other tag or output is removed, each a warning, never printed raw.
 */
const RAW = /\{%-?\s*raw\s*-?%\}([\s\S]*?)\{%-?\s*endraw\s*-?%\}/g;
const COMMENT = /\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}/g;
const INCLUDE = /\{%-?\s*(include|include_relative)\s+([^\s%]+)[^%]*?-?%\}/g;
const CAPTURE = /\{%-?\s*capture\s+(\w+)\s*-?%\}([\s\S]*?)\{%-?\s*endcapture\s*-?%\}/g;
const HIGHLIGHT = /\{%-?\s*highlight\s+([^%]*?)\s*-?%\}\n?([\s\S]*?)\{%-?\s*endhighlight\s*-?%\}/g;
const OUTPUT_LINE = /^[ \t]*\{\{-?\s*(\w+)\s*(?:\|[^}]*)?-?\}\}[ \t]*$/gm;
const TOKEN = new RegExp(`${CODE_SPAN}|\\{%-?\\s*(\\w+)([\\s\\S]*?)-?%\\}|\\{\\{-?\\s*([^{}]*?)\\s*-?\\}\\}`, 'g');
const KEPT = new Set(['post_url', 'link']);
const MAX_DEPTH = 5;

export interface LiquidSite {
  root: string;
  config: FrontMatter;
}

const stripFrontMatter = (text: string) => text.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n/, '');

/** A setting of `_config.yml` as text, for `{{ site.x }}`; null when it is not a plain value. */
function setting(config: FrontMatter, expr: string): string | null {
  const site = /^site\.(\w+)$/.exec(expr.trim());
  if (site) {
    const value = config[site[1]];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }
  const url = /^(["'])(.*?)\1\s*\|\s*(relative_url|absolute_url)$/.exec(expr.trim());
  if (!url) return null;
  const base = typeof config.baseurl === 'string' ? config.baseurl : '';
  const host = url[3] === 'absolute_url' && typeof config.url === 'string' ? config.url : '';
  return `${host}${base}/${url[2]}`.replace(/([^:])\/{2,}/g, '$1/');
}

async function putIncludes(text: string, postFile: string, site: LiquidSite, warnings: string[]): Promise<string> {
  const includes = path.join(
    site.root,
    typeof site.config.includes_dir === 'string' ? site.config.includes_dir : '_includes',
  );
  let out = text;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const found = new Map<string, string | null>();
    for (const [whole, kind, name] of out.matchAll(INCLUDE)) {
      if (!MARKDOWN_FILE.test(name) || found.has(whole)) continue;
      const file = kind === 'include' ? path.join(includes, name) : path.resolve(path.dirname(postFile), name);
      const real = await fs.realpath(file).catch(() => null);
      const body = real && isInside(site.root, real) ? await fs.readFile(real, 'utf8').catch(() => null) : null;
      if (body === null) warnings.push(`{% ${kind} ${name} %} 找不到这个文件（已删去）`);
      found.set(whole, body === null ? '' : stripFrontMatter(body).replace(/\s+$/, ''));
    }
    if (found.size === 0) return out;
    out = out.replace(INCLUDE, (whole: string) => found.get(whole) ?? whole);
  }
  return out;
}

export async function convertLiquid(body: string, postFile: string, site: LiquidSite): Promise<Converted> {
  const warnings: string[] = [];
  const raws: string[] = [];
  const guard = (text: string) => text.replace(RAW, (_, inner: string) => `\uE003${raws.push(inner) - 1}\uE003`);
  let text = guard(body).replace(COMMENT, '');
  text = guard(await putIncludes(text, postFile, site, warnings)).replace(COMMENT, '');
  const captured = new Map<string, string>();
  text = text.replace(CAPTURE, (_, name: string, inner: string) => {
    captured.set(name, inner.trim());
    return '';
  });
  text = text.replace(OUTPUT_LINE, (line: string, name: string) =>
    captured.has(name) ? `\n${captured.get(name)}\n` : line,
  );
  text = text.replace(HIGHLIGHT, (_, args: string, code: string) =>
    fencedCode(code, parseArgs(args).positional[0] ?? ''),
  );
  text = mapOutsideFences(text, (prose) =>
    prose
      .replace(TOKEN, (whole: string, span: string | undefined, tag?: string, _args?: string, expr?: string) => {
        if (span !== undefined) return whole;
        if (tag !== undefined) {
          if (KEPT.has(tag)) {
            warnings.push(`未转换的 Liquid 标签 {% ${tag} %}（保持原样）`);
            return whole;
          }
          warnings.push(`Liquid 标签 {% ${tag} %} 无法转换，已删去`);
          return '';
        }
        const name = (expr ?? '').split('|')[0].trim();
        const value = captured.get(name) ?? setting(site.config, expr ?? '');
        if (value !== null && value !== undefined) return value;
        warnings.push(`Liquid 输出 {{ ${name} }} 无法转换，已删去`);
        return '';
      })
      .replace(/\n{3,}/g, '\n\n'),
  );
  const content = text.replace(/\uE003(\d+)\uE003/g, (_, i: string) => raws[Number(i)]);
  return { content, warnings: [...new Set(warnings)] };
}
