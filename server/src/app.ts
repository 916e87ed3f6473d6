import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config';
import type { DB } from './db/database';
import { setTimeZone } from './lib/time';
import compressionPlugin from './plugins/compression';
import errorsPlugin from './plugins/errors';
import authPlugin from './plugins/auth';
import spaPlugin from './plugins/spa';
import securityHeaders from './plugins/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    config: AppConfig;
  }
}

export interface BuildOptions {
  config: AppConfig;
  db: DB;
  /** Resolved JWT secret (config value or the one stored under data/). */
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
}

/** A Fastify instance with every plugin and module registered, not listening (tests use inject). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  setTimeZone(config.timeZone);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreDuplicateSlashes: true },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });
  app.decorate('db', db);
  app.decorate('config', config);

  // The client sends 'Content-Type: application/json' on every call (spec §7), bodiless PUTs included.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, text, done);
  });
  await app.register(errorsPlugin);
  // CSP, frame-ancestors, Referrer-Policy, nosniff… on every response (plugins/security-headers.ts).
  await app.register(securityHeaders);
  await app.register(compressionPlugin);
  // Per-route limits only (login, register, addView, chat ...): global: false.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `操作过于频繁，请在 ${Math.ceil(context.ttl / 1000)} 秒后再试`,
    }),
  });
  await app.register(authPlugin, { secret: options.jwtSecret, expiresIn: config.jwtExpiresIn, db });

  // Domain modules, one encapsulated plugin each (architecture.md: server/src/modules/<domain>).
  // modules:begin
  await app.register(import('./modules/notify'));
  await app.register(import('./modules/user'));
  await app.register(import('./modules/upload'));
  await app.register(import('./modules/chat'));
  await app.register(import('./modules/music'), { prefix: '/wapi' });
  await app.register(import('./modules/config'));
  await app.register(import('./modules/page-header'));
  await app.register(import('./modules/statistic'));
  await app.register(import('./modules/article'));
  await app.register(import('./modules/taxonomy'));
  // modules:end

  await app.register(spaPlugin, { clientDir: config.clientDir });
  return app;
}
