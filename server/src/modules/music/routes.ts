import type { FastifyError, FastifyInstance } from 'fastify';
import { registerLocalApi } from './local-api';
import { MusicLibrary } from './library';
import { registerMedia } from './media';
import { NOT_FOUND_BODY, setCors } from './ncm';
import { registerProxy } from './proxy';

export interface MusicModuleOptions {
  /** Defaults to app.config.musicDir / app.config.musicUpstream. */
  musicDir?: string;
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
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'music service error');
    return reply.status(status).send({ code: status, data: null, msg: status === 500 ? '服务端错误' : error.message });
  });

  if (upstream) {
    registerProxy(app, upstream, options.upstreamTimeoutMs);
    return;
  }
  // The library reads its folder still: MUSIC_STORAGE=s3 is accepted by the settings but not used yet
  // (docs/deploy.md "Object storage"), which the operator is told rather than left to guess.
  if (app.config.storage.music) app.log.warn('MUSIC_STORAGE=s3 尚未支持：音乐库仍读取 MUSIC_DIR 文件夹');
  const library = new MusicLibrary(options.musicDir ?? app.config.musicDir, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => library.close());
  registerLocalApi(app, library);
  registerMedia(app, library);
}
