/** docs/behaviour.md §6.2: compress images above 800 KB; quality starts at 1, drops 0.2 at most 3 times, floor 0.2. */
export const COMPRESS_THRESHOLD_BYTES = 800 * 1024;
export const COMPRESS_MAX_RETRIES = 3;
export const COMPRESS_QUALITY_STEP = 0.2;
export const COMPRESS_QUALITY_FLOOR = 0.2;

/**
 * The pure decision of docs/behaviour.md §6.2: given the size the last encode produced at `quality` after
 * `retries` drops, the quality to try next — or null to stop and keep that blob.
 */
export function nextQuality(size: number, quality: number, retries: number): number | null {
  if (size <= COMPRESS_THRESHOLD_BYTES || retries >= COMPRESS_MAX_RETRIES) return null;
  const next = Math.round((quality - COMPRESS_QUALITY_STEP) * 10) / 10;
  if (next < COMPRESS_QUALITY_FLOOR || next >= quality) return null;
  return next;
}

/** Encodes one attempt; injectable so the loop is testable without a canvas. */
export type Encoder = (quality: number) => Promise<Blob>;

/** Runs the docs/behaviour.md §6.2 loop over `encode`: quality 1, then lower while too big (at most 3 drops). */
export async function compressWith(encode: Encoder): Promise<Blob> {
  let quality = 1;
  let retries = 0;
  let blob = await encode(quality);
  for (
    let next = nextQuality(blob.size, quality, retries);
    next !== null;
    next = nextQuality(blob.size, quality, retries)
  ) {
    quality = next;
    retries += 1;
    blob = await encode(quality);
  }
  return blob;
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('图片读取失败'));
    };
    img.src = url;
  });
}

/**
 * docs/behaviour.md §6.2 image compression: files at or under 800 KB pass through untouched; bigger ones are
 * drawn on a canvas of the original size and re-encoded as JPEG (WebP keeps its type). Rejects
 * when the browser cannot decode or encode — callers then show 图片上传失败 and send nothing.
 */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= COMPRESS_THRESHOLD_BYTES) return file;
  const img = await loadImage(file);
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('无法创建画布');
  context.drawImage(img, 0, 0);
  const type = file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
  const blob = await compressWith(
    (quality) =>
      new Promise<Blob>((resolve, reject) => {
        canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('图片压缩失败'))), type, quality);
      }),
  );
  const name = file.name.replace(/\.[^.]+$/, '') + (type === 'image/webp' ? '.webp' : '.jpg');
  return new File([blob], name, { type });
}
