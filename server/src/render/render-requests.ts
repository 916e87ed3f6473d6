import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CacheTag } from '../lib/cache/tags';

/** The header on the server renderer's own API calls (app.inject): `<secret>.<render id>`. */
export const RENDER_HEADER = 'x-inkstone-render';

export interface RenderRequests {
  /** Opens a render: the headers its API calls carry. */
  begin: () => { id: string; headers: Record<string, string> };
  /**
   * Closes it: the cache tags of every API answer it read (docs/caching.md), or null when one of
   * them named none (its HTML then is not cached).
   */
  end: (id: string) => CacheTag[] | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    renderRequests: RenderRequests;
  }
  interface FastifyRequest {
    /** Sent by the server renderer (render/pages.ts), not by a reader. */
    fromRenderer: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The cache tags of a server-rendered page that shows the route's answer, where they are not its
     * `cache.tags`: a route that is not cached (getArticleById), or a fact the page may show stale
     * (the visit count of /api/config: docs/caching.md, "Server-rendered pages").
     */
    renderTags?: readonly CacheTag[];
  }
}

/** Marker for a render that read an answer with no tags. */
const UNTAGGED = Symbol('untagged');

/**
 * Recognises the server renderer's API calls by a per-process secret (a reader cannot pretend to be
 * it) and collects the cache tags of what each render read. Registered before the modules, so its
 * hooks reach every route.
 */
export default fp(async function renderRequestsPlugin(app: FastifyInstance) {
  const secret = randomUUID();
  const renders = new Map<string, Set<CacheTag | typeof UNTAGGED>>();
  const renderIdOf = (request: FastifyRequest): string | null => {
    const value = request.headers[RENDER_HEADER];
    if (typeof value !== 'string' || !value.startsWith(`${secret}.`)) return null;
    return value.slice(secret.length + 1);
  };

  app.decorateRequest('fromRenderer', false);
  app.decorate('renderRequests', {
    begin() {
      const id = randomUUID();
      renders.set(id, new Set());
      return { id, headers: { [RENDER_HEADER]: `${secret}.${id}` } };
    },
    end(id) {
      const tags = renders.get(id);
      renders.delete(id);
      if (!tags || tags.has(UNTAGGED)) return null;
      return [...tags].filter((tag): tag is CacheTag => tag !== UNTAGGED);
    },
  } satisfies RenderRequests);

  app.addHook('onRequest', async (request) => {
    if (renderIdOf(request) !== null) request.fromRenderer = true;
  });
  // onSend runs for every answer, those served from the response cache too, before inject resolves.
  app.addHook('onSend', async (request, _reply, payload) => {
    const id = renderIdOf(request);
    const tags = id === null ? undefined : renders.get(id);
    if (!tags) return payload;
    const config = request.routeOptions.config;
    const read = config.renderTags ?? config.cache?.tags;
    if (read) for (const tag of read) tags.add(tag);
    else tags.add(UNTAGGED);
    return payload;
  });
});
