import type { CheckedImage } from '../modules/upload';
import type { ImageJob } from './local-images';
import { checkImportedImage, uploadUrl } from './stored-image';

/**
 * `--fetch-images` (docs/import-export.md, Images from elsewhere): http(s) images of the imported
 * posts are downloaded into uploads under a content-hash name, checked as uploads are (at most
 * UPLOAD_MAX_BYTES, a real jpg / png / gif / webp by its bytes), and the links rewritten. Any failure
 * is a warning and the link stays as written. One download per URL per run.
 */
export type Fetched = { image: CheckedImage } | { warning: string };

const TIMEOUT_MS = 20_000;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

async function readCapped(response: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export async function fetchImage(url: string, maxBytes: number): Promise<Fetched> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { warning: `图片 ${url} 下载失败：${reason}（链接保持原样）` };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { warning: `图片 ${url} 下载失败：HTTP ${response.status}（链接保持原样）` };
  }
  const bytes = await readCapped(response, maxBytes).catch(() => undefined);
  if (bytes === undefined) return { warning: `图片 ${url} 下载中断（链接保持原样）` };
  if (bytes === null) {
    await response.body?.cancel().catch(() => undefined);
    return { warning: `图片 ${url} 超过 ${sizeText(maxBytes)}，未下载（链接保持原样）` };
  }
  const checked = await checkImportedImage(bytes);
  if ('problem' in checked) return { warning: `图片 ${url} ${checked.problem}（链接保持原样）` };
  return { image: checked };
}

/** Downloads the post's http(s) images (each URL once per run, through `cache`) into the job. */
export async function collectRemoteImages(
  urls: string[],
  job: ImageJob,
  maxBytes: number,
  cache: Map<string, Promise<Fetched>>,
): Promise<void> {
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url) || job.rewrites.has(url)) continue;
    let pending = cache.get(url);
    if (!pending) {
      pending = fetchImage(url, maxBytes);
      cache.set(url, pending);
    }
    const result = await pending;
    if ('warning' in result) job.warnings.push(result.warning);
    else {
      job.files.set(result.image.name, result.image);
      job.rewrites.set(url, uploadUrl(result.image.name));
    }
  }
}
