import matter from 'gray-matter';
import yaml from 'js-yaml';
import { parse as parseToml } from 'smol-toml';
import { formatDateTime } from '../lib/time';

/** Article status as stored: 1 public, 2 private, 3 draft (docs/behaviour.md). */
export const STATUS = { public: 1, private: 2, draft: 3 } as const;

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
  status: 1 | 2 | 3;
}

export type FrontMatter = Record<string, unknown>;

// YAML with the core schema: dates stay strings, so a zone-less "2024-01-02 10:00" keeps its wall
// time instead of being read as UTC (js-yaml's default timestamp type does that).
const ENGINES = {
  yaml: (text: string) => (yaml.load(text, { schema: yaml.CORE_SCHEMA }) ?? {}) as object,
  toml: (text: string) => parseToml(text) as object,
};

/**
 * Splits a Markdown file into front matter and body: `---` YAML (Hexo, Hugo) or `+++` TOML (Hugo).
 * A file without front matter has empty data. Throws (with the parser's reason) when it does not parse.
 */
export function splitFrontMatter(text: string): { data: FrontMatter; content: string } {
  const source = text.replace(/^\uFEFF/, '');
  const isToml = /^\+\+\+\r?\n/.test(source);
  const parsed = matter(source, {
    engines: ENGINES,
    language: isToml ? 'toml' : 'yaml',
    delimiters: isToml ? '+++' : '---',
  });
  const data: unknown = parsed.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('front matter 不是键值表');
  return { data: data as FrontMatter, content: parsed.content.replace(/^\r?\n/, '') };
}

const DATE_TEXT =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const pad = (n: string | undefined) => (n ?? '0').padStart(2, '0');

/**
 * A front-matter date as we store it. Without a zone it is the blog's wall time as written; with a
 * zone (or Z) it is that instant shown in the blog's zone. TOML dates arrive as Date objects whose
 * toISOString keeps that distinction. Returns null for anything else.
 */
export function toStoredDate(value: unknown, timeZone: string): string | null {
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value.trim() : '';
  const m = DATE_TEXT.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, zone] = m;
  const wall = `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
  if (!zone) return Number.isNaN(Date.parse(`${wall.replace(' ', 'T')}Z`)) ? null : wall;
  const instant = new Date(
    `${wall.replace(' ', 'T')}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`,
  );
  return Number.isNaN(instant.getTime()) ? null : formatDateTime(instant, timeZone);
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

/**
 * Maps Hexo / Hugo front matter to an article. Decisions (README "Importing"):
 * - title missing → the file name without its extension;
 * - categories: we keep one, the first name in reading order (Hexo's `[Parent, Child]` → Parent,
 *   `[[A, B], C]` → A); `category` (singular) is read too;
 * - cover: cover | thumbnail | image | images[0]; description: description | excerpt | summary;
 * - pinned when top | sticky | pinned is true or a positive number;
 * - status: `status: private|draft|public` (what export writes), else draft: true or published: false → draft.
 */
export function mapFrontMatter(data: FrontMatter, content: string, fileName: string, timeZone: string): ImportedPost {
  const createdAt = toStoredDate(data.date, timeZone);
  return {
    title: firstText(data, ['title']) || fileName.replace(/\.(md|markdown)$/i, ''),
    content,
    description: firstText(data, ['description', 'excerpt', 'summary']),
    cover: firstText(data, ['cover', 'thumbnail', 'image', 'images']),
    createdAt,
    updatedAt: toStoredDate(data.updated ?? data.lastmod ?? data.lastMod, timeZone) ?? createdAt,
    category: nameList(data.categories ?? data.category)[0] ?? null,
    tags: nameList(data.tags),
    isTop: truthy(data.top) || truthy(data.sticky) || truthy(data.pinned) ? 1 : 2,
    status: statusOf(data),
  };
}
