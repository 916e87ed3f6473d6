import { toStoredDate } from './front-dates';
import type { PostSeries } from './series-terms';
import type { FrontMatter } from './front-matter-split';
import { ARTICLE_STATUS, type ArticleStatusCode, type ArticleTypeCode } from '@protocol/codes';

export { toStoredDate };
// Splitting a file into front matter and body (front-matter-split.ts) is read from here too.
export { splitFrontMatter } from './front-matter-split';
export type { FrontMatter } from './front-matter-split';

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
