import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance, HTTPMethods } from 'fastify';
import type { RenderModule } from '@protocol/ssr';

/**
 * Loads the server render bundle (build/ssr/render.js) at run time: the server never imports the
 * client's sources. Null when it is missing or broken; pages are then plain index.html.
 */
export function loadRenderModule(entry: string | null, log: FastifyBaseLogger): RenderModule | null {
  if (!entry || !fs.existsSync(entry)) return null;
  try {
    const loaded = createRequire(__filename)(entry) as Partial<RenderModule>;
    if (typeof loaded.renderPage !== 'function') throw new Error('renderPage is not exported');
    return loaded as RenderModule;
  } catch (error) {
    log.error({ err: error, entry }, 'server render bundle could not be loaded: pages are served unrendered');
    return null;
  }
}

/**
 * A fetch-compatible function for the render's store that answers through app.inject: no network,
 * the same routes, schemas, response cache and error envelopes a browser gets. `headers` are added
 * to every call (they mark it as the renderer's).
 */
export function injectFetch(app: FastifyInstance, headers: Record<string, string>): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const bodiless = request.method === 'GET' || request.method === 'HEAD';
    const response = await app.inject({
      method: request.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), ...headers },
      payload: bodiless ? undefined : await request.text(),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}
