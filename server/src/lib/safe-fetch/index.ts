import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress, type AddressPolicy } from './address-policy';
import { BlockedAddressError, pinnedLookup, systemResolver, type Resolver } from './pinned-lookup';

export { anyAddress, isPublicAddress, type AddressPolicy } from './address-policy';
export { BlockedAddressError, type Resolver } from './pinned-lookup';

/** Options of safeGet; the defaults are what content URLs get (docs/security.md "Fetching remote URLs"). */
export interface SafeGetOptions {
  /** Which addresses may be connected to (default: public unicast only). */
  allow?: AddressPolicy;
  /** How names are resolved (default: the system's, every address). Tests inject their own. */
  resolve?: Resolver;
  /** Redirects followed at most (default 5); each hop is checked like the first. */
  maxRedirects?: number;
  /** Aborts the whole exchange, redirects and body included. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface SafeResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: IncomingMessage;
  /** Where the answer came from, after redirects. */
  url: string;
}

/** A URL that may not be fetched: a scheme other than http(s), or too many redirects. */
export class FetchRefusedError extends Error {
  name = 'FetchRefusedError';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const DEFAULT_MAX_REDIRECTS = 5;

function requestOnce(url: URL, options: SafeGetOptions, allow: AddressPolicy): Promise<IncomingMessage> {
  // An address written in the URL never goes through `lookup`: checked here. The WHATWG parser has
  // already turned 0x7f.0.0.1, 2130706433 or 0177.1 into 127.0.0.1 and IPv6 into its canonical form.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !allow(literal)) return Promise.reject(new BlockedAddressError(literal, literal));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      headers: options.headers,
      signal: options.signal,
      // A fresh socket per hop (no keep-alive pool), so every connection went through the check.
      agent: false,
      lookup: pinnedLookup(options.resolve ?? systemResolver, allow),
    });
    request.on('response', resolve).on('error', reject).end();
  });
}

/**
 * GET of a URL that came from content (an imported post's image): every hop's host resolved and
 * checked against `allow` at connect time, redirects followed by hand up to `maxRedirects`. Rejects
 * with BlockedAddressError, FetchRefusedError, or the network's own error.
 */
export async function safeGet(href: string, options: SafeGetOptions = {}): Promise<SafeResponse> {
  const allow = options.allow ?? isPublicAddress;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = new URL(href);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new FetchRefusedError(`不支持的地址 ${url.protocol}（只下载 http、https）`);
    const response = await requestOnce(url, options, allow);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (!REDIRECTS.has(status) || !location)
      return { status, headers: response.headers, body: response, url: url.href };
    response.destroy();
    if (hop >= maxRedirects) throw new FetchRefusedError(`重定向超过 ${maxRedirects} 次`);
    url = new URL(location, url);
  }
}

/** The body, or null when it is larger than maxBytes (declared or counted); stops reading at once. */
export async function readCapped(response: SafeResponse, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(response.headers['content-length'] ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early destroys the stream: nothing more is read.
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
