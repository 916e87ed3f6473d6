import yaml from 'js-yaml';
import { ARTICLE_TYPE } from '@protocol/codes';

/** What export writes for one article; the importer reads every field back (front-matter.ts). */
export interface ExportedPost {
  title: string;
  createdAt: string;
  updatedAt: string;
  tags: string[];
  category: string | null;
  cover: string;
  description: string;
  isTop: boolean;
  status: 'public' | 'private' | 'draft' | 'scheduled';
  /** 1 原创, 2 转载, 3 翻译, with the original's address (post-origin.ts reads them back). */
  type: number;
  originUrl: string;
  content: string;
  /** A protected article's (docs/behaviour.md §11.4), written only with `--include-protected`. */
  access?: { hash: string; hint: string; hideDescription: boolean };
  /** The post's series (docs/behaviour.md §9.6), as Hugo's `series` taxonomy with its weight. */
  series?: { name: string; weight: number };
}

/**
 * A Markdown file with YAML front matter in Hexo's spelling (title, date, updated, tags,
 * categories, cover, description, top), Hugo's `series` list with `series_weight`, `original: false` / `translated: true` with `original_url`
 * for reposts and translations, plus `status` (ours, for private articles) and `draft: true`
 * for drafts (Hexo and Hugo both understand it). Empty fields are left out.
 */
export function toMarkdownFile(post: ExportedPost): string {
  const data: Record<string, unknown> = { title: post.title, date: post.createdAt, updated: post.updatedAt };
  if (post.tags.length) data.tags = post.tags;
  if (post.category) data.categories = [post.category];
  if (post.cover) data.cover = post.cover;
  if (post.description) data.description = post.description;
  if (post.isTop) data.top = true;
  if (post.series) {
    data.series = [post.series.name];
    data.series_weight = post.series.weight;
  }
  if (post.type === ARTICLE_TYPE.reprint) data.original = false;
  if (post.type === ARTICLE_TYPE.translation) data.translated = true;
  if (post.type !== ARTICLE_TYPE.original && post.originUrl) data.original_url = post.originUrl;
  data.status = post.status;
  if (post.status === 'draft') data.draft = true;
  if (post.access) {
    // The hash, never a password: the import takes it back as stored (protected-posts.ts).
    data.access_hash = post.access.hash;
    if (post.access.hint) data.access_hint = post.access.hint;
    if (post.access.hideDescription) data.hide_description = true;
  }
  // A blank line after the front matter: the importer drops exactly one, so the body comes back as stored.
  return `---\n${yaml.dump(data, { lineWidth: -1, schema: yaml.CORE_SCHEMA })}---\n\n${post.content}`;
}

/** A file name from a title: characters no file system accepts replaced, length bounded. */
export function fileNameFor(id: number, title: string): string {
  const printable = [...title].map((ch) => (ch.charCodeAt(0) < 0x20 ? ' ' : ch)).join('');
  const safe = [...printable.replace(/[\\/:*?"<>|]+/g, '-').replace(/\s+/g, ' ')].slice(0, 60).join('');
  return `${id}-${safe.trim().replace(/^\.+/, '') || 'article'}.md`;
}
