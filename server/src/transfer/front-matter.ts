import matter from 'gray-matter';
import yaml from 'js-yaml';
import { parse as parseToml } from 'smol-toml';
import { toStoredDate } from './front-dates';
import { checkFrontMatterSize } from './front-matter-budget';
import type { PostSeries } from './series-front';
import { ARTICLE_STATUS, type ArticleStatusCode, type ArticleTypeCode } from '@protocol/codes';

export { toStoredDate };

/** Article status as stored (protocol/codes.ts). */
export const STATUS = ARTICLE_STATUS;

/** What makes an imported post protected: its password in clear, or its hash from our own export. */
export interface PostAccess {
  password?: string;
  hash?: string;
  hint: string;
  hideDescription: boolean;
}

/** What an imported Markdown file says about its article, in our columns' terms. */
export interface ImportedPost {
  title: string;
  content: string;
  description: string;
  cover: string;
  /** 'YYYY-MM-DD HH:mm:ss' in the blog's zone, or null when the file gives none (keep / now). */
  createdAt: string | null;
  updatedAt: string | null;
  category: string | null;
  tags: string[];
  isTop: 1 | 2;
  status: ArticleStatusCode;
  /** 原创 (when left out), 转载 or 翻译, with the original's address (post-origin.ts). */
  type?: ArticleTypeCode;
  originUrl?: string;
  /** Behind an access password (protected-posts.ts, docs/behaviour.md §11.4); left out when open. */
  access?: PostAccess;
  /** The series it names (series-front.ts); left out when it names none, which keeps a stored post's. */
  series?: PostSeries;
}

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

/** Strings from a scalar or a (nested) list, trimmed, empties and repeats dropped, order kept. */
export function nameList(value: unknown): string[] {
  const flat = Array.isArray(value) ? value.flat(Infinity) : value === undefined || value === null ? [] : [value];
  const names = flat
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map((v) => String(v).trim())
    .filter(Boolean);
  return [...new Set(names)];
}

function firstText(data: FrontMatter, keys: readonly string[]): string {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (Array.isArray(value) && typeof value[0] === 'string' && value[0].trim()) return value[0].trim();
  }
  return '';
}

function truthy(value: unknown): boolean {
  if (typeof value === 'string') return ['true', 'yes', '1'].includes(value.trim().toLowerCase());
  if (typeof value === 'number') return value > 0;
  return value === true;
}

function statusOf(data: FrontMatter): 1 | 2 | 3 {
  const word = typeof data.status === 'string' ? data.status.trim().toLowerCase() : '';
  if (word === 'private') return STATUS.private;
  if (word === 'draft' || truthy(data.draft) || data.published === false) return STATUS.draft;
  return STATUS.public;
}

// Hugo's defaults (frontmatter config): date ← date, publishDate, pubdate, published; lastmod ←
// lastmod, modified, then the date. Hexo: date, updated. `published: false` is Hexo's draft flag.
export const CREATED_KEYS = ['date', 'publishDate', 'pubdate', 'published'] as const;
export const UPDATED_KEYS = ['updated', 'lastmod', 'lastMod', 'modified'] as const;

function firstDate(data: FrontMatter, keys: readonly string[], timeZone: string): string | null {
  for (const key of keys) {
    const date = toStoredDate(data[key], timeZone);
    if (date) return date;
  }
  return null;
}

/** Date fields the file gives that no format reads: each one is a warning in the report. */
export function unreadDates(data: FrontMatter, timeZone: string): string[] {
  return [...CREATED_KEYS, ...UPDATED_KEYS].filter((key) => {
    const value = data[key];
    const given = typeof value === 'string' ? value.trim() !== '' : typeof value === 'number' || value instanceof Date;
    return given && toStoredDate(value, timeZone) === null;
  });
}

// PaperMod's `cover: {image: …}`, Ananke's featured_image, Fluid's index_img, Butterfly's top_img.
const COVER_KEYS = [
  'cover',
  'thumbnail',
  'image',
  'images',
  'photos',
  'featured_image',
  'index_img',
  'top_img',
  'banner_img',
];

function coverOf(data: FrontMatter): string {
  const nested = data.cover;
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
    const image = (nested as FrontMatter).image;
    if (typeof image === 'string' && image.trim()) return image.trim();
  }
  return firstText(data, COVER_KEYS);
}

/**
 * Maps Hexo / Hugo front matter to an article. Decisions (docs/import-export.md, Front matter):
 * - title missing → the file name without its extension and without a leading `YYYY-MM-DD-`;
 * - categories: we keep one, the first name in reading order (Hexo's `[Parent, Child]` → Parent,
 *   `[[A, B], C]` → A); `category` (singular) is read too;
 * - cover: cover (or cover.image) | thumbnail | image | images[0] | theme keys; description:
 *   description | excerpt | summary;
 * - pinned when top | sticky | pinned is true or a positive number;
 * - status: `status: private|draft|public` (what export writes), else draft: true or published: false → draft.
 * createdAt is null when no date field reads; the importer then takes the file name or mtime.
 */
export function mapFrontMatter(data: FrontMatter, content: string, fileName: string, timeZone: string): ImportedPost {
  const createdAt = firstDate(data, CREATED_KEYS, timeZone);
  return {
    title:
      firstText(data, ['title']) ||
      fileName.replace(/\.(md|markdown)$/i, '').replace(/^\d{4}-\d{2}-\d{2}[-_ ](?=.)/, ''),
    content,
    description: firstText(data, ['description', 'excerpt', 'summary']),
    cover: coverOf(data),
    createdAt,
    updatedAt: firstDate(data, UPDATED_KEYS, timeZone) ?? createdAt,
    category: nameList(data.categories ?? data.category)[0] ?? null,
    tags: nameList(data.tags),
    isTop: truthy(data.top) || truthy(data.sticky) || truthy(data.pinned) ? 1 : 2,
    status: statusOf(data),
  };
}
