import fs from 'node:fs/promises';
import path from 'node:path';
import { isInside, isRemoteRef, resolveLocalRef } from './paths';
import type { CheckedImage } from '../modules/upload';
import { checkImportedImage, NOT_A_PICTURE, uploadUrl } from './stored-image';
import { DEFAULT_SVG_BUDGET, rasterizeIfSvg, type SvgBudget } from './svg-image';

/** The images of one post: what to rewrite, what to store, what was refused. */
export interface ImageJob {
  /** url as written → /uploads/ URL */
  rewrites: Map<string, string>;
  /** stored name → the checked image, written only when not a dry run */
  files: Map<string, CheckedImage>;
  warnings: string[];
}

export const emptyImageJob = (): ImageJob => ({ rewrites: new Map(), files: new Map(), warnings: [] });

export interface PostPlace {
  /** The imported folder: nothing outside it is read. */
  root: string;
  /** Where a leading `/` points (Hexo's source/, Hugo's static/ and assets/). */
  siteRoots: string[];
  /** The Markdown file. */
  file: string;
}

/**
 * Where a local reference may be: relative to the post, then in Hexo's post asset folder (the
 * post's name without extension, which `{% asset_img %}` and post_asset_folder use); a leading `/`
 * in each site root. Null entries are references that leave the folder.
 *
 * Real blogs also write `img/a.png` or `../../img/a.png` for a picture in the site root's img/
 * (their theme or a `<base>` made it work, or the editor's preview did): when the relative place has
 * no such file, the same path under each site root is tried last (docs/import-export.md).
 */
function candidates(place: PostPlace, url: string): (string | null)[] {
  const inSiteRoots = (ref: string) => place.siteRoots.map((siteRoot) => resolveLocalRef(siteRoot, siteRoot, ref));
  if (url.startsWith('/')) return inSiteRoots(url);
  const dir = path.dirname(place.file);
  const assetDir = place.file.replace(/\.(md|markdown)$/i, '');
  const inAssetDir = url.startsWith('../') ? [] : [resolveLocalRef(place.root, assetDir, url)];
  return [resolveLocalRef(place.root, dir, url), ...inAssetDir, ...inSiteRoots(`/${url.replace(/^(\.\.?\/)+/, '')}`)];
}

/** Resolves the local images of one post; every refusal is a warning, the link then stays as written. */
export async function collectLocalImages(
  place: PostPlace,
  urls: string[],
  job: ImageJob,
  svgBudget: SvgBudget = DEFAULT_SVG_BUDGET,
): Promise<void> {
  for (const url of urls) {
    if (isRemoteRef(url) || job.rewrites.has(url)) continue;
    let outside = false;
    let real: string | undefined;
    for (const target of candidates(place, url)) {
      if (target === null) {
        outside = true;
        continue;
      }
      const found = await fs.realpath(target).catch(() => undefined);
      if (found && !isInside(place.root, found)) outside = true;
      else if (found) {
        real = found;
        break;
      }
    }
    if (!real) {
      job.warnings.push(
        outside ? `图片 ${url} 在导入文件夹之外，已拒绝（链接保持原样）` : `图片 ${url} 不存在（链接保持原样）`,
      );
      continue;
    }
    // An SVG is drawn to a PNG first (svg-image.ts); one that does not draw is not a picture we keep,
    // one over its budget is a warning of its own.
    const drawn = await fs.readFile(real).then(
      (bytes) => rasterizeIfSvg(bytes, svgBudget),
      () => null,
    );
    const checked =
      drawn === null ? { problem: NOT_A_PICTURE } : 'bytes' in drawn ? await checkImportedImage(drawn.bytes) : drawn;
    if ('problem' in checked) {
      // Locally an SVG is one of the kinds we take.
      const problem = checked.problem === NOT_A_PICTURE ? '不是 jpg、png、gif、webp 或 SVG 图片' : checked.problem;
      job.warnings.push(`图片 ${url} ${problem}（链接保持原样）`);
      continue;
    }
    job.files.set(checked.name, checked);
    job.rewrites.set(url, uploadUrl(checked.name));
  }
}
