import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { etagForEncoding, matchesIfNoneMatch, strongEtag } from '../lib/cache/etag';
import type { ExternalWrites } from '../lib/cache/external-writes';
import type { CacheStats, ResponseCache } from '../lib/cache/response-cache';
import type { CacheBroadcast } from '../lib/redis/cache-channel';
import { CacheTag } from '../lib/cache/tags';
import { storedVariants } from '../lib/cache/variants';
import { hasEncodedVariants, varyOnEncoding } from '../lib/compression/vary';

/** What a route opts in with: `config: { cache: { tags: [CacheTag.articles] } }`. */
export interface RouteCacheOptions {
  /** The facts the answer shows; a write that changes one of them drops the answer. */
  tags: readonly CacheTag[];
  /** The answer holds absolute URLs built from the request's host (feeds, sitemap without SITE_URL). */
  perHost?: boolean;
}

export interface CacheHandle {
  /** The one call every writer makes after changing what the tags name (docs/caching.md). */
  invalidate: (tags: readonly CacheTag[]) => Promise<void>;
  stats: () => CacheStats;
  /**
   * For answers whose facts are known only once made (server-rendered pages): replaces the route's
   * tags for this request's stored answer. Writes between the request's start and now still keep
   * it out of the cache.
   */
  retag: (request: FastifyRequest, tags: readonly CacheTag[]) => void;
}

/**
 * What a write route drops when it succeeds: fixed tags, or tags read from the request (a like on an
 * article also changes the article lists' counts). `[]` says no cached answer shows what it changes.
 */
export type Invalidates = readonly CacheTag[] | ((request: FastifyRequest) => readonly CacheTag[]);

declare module 'fastify' {
  interface FastifyInstance {
    cache: CacheHandle;
  }
  interface FastifyContextConfig {
    cache?: RouteCacheOptions;
    /** Every write route declares this (server/test/cache/invalidates.test.ts walks them). */
    invalidates?: Invalidates;
  }
}

/** A successful answer: the envelope with code 0 (docs/behaviour.md §1.2); tips and failures change nothing. */
const succeeded = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && 'code' in payload && payload.code === 0;

interface PendingStore {
  key: string;
  mark: number;
  tags: readonly CacheTag[];
}

const pending = new WeakMap<FastifyRequest, PendingStore>();

/** Browsers and proxies may keep the answer but must revalidate it (the ETag makes that a 304). */
const REVALIDATE = 'no-cache';

function cacheKey(request: FastifyRequest, options: RouteCacheOptions): string {
  return options.perHost ? `${request.protocol}://${request.host}${request.url}` : request.url;
}

/**
 * Only anonymous GETs of routes that opted in: anything sent with an Authorization header may
 * depend on who asks, so it is neither answered from nor stored in the cache.
 */
function eligible(request: FastifyRequest): RouteCacheOptions | undefined {
  const options = request.routeOptions.config.cache;
  if (!options || request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  return options;
}

function storable(reply: FastifyReply, payload: unknown): payload is string {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return false;
  if (reply.getHeader('set-cookie') !== undefined) return false;
  return !/private|no-store/.test(String(reply.getHeader('cache-control') ?? ''));
}

/**
 * Caches the answers of public read routes per URL behind the ResponseCache interface, with a
 * strong ETag and 304 on If-None-Match. Registered after compression: answers are stored as the
 * route serialised them; a hit's compressed form is made once per encoding and stored with the
 * answer (lib/cache/variants.ts); the compressed form gets its own ETag suffix.
 */
export interface ResponseCacheOptions {
  store: ResponseCache;
  /** Tells when another process changed the database (lib/cache/external-writes.ts); then every answer is dropped. */
  externalWrites?: ExternalWrites;
  /** Other processes' writes over Redis (lib/redis/cache-channel.ts); absent in a single process. */
  broadcast?: CacheBroadcast;
}

const ALL_TAGS = Object.values(CacheTag);

export default fp<ResponseCacheOptions>(async function responseCachePlugin(
  app: FastifyInstance,
  { store, externalWrites, broadcast },
) {
  const variantFor = storedVariants(store);
  broadcast?.listen(
    (tags) => void store.invalidate(tags),
    () => void store.invalidate(ALL_TAGS),
  );
  app.decorate('cache', {
    async invalidate(tags) {
      const dropped = await store.invalidate(tags);
      app.log.debug({ tags, dropped, cache: store.stats() }, 'response cache invalidated');
      await broadcast?.publish(tags);
    },
    stats: () => store.stats(),
    retag(request, tags) {
      const job = pending.get(request);
      if (job) pending.set(request, { ...job, tags });
    },
  } satisfies CacheHandle);

  // A write route's declared tags are dropped once it succeeded and before its answer leaves, so the
  // reader's next request already misses the cache (docs/caching.md).
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const invalidates = request.routeOptions.config.invalidates;
    if (!invalidates || !succeeded(payload)) return payload;
    const tags = typeof invalidates === 'function' ? invalidates(request) : invalidates;
    if (tags.length > 0) await app.cache.invalidate(tags);
    return payload;
  });

  app.addHook('onRequest', async (request, reply) => {
    const options = eligible(request);
    if (!options) return;
    const key = cacheKey(request, options);
    const outside = externalWrites?.changed() ?? false;
    if (outside === true || (outside !== false && (await outside))) {
      const dropped = await store.invalidate(ALL_TAGS);
      app.log.debug({ dropped }, 'response cache dropped: the database changed in another process');
    }
    const hit = await store.get(key);
    if (!hit) {
      pending.set(request, { key, mark: store.mark(), tags: options.tags });
      return;
    }
    reply.header('etag', hit.etag).header('cache-control', REVALIDATE);
    // A 304 names the same Vary its 200 would (RFC 9110 §15.4.5).
    if (hasEncodedVariants(hit.contentType)) varyOnEncoding(reply);
    if (matchesIfNoneMatch(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    reply.header('content-type', hit.contentType).header('x-cache', 'HIT');
    const encoded = await variantFor(request, key, hit);
    if (!encoded) return reply.send(hit.body);
    // A Content-Encoding already set makes @fastify/compress pass the bytes through; suffixEtag
    // below still gives them the per-encoding tag.
    return reply.header('content-encoding', encoded.encoding).send(encoded.bytes);
  });

  // Global onSend hooks run before route-level ones, so this sees the body before compression.
  app.addHook('onSend', async (request, reply, payload) => {
    const job = pending.get(request);
    if (!job || !storable(reply, payload)) return payload;
    const etag = strongEtag(payload);
    reply.header('etag', etag).header('cache-control', REVALIDATE).header('x-cache', 'MISS');
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    await store.set(job.key, { body: payload, contentType, etag }, job.tags, job.mark);
    return payload;
  });

  // Runs after compression (its route-level hook was added first): the encoded bytes get their own tag.
  const suffixEtag: onSendHookHandler = async (_request, reply, payload) => {
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string')
      reply.header('etag', etagForEncoding(etag, String(reply.getHeader('content-encoding') ?? '')));
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.cache) return;
    const existing = route.onSend;
    route.onSend =
      existing === undefined ? [suffixEtag] : [...(Array.isArray(existing) ? existing : [existing]), suffixEtag];
  });
});
