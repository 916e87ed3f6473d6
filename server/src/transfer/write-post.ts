import type { DB } from '../db/database';
import type { ObjectStorage } from '../lib/storage';
import { adopt, findImported, sameAsStored, saveImported } from './article-store';
import { isImportableCover } from './cover-url';
import type { ImportedPost } from './front-matter';
import { fillLinkedImageAlts, rewriteImageLinks } from './image-links';
import type { ImageJob } from './local-images';
import type { FileOutcome } from './report';
import { storeImportedImage } from './stored-image';

export interface WriteContext {
  db: DB;
  dryRun: boolean;
  storage: ObjectStorage;
  blog: string;
  /** The blog's name before it was known by its site's address (its folder's): its rows are adopted. */
  formerly?: string;
  authorId: number;
  /** Stored images whose variants are still to be made, after the text import (import-variants.ts). */
  pendingVariants: Set<string>;
}

/**
 * The last step of every importer (Markdown and WordPress): linked images given an alt, links of
 * the collected images rewritten, the cover checked (docs/import-export.md, Front matter), then the
 * article created, updated or left alone — compared only, on a dry run. Images are stored (with their
 * placeholders) just before their article; their variants are left for later (ctx.pendingVariants).
 */
export async function writePost(
  ctx: WriteContext,
  rel: string,
  read: ImportedPost,
  images: ImageJob,
  outcome: Pick<FileOutcome, 'dateFrom' | 'warnings'>,
): Promise<FileOutcome> {
  const post = {
    ...read,
    content: rewriteImageLinks(fillLinkedImageAlts(read.content), (url) => images.rewrites.get(url) ?? null),
    cover: images.rewrites.get(read.cover) ?? read.cover,
  };
  const warnings = [...outcome.warnings, ...images.warnings];
  if (post.cover && !isImportableCover(post.cover)) {
    warnings.push(`封面 ${post.cover} 不是本站上传的图片或 http(s) 地址，已忽略`);
    post.cover = '';
  }
  const existing = await findImported(ctx.db, ctx.blog, rel, ctx.formerly);
  const action = !existing ? 'create' : sameAsStored(post, existing) ? 'skip' : 'update';
  const result: FileOutcome = {
    file: rel,
    action,
    id: existing?.id,
    title: post.title,
    dateFrom: outcome.dateFrom,
    warnings,
  };
  if (ctx.dryRun) return result;
  if (action === 'skip' && existing) await adopt(ctx.db, existing.id, ctx.blog, ctx.formerly);
  if (action === 'skip') return result;
  for (const image of images.files.values())
    if (await storeImportedImage(ctx.storage, image)) ctx.pendingVariants.add(image.name);
  result.id = await saveImported(ctx.db, post, { blog: ctx.blog, path: rel }, existing, ctx.authorId, ctx.formerly);
  return result;
}
