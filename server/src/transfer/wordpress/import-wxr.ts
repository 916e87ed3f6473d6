import fs from 'node:fs/promises';
import path from 'node:path';
import { plainText } from '../../lib/plain-text';
import { recordOldPath } from '../../modules/redirect';
import { bumpCacheEpoch, findImported, importAuthor } from '../article-store';
import { toStoredDate } from '../front-dates';
import { STATUS, type ImportedPost } from '../front-matter';
import { imageLinks } from '../image-links';
import { emptyImageJob } from '../local-images';
import { collectRemoteImages, type Fetched } from '../remote-images';
import { rewritePostLinks } from '../post-links';
import { DEFAULT_MAX_IMAGE_BYTES, summarize, type FileOutcome, type ImportOptions, type ImportReport } from '../report';
import { importedTitle } from '../html-text';
import { PASSWORD_KEPT_WARNING } from '../protected-posts';
import { writePost, type WriteContext } from '../write-post';
import { adminAuthors } from './wp-admin-author';
import { importComments, isImportableComment, type CommentContext } from './wp-comments';
import { wordpressBody } from './wp-body';
import { exportLinks, settleLinks } from './wp-links';
import { mediaLibrary, type WpMedia } from './wp-gallery';
import { parseWxr, type WxrItem } from './wxr-parse';
import type { ArticleStatusCode } from '@protocol/codes';

/** Pages keep their own category (docs/import-export.md, WordPress): every article here has one. */
export const PAGE_CATEGORY = '页面';

/** A file the importer reads as WordPress: an .xml whose start names WordPress's export namespace. */
export async function isWordPressFile(source: string): Promise<boolean> {
  const stat = await fs.stat(source).catch(() => null);
  if (!stat?.isFile()) return false;
  const handle = await fs.open(source, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
    return /wordpress\.org\/export\//.test(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}

type Verdict = { status: ArticleStatusCode; warning?: string } | { skip: string };

function verdict(item: WxrItem): Verdict {
  if (item.postType !== 'post' && item.postType !== 'page')
    return { skip: `WordPress 的 ${item.postType || '未知类型'}（不是文章或页面），已跳过` };
  switch (item.status) {
    case 'publish':
      return { status: STATUS.public };
    case 'private':
      return { status: STATUS.private };
    case 'draft':
      return { status: STATUS.draft };
    case 'pending':
      return { status: STATUS.draft, warning: '待审文章，导入为草稿' };
    case 'future':
      // Public with its later date: the import schedules it (docs/behaviour.md §11.1).
      return { status: STATUS.public };
    default:
      return { skip: `状态 ${item.status || '空'}（回收站或自动草稿），已跳过` };
  }
}

/** A WordPress date (site time) or its _gmt twin (UTC; zeros for drafts never published). */
function wpDate(local: string, gmt: string, timeZone: string): string | null {
  return (
    (gmt && !gmt.startsWith('0000') ? toStoredDate(`${gmt}Z`, timeZone) : null) ??
    (local.startsWith('0000') ? null : toStoredDate(local, timeZone))
  );
}

function toPost(item: WxrItem, status: ArticleStatusCode, media: WpMedia, timeZone: string) {
  const body = wordpressBody(item.content, item.postId, media);
  const cover = media.byId.get(item.thumbnailId)?.url ?? '';
  const createdAt = wpDate(item.date, item.dateGmt, timeZone);
  const post: ImportedPost = {
    // WordPress titles may hold markup (`Title <em>With</em> Markup`); ours are plain text.
    title: importedTitle(plainText(item.title)) || item.name || `无标题 ${item.postId}`,
    content: body.markdown,
    description: item.excerpt ? plainText(item.excerpt) : body.excerpt,
    cover,
    createdAt,
    updatedAt: wpDate(item.modified, item.modifiedGmt, timeZone) ?? createdAt,
    category: item.postType === 'page' ? PAGE_CATEGORY : (item.categories[0] ?? null),
    tags: [...new Set(item.tags)],
    isTop: item.isSticky ? 1 : 2,
    status,
    // Its access password stays the post's (docs/behaviour.md §11.4).
    ...(item.password && { access: { password: item.password, hint: '', hideDescription: false } }),
  };
  return { post, warnings: item.password ? [PASSWORD_KEPT_WARNING, ...body.warnings] : body.warnings };
}

/**
 * `npm run import -- export.xml`: a WordPress export's posts and pages become articles (matched by
 * the blog and the WordPress post id, so a second run updates instead of duplicating), with their
 * approved comments. Every item gets a report line.
 */
export async function importWordPress(file: string, options: ImportOptions): Promise<ImportReport> {
  const site = parseWxr(await fs.readFile(file, 'utf8'));
  const blog =
    (options.blog ?? (site.baseBlogUrl || site.link).replace(/^https?:\/\//i, '').replace(/\/+$/, '')) ||
    path.basename(file);
  const authorId = options.dryRun ? 0 : await importAuthor(options.db);
  const write: WriteContext = {
    db: options.db,
    dryRun: options.dryRun,
    storage: options.storage,
    blog,
    authorId,
    pendingVariants: new Set(),
  };
  const comments: CommentContext = {
    db: options.db,
    adminId: authorId,
    adminAuthors: options.dryRun ? [] : await adminAuthors(options.db, authorId, site.authors, options.wpAdmin),
    timeZone: options.timeZone,
    commenters: new Map(),
  };
  const media = mediaLibrary(site.items);
  const downloads = new Map<string, Promise<Fetched>>();
  const outcomes: FileOutcome[] = [];
  const posts = site.items.filter((item) => !('skip' in verdict(item)));
  const links = exportLinks(site, posts);
  const ids = new Map<string, number>();
  for (const item of posts) {
    const found = await findImported(options.db, blog, `wordpress/${item.postId}.md`).catch(() => undefined);
    if (found) ids.set(`wordpress/${item.postId}.md`, found.id);
  }
  for (const item of site.items) {
    const rel = `wordpress/${item.postId}.md`;
    const judged = verdict(item);
    if ('skip' in judged) {
      outcomes.push({
        file: rel,
        action: 'skip',
        title: item.title,
        reason: `《${item.title}》${judged.skip}`,
        warnings: [],
      });
      continue;
    }
    try {
      const { post, warnings } = toPost(item, judged.status, media, options.timeZone);
      if (judged.warning) warnings.unshift(judged.warning);
      const linked = rewritePostLinks(post.content, links.resolver(rel, ids));
      post.content = linked.content;
      const images = emptyImageJob();
      if (options.fetchImages && !options.dryRun)
        await collectRemoteImages(
          [...imageLinks(post.content), post.cover],
          images,
          options.maxImageBytes ?? DEFAULT_MAX_IMAGE_BYTES,
          downloads,
          options.fetchGuard,
        );
      const outcome = await writePost(write, rel, post, images, { warnings });
      if (outcome.id !== undefined) ids.set(rel, outcome.id);
      if (outcome.id !== undefined && !options.dryRun) {
        for (const old of links.oldPaths(rel)) await recordOldPath(options.db, outcome.id, old);
        if (linked.pending) outcome.pendingRefs = true;
      }
      const approved = item.comments.filter(isImportableComment).length;
      if (options.dryRun) outcome.comments = approved;
      else if (outcome.id !== undefined && approved > 0)
        outcome.comments = await importComments(comments, outcome.id, item.comments);
      outcomes.push(outcome);
    } catch (error) {
      outcomes.push({
        file: rel,
        action: 'error',
        title: item.title,
        reason: error instanceof Error ? error.message : String(error),
        warnings: [],
      });
    }
  }
  if (!options.dryRun) await settleLinks(write, links, ids, outcomes);
  const report = summarize(outcomes, 'wordpress', blog, write.pendingVariants);
  if (!options.dryRun && outcomes.some((o) => o.action === 'create' || o.action === 'update' || o.comments))
    await bumpCacheEpoch(options.db);
  return report;
}
