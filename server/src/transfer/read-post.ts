import fs from 'node:fs/promises';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { ARTICLE_TYPE } from '@protocol/codes';
import { formatDateTime } from '../lib/time';
import { plainText } from '../lib/plain-text';
import { dateFromFileName } from './front-dates';
import { STATUS, mapFrontMatter, splitFrontMatter, unreadDates, type ImportedPost } from './front-matter';
import { convertEmbeds } from './embeds';
import { convertHexoTags, type Converted } from './hexo-tags';
import { convertLiquid } from './jekyll-liquid';
import { jekyllPermalink } from './jekyll-permalink';
import { notAPost } from './non-posts';
import { originOf } from './post-origin';
import { PASSWORD_KEPT_WARNING, postAccess } from './protected-posts';
import type { SiteLayout } from './site-layout';
import { importedTitle } from './html-text';
import { seriesOf } from './series-front';

/** Where the article's creation date came from, named in the report (docs/import-export.md, Dates). */
export type DateSource = 'front matter' | '文件名' | '文件修改时间';

/** One Markdown file read and understood, before shortcode refs and images. */
export interface ReadPost {
  post: ImportedPost;
  dateFrom: DateSource;
  warnings: string[];
  /** The post's address on the old site (Jekyll's permalink), for redirecting old links. */
  oldUrl?: string;
  /** The front matter as read: where the old site served the post (old-permalinks.ts). */
  frontMatter: Record<string, unknown>;
}

export type ReadResult = { kind: 'post'; read: ReadPost } | { kind: 'skip' | 'error'; reason: string };

const MORE = /^[ \t]*<!--\s*more\s*-->[ \t]*$/im;
const markdown = new MarkdownIt({ html: true });

/** `<!-- more -->` (Hexo, Hugo): the text before it is the excerpt, as plain text; the marker leaves the body. */
export function splitExcerpt(body: string): { body: string; excerpt: string } {
  const m = MORE.exec(body);
  if (!m) return { body, excerpt: '' };
  const before = body.slice(0, m.index);
  const excerpt = plainText(markdown.render(before)).replace(/\s+/g, ' ').trim();
  return {
    body: before + body.slice(m.index + m[0].length).replace(/^\n/, ''),
    excerpt: [...excerpt].slice(0, 200).join(''),
  };
}

// Hexo publishes nothing from `source/_foo/` except _posts (and _drafts, as drafts).
const HEXO_HIDDEN = /^_(?!posts\/|drafts\/)[^/]*\//;
// Hexo and Jekyll agree: a post under `_drafts/` is a draft, whatever the layout.
const DRAFTS = /(^|\/)_drafts\//;

/** A page bundle's `index.md` is named after its folder. */
const titleName = (rel: string) =>
  /^index\.(md|markdown)$/i.test(path.posix.basename(rel)) && rel.includes('/')
    ? path.posix.basename(path.posix.dirname(rel))
    : path.posix.basename(rel);

export async function readPost(file: string, rel: string, layout: SiteLayout, timeZone: string): Promise<ReadResult> {
  if (layout.kind === 'hexo' && HEXO_HIDDEN.test(rel))
    return { kind: 'skip', reason: 'Hexo 不发布以 _ 开头的文件夹，已跳过' };
  let data;
  let content;
  try {
    ({ data, content } = splitFrontMatter(await fs.readFile(file, 'utf8')));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { kind: 'error', reason: `front matter 无法解析：${reason}` };
  }
  const skip = notAPost(rel, data);
  if (skip) return { kind: 'skip', reason: skip };
  const warnings = unreadDates(data, timeZone).map((key) => `日期 ${key}: ${String(data[key])} 无法识别，未采用`);
  const post = mapFrontMatter(data, content, titleName(rel), timeZone);
  post.title = importedTitle(post.title) || post.title;
  const series = seriesOf(data);
  if (series.series) post.series = series.series;
  warnings.push(...series.warnings);
  let dateFrom: DateSource = 'front matter';
  if (post.createdAt === null) {
    const fromName = dateFromFileName(path.posix.basename(rel));
    dateFrom = fromName ? '文件名' : '文件修改时间';
    post.createdAt = fromName ?? formatDateTime((await fs.stat(file)).mtime, timeZone);
    post.updatedAt ??= post.createdAt;
  }
  if (DRAFTS.test(rel)) post.status = STATUS.draft;
  const access = postAccess(data, post.tags, layout.config);
  if (access) {
    post.access = access;
    if (access.password !== undefined) warnings.push(PASSWORD_KEPT_WARNING);
  }
  const origin = originOf(data, layout.config);
  if (origin.type !== ARTICLE_TYPE.original) {
    Object.assign(post, { type: origin.type, originUrl: origin.url });
    if (origin.author) post.content = `> 原作者：${origin.author}\n\n${post.content}`;
  }
  const tags = await convertTags(file, post.content, layout);
  const embeds = convertEmbeds(tags.content);
  const { body, excerpt } = splitExcerpt(embeds.content);
  post.content = body;
  if (!post.description) post.description = excerpt;
  const read: ReadPost = {
    post,
    dateFrom,
    frontMatter: data,
    warnings: [...warnings, ...tags.warnings, ...embeds.warnings],
  };
  if (layout.kind === 'jekyll' && rel.startsWith('_posts/'))
    read.oldUrl = jekyllPermalink(rel, data, layout.config, post.createdAt);
  return { kind: 'post', read };
}

/** Jekyll's Liquid, or Hexo's tags (also found in plain folders and Hugo sites moved from Hexo). */
function convertTags(file: string, content: string, layout: SiteLayout): Promise<Converted> | Converted {
  if (layout.kind === 'jekyll') return convertLiquid(content, file, { root: layout.contentDir, config: layout.config });
  const isIndex = /^index\.(md|markdown)$/i.test(path.basename(file));
  return convertHexoTags(content, isIndex ? '' : `${path.basename(file).replace(/\.(md|markdown)$/i, '')}/`);
}
