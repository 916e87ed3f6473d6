import matter from 'gray-matter';
import yaml from 'js-yaml';
import { parse as parseToml } from 'smol-toml';
import { checkFrontMatterSize } from './front-matter-budget';

/** A file's front matter as parsed: YAML, TOML or JSON keys and their values. */
export type FrontMatter = Record<string, unknown>;

// YAML with the core schema: dates stay strings, so a zone-less "2024-01-02 10:00" keeps its wall
// time instead of being read as UTC (js-yaml's default timestamp type does that).
const ENGINES = {
  yaml: (text: string) => (yaml.load(text, { schema: yaml.CORE_SCHEMA }) ?? {}) as object,
  toml: (text: string) => parseToml(text) as object,
};

// Hexo also reads front matter with no opening `---` (hexo-front-matter): `title: x` lines up to a
// `---` line. Only when the first line is a `key:` line and the block parses as a table, so a body
// starting with a setext heading (`Title` over `---`) stays a body.
const OPEN_ENDED = /^([A-Za-z_][\w-]*:[^\n]*\n(?:[\s\S]*?\n)?)-{3,}[ \t]*(?:\r?\n|$)/;
// Hexo's JSON front matter: `;;;` lines.
const JSON_BLOCK = /^;{3,}\r?\n([\s\S]*?)\r?\n;{3,}[ \t]*(?:\r?\n|$)/;

function asTable(data: unknown): FrontMatter {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('front matter 不是键值表');
  return data as FrontMatter;
}

/**
 * Splits a Markdown file into front matter and body: `---` YAML (Hexo, Hugo), `+++` TOML (Hugo),
 * `;;;` JSON (Hexo) or YAML ended by `---` with no opening line (Hexo). A file without front matter
 * has empty data. Throws (with the parser's reason) when it does not parse, and when it is over the
 * bounds of front-matter-budget.ts (an alias bomb).
 */
export function splitFrontMatter(text: string): { data: FrontMatter; content: string } {
  const split = splitUnchecked(text);
  checkFrontMatterSize(split.data);
  return split;
}

function splitUnchecked(text: string): { data: FrontMatter; content: string } {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const json = JSON_BLOCK.exec(source);
  if (json)
    return { data: asTable(JSON.parse(`{${json[1]}}`)), content: source.slice(json[0].length).replace(/^\n/, '') };
  const open = /^(---|\+\+\+)\n/.test(source) ? null : OPEN_ENDED.exec(source);
  if (open) {
    let data: unknown;
    try {
      data = ENGINES.yaml(open[1]);
    } catch {
      data = null;
    }
    if (data && typeof data === 'object' && !Array.isArray(data))
      return { data: data as FrontMatter, content: source.slice(open[0].length).replace(/^\n/, '') };
  }
  const isToml = /^\+\+\+\n/.test(source);
  const parsed = matter(source, {
    engines: ENGINES,
    language: isToml ? 'toml' : 'yaml',
    delimiters: isToml ? '+++' : '---',
  });
  return { data: asTable(parsed.data), content: parsed.content.replace(/^\n/, '') };
}
