import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance, HTTPMethods } from 'fastify';
import type { RenderApiCall, RenderModule } from '@protocol/ssr';

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
 * Answers the render's API calls through app.inject: no network, the same routes, schemas, response
 * cache and error envelopes a browser gets. `headers` are added to every call (they mark it as the
 * renderer's).
 */
export function injectCall(app: FastifyInstance, headers: Record<string, string>): RenderApiCall {
  return async (request) => {
    const response = await app.inject({
      method: request.method as HTTPMethods,
      url: request.url,
      headers: { ...request.headers, ...headers },
      payload: request.body,
    });
    return { status: response.statusCode, body: response.payload };
  };
}
