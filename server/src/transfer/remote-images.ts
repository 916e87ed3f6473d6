import type { CheckedImage } from '../modules/upload';
import { anyAddress, BlockedAddressError, readCapped, safeGet, type SafeGetOptions } from '../lib/safe-fetch';
import type { ImageJob } from './local-images';
import { checkImportedImage, uploadUrl } from './stored-image';

/**
 * `--fetch-images` (docs/import-export.md, Images from elsewhere): http(s) images of the imported
 * posts are downloaded into uploads under a content-hash name, checked as uploads are (at most
 * UPLOAD_MAX_BYTES, a real jpg / png / gif / webp by its bytes), and the links rewritten. Any failure
 * is a warning and the link stays as written. One download per URL per run. Downloads go through
 * safeGet: no loopback, LAN or reserved address, at any redirect, unless --allow-private
 * (docs/security.md "Fetching remote URLs").
 */
export type Fetched = { image: CheckedImage } | { warning: string };

/** How remote images are fetched: the import's --allow-private, or (tests) a policy of their own. */
export type FetchGuard = Pick<SafeGetOptions, 'allow' | 'resolve' | 'maxRedirects'>;

export const guardFor = (allowPrivate: boolean | undefined): FetchGuard => (allowPrivate ? { allow: anyAddress } : {});

const TIMEOUT_MS = 20_000;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

function failure(url: string, error: unknown): string {
  if (error instanceof BlockedAddressError)
    return `图片 ${url} 未下载：${error.message}（自己局域网里的图片可加 --allow-private；链接保持原样）`;
  const reason =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  return `图片 ${url} 下载失败：${reason}（链接保持原样）`;
}

export async function fetchImage(url: string, maxBytes: number, guard: FetchGuard = {}): Promise<Fetched> {
  // One deadline for the whole download: every redirect and the body.
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let response;
  try {
    // The headers Node's fetch sent before safeGet, so image hosts answer as they did.
    response = await safeGet(url, { ...guard, signal, headers: { accept: '*/*', 'user-agent': 'node' } });
  } catch (error) {
    return { warning: failure(url, error) };
  }
  if (response.status < 200 || response.status > 299) {
    response.body.destroy();
    return { warning: `图片 ${url} 下载失败：HTTP ${response.status}（链接保持原样）` };
  }
  const bytes = await readCapped(response, maxBytes).catch(() => undefined);
  if (bytes === undefined) return { warning: `图片 ${url} 下载中断（链接保持原样）` };
  if (bytes === null) return { warning: `图片 ${url} 超过 ${sizeText(maxBytes)}，未下载（链接保持原样）` };
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
  guard: FetchGuard = {},
): Promise<void> {
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url) || job.rewrites.has(url)) continue;
    let pending = cache.get(url);
    if (!pending) {
      pending = fetchImage(url, maxBytes, guard);
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
