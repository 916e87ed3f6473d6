import fs from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '../db/database';
import { bumpCacheEpoch, findImported, importAuthor, sameAsStored, saveImported } from './article-store';
import { mapFrontMatter, splitFrontMatter, type ImportedPost } from './front-matter';
import { imageLinks, rewriteImageLinks } from './image-links';
import { isInside, isRemoteRef, resolveLocalRef, toSourcePath } from './paths';
import { storeImage, storedImageName, uploadUrl } from './stored-image';
import { listMarkdown } from './walk';

export interface ImportOptions {
  db: DB;
  uploadDir: string;
  timeZone: string;
  /** Report what would happen; write neither rows nor files. */
  dryRun: boolean;
}

export type ImportAction = 'create' | 'update' | 'skip' | 'error';

/** One line of the report: a file relative to the folder, what happened, and why when not imported. */
export interface FileOutcome {
  file: string;
  action: ImportAction;
  id?: number;
  title?: string;
  reason?: string;
  /** Imported anyway: images left as written (missing, outside the folder, not an image). */
  warnings: string[];
}

export interface ImportReport {
  outcomes: FileOutcome[];
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

interface ImageJob {
  /** url as written → /uploads/ URL */
  rewrites: Map<string, string>;
  /** stored name → bytes, written only when not a dry run */
  files: Map<string, Buffer>;
  warnings: string[];
}

/** Resolves the local images of one post; every refusal is a warning, the link then stays as written. */
async function collectImages(root: string, file: string, urls: string[]): Promise<ImageJob> {
  const job: ImageJob = { rewrites: new Map(), files: new Map(), warnings: [] };
  for (const url of urls) {
    if (isRemoteRef(url) || job.rewrites.has(url)) continue;
    const target = resolveLocalRef(root, path.dirname(file), url);
    const real = target === null ? null : await fs.realpath(target).catch(() => undefined);
    if (target === null || (real && !isInside(root, real))) {
      job.warnings.push(`图片 ${url} 在导入文件夹之外，已拒绝（链接保持原样）`);
      continue;
    }
    if (!real) {
      job.warnings.push(`图片 ${url} 不存在（链接保持原样）`);
      continue;
    }
    const bytes = await fs.readFile(real).catch(() => null);
    const name = bytes && storedImageName(bytes);
    if (!bytes || !name) {
      job.warnings.push(`图片 ${url} 不是 jpg、png、gif、webp 图片（链接保持原样）`);
      continue;
    }
    job.files.set(name, bytes);
    job.rewrites.set(url, uploadUrl(name));
  }
  return job;
}

async function importOne(root: string, file: string, options: ImportOptions, authorId: number): Promise<FileOutcome> {
  const rel = toSourcePath(root, file);
  let post: ImportedPost;
  try {
    const { data, content } = splitFrontMatter(await fs.readFile(file, 'utf8'));
    post = mapFrontMatter(data, content, path.basename(file), options.timeZone);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { file: rel, action: 'error', reason: `front matter 无法解析：${reason}`, warnings: [] };
  }
  const images = await collectImages(root, file, [...imageLinks(post.content), ...(post.cover ? [post.cover] : [])]);
  post = {
    ...post,
    content: rewriteImageLinks(post.content, (url) => images.rewrites.get(url) ?? null),
    cover: images.rewrites.get(post.cover) ?? post.cover,
  };
  const existing = await findImported(options.db, rel);
  const action: ImportAction = !existing ? 'create' : sameAsStored(post, existing) ? 'skip' : 'update';
  const outcome: FileOutcome = { file: rel, action, id: existing?.id, title: post.title, warnings: images.warnings };
  if (options.dryRun || action === 'skip') return outcome;
  for (const [name, bytes] of images.files) await storeImage(options.uploadDir, name, bytes);
  outcome.id = await saveImported(options.db, post, rel, existing, authorId);
  return outcome;
}

/**
 * `npm run import -- <folder>`: every Markdown file under the folder becomes an article (matched by
 * its path relative to the folder, so a second run updates instead of duplicating). Each file
 * stands alone: one that fails is reported and the others are imported.
 */
export async function importFolder(folder: string, options: ImportOptions): Promise<ImportReport> {
  const root = await fs.realpath(path.resolve(folder)).catch(() => null);
  if (!root) throw new Error(`找不到要导入的文件夹：${folder}`);
  if (!(await fs.stat(root)).isDirectory()) throw new Error(`${folder} 不是文件夹：请给出放 Markdown 文章的文件夹`);
  // A dry run writes nothing, so it needs no author (and works before the first start).
  const authorId = options.dryRun ? 0 : await importAuthor(options.db);
  const { files, refused } = await listMarkdown(root);
  const outcomes: FileOutcome[] = refused.map((r) => ({
    file: toSourcePath(root, r.file),
    action: r.error ? 'error' : 'skip',
    reason: r.reason,
    warnings: [],
  }));
  for (const file of files) {
    try {
      outcomes.push(await importOne(root, file, options, authorId));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      outcomes.push({ file: toSourcePath(root, file), action: 'error', reason, warnings: [] });
    }
  }
  outcomes.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const count = (action: ImportAction) => outcomes.filter((o) => o.action === action).length;
  const report = {
    outcomes,
    created: count('create'),
    updated: count('update'),
    skipped: count('skip'),
    failed: count('error'),
  };
  if (!options.dryRun && report.created + report.updated > 0) await bumpCacheEpoch(options.db);
  return report;
}
