import { loadConfig } from '../config';
import { openUploadStorage, type ObjectStorage } from '../lib/storage';
import { cleanStoredImage, makeVariants } from '../modules/upload';
import { runCli } from './open-data';

/** Stored images that get variants (content or random names of 32 hex digits; GIFs keep their animation). */
const CONVERTIBLE = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;

export interface ConvertReport {
  /** Images that were given at least one missing file. */
  converted: number;
  /** Originals whose personal metadata (GPS, serials, owner, XMP…) was removed. */
  cleaned: number;
  /** Images left as they are (unreadable), with the reason. */
  failed: Array<{ name: string; reason: string }>;
}

/**
 * The one-off conversion of uploads stored before the image pipeline (docs/performance.md,
 * "Images"): each original loses its personal metadata (docs/security.md "Photo metadata") and
 * gets its placeholder and AVIF/WebP variants, one image at a time, the files already there
 * skipped — so it may be run again, or while the server runs.
 */
export async function convertUploads(storage: ObjectStorage): Promise<ConvertReport> {
  const report: ConvertReport = { converted: 0, cleaned: 0, failed: [] };
  const names: string[] = [];
  for await (const { key } of storage.list('')) if (CONVERTIBLE.test(key)) names.push(key);
  names.sort();
  for (const name of names) {
    try {
      if (await cleanStoredImage(storage, name)) report.cleaned += 1;
      if ((await makeVariants(storage, name)) > 0) report.converted += 1;
    } catch (error) {
      report.failed.push({ name, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}

/** npm run images:convert: exit 0 when every image was converted, 1 when some could not be read. */
async function main(): Promise<number> {
  const report = await convertUploads(openUploadStorage(loadConfig()));
  console.log(`已清除 ${report.cleaned} 张原图中的位置等个人信息（EXIF/XMP/IPTC）`);
  console.log(`已为 ${report.converted} 张图片生成缩略图与 AVIF/WebP 版本`);
  for (const { name, reason } of report.failed) console.error(`无法处理 ${name}：${reason}`);
  return report.failed.length > 0 ? 1 : 0;
}

if (require.main === module) runCli(main);
