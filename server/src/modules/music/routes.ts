import type { FastifyError, FastifyInstance } from 'fastify';
import { closeStorage, openMusicStorage, prepareStorage, type ObjectStorage } from '../../lib/storage';
import { registerLocalApi } from './local-api';
import { MusicLibrary } from './library';
import { registerMedia } from './media';
import { NOT_FOUND_BODY, setCors } from './ncm';
import { registerProxy } from './proxy';

export interface MusicModuleOptions {
  /** The library's store; defaults to the one the configuration names (MUSIC_DIR or the bucket's `music/`). */
  store?: ObjectStorage;
  /** Defaults to app.config.musicUpstream. */
  upstream?: string | null;
  upstreamTimeoutMs?: number;
}

/**
 * The music service under /wapi (docs/behaviour.md §7.5): the six NeteaseCloudMusicApi endpoints and the
 * media routes from the local library, or a proxy to MUSIC_API_UPSTREAM when set. Served only
 * under the /wapi prefix (the client's base URL). Its answers use the NCM envelope, so the
 * plugin has its own error and not-found handlers instead of the blog's {code, message}.
 */
export default async function musicModule(app: FastifyInstance, options: MusicModuleOptions): Promise<void> {
  const upstream = options.upstream !== undefined ? options.upstream : app.config.musicUpstream;
  app.addHook('onRequest', async (request, reply) => setCors(request, reply, app.config.corsAllowOrigin));
  app.options(
    '/*',
    {
      schema: {
        tags: ['music'],
        summary: 'CORS 预检 · CORS preflight',
        response: { 204: { description: '无内容 · No content' } },
      },
    },
    async (_request, reply) => reply.status(204).send(),
  ); // OPTIONS → 204
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ ...NOT_FOUND_BODY }));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A 503 is the bucket being unreachable: its sentence says so (docs/deploy.md "Object storage").
    const code = error.statusCode ?? 500;
    const status = (code >= 400 && code < 500) || code === 503 ? code : 500;
    if (status >= 500) request.log.error({ err: error }, 'music service error');
    return reply.status(status).send({ code: status, data: null, msg: status === 500 ? '服务端错误' : error.message });
  });

  if (upstream) {
    registerProxy(app, upstream, options.upstreamTimeoutMs);
    return;
  }
  const store = options.store ?? openMusicStorage(app.config);
  await prepareStorage(store);
  const library = new MusicLibrary(store, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => {
    library.close();
    if (!options.store) closeStorage(store);
  });
  registerLocalApi(app, library);
  registerMedia(app, library);
}
