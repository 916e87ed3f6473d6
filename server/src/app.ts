import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config';
import type { DB } from './db/database';
import { DebugRequestLog } from './lib/logger';
import { setTimeZone } from './lib/time';
import compressionPlugin from './plugins/compression';
import errorsPlugin from './plugins/errors';
import authPlugin from './plugins/auth';
import staticFilesPlugin from './plugins/static-files';
import pagesPlugin from './render/pages';
import securityHeaders from './plugins/security-headers';
import { routerErrorOptions } from './plugins/router-errors';
import publicUploadsPlugin from './plugins/public-uploads';
import responseCachePlugin from './plugins/response-cache';
import redirectsPlugin from './modules/redirect/plugin';
import { imageVariantsPlugin, uploadSweeperPlugin } from './modules/upload';
import renderRequestsPlugin from './render/render-requests';
import { readPageTemplate } from './lib/page-template';
import { MemoryResponseCache } from './lib/cache/memory-cache';
import { watchExternalWrites } from './lib/cache/external-writes';
import type { ResponseCache } from './lib/cache/response-cache';
import openapiPlugin from './plugins/openapi';
import noNulPlugin from './plugins/no-nul';
import { connectRedis, type SharedRedis } from './lib/redis/connection';
import { redisCacheBroadcast } from './lib/redis/cache-channel';
import { createSecretBox, type SecretBox } from './lib/secret-box';
import { systemClock, type Clock } from './lib/clock';
import { closeStorage, openUploadStorage, prepareStorage, publicOrigin, type ObjectStorage } from './lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    config: AppConfig;
    /** Shared state of several processes (REDIS_URL, docs/deploy.md); null in a single process. */
    redis: SharedRedis | null;
    /** Seals and opens stored secrets for one purpose (docs/security.md "Secrets at rest"). */
    secretBox: (purpose: string) => SecretBox;
    /** Now, and waiting for a time (lib/clock.ts): the system clock unless a test passed its own. */
    clock: Clock;
    /** Where uploads live: the folder or the bucket (docs/architecture.md "Object storage"). */
    storage: ObjectStorage;
  }
}

export interface BuildOptions {
  config: AppConfig;
  db: DB;
  /** Resolved JWT secret (config value or the one stored under data/). */
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Store of the response cache; an in-memory LRU of CACHE_MAX_BYTES when not given. */
  responseCache?: ResponseCache;
  /** Called on the bare instance before any plugin, so its hooks reach every route (tests). */
  instrument?: (app: FastifyInstance) => void;
  /**
   * Server tests only: a clock they move (docs/behaviour.md §11.1). main.ts never passes one, so a
   * production server always runs on the system clock.
   */
  clock?: Clock;
  /**
   * How long one plugin may take to start (Fastify's default, 10 s, when not given). Server tests
   * raise it: two instances starting side by side on a loaded two-core runner took longer.
   */
  pluginTimeout?: number;
}

/** A Fastify instance with every plugin and module registered, not listening (tests use inject). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  setTimeZone(config.timeZone);
  const template = readPageTemplate(config.clientDir);
  const app = Fastify({
    logger: options.logger ?? false,
    ...(options.pluginTimeout !== undefined && { pluginTimeout: options.pluginTimeout }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreDuplicateSlashes: true },
    // One line per request is noise on an author's console: written at debug level only.
    logController: new DebugRequestLog(),
    // Answers written before any hook still carry the security headers and the envelope.
    ...routerErrorOptions(template),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;
  app.decorate('redis', redis);
  app.decorate('secretBox', (purpose: string) => createSecretBox(options.jwtSecret, purpose));
  const storage = openUploadStorage(config);
  await prepareStorage(storage);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => closeStorage(storage));
  // onClose runs after the chat module's preClose, which still publishes its last events.
  app.addHook('onClose', async () => redis?.close());
  options.instrument?.(app);

  // The client sends 'Content-Type: application/json' on every call (docs/behaviour.md §1.1), bodiless PUTs included.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, text, done);
  });
  await app.register(errorsPlugin);
  // CSP, frame-ancestors, Referrer-Policy, nosniff… on every response (plugins/security-headers.ts).
  await app.register(securityHeaders, { template, storageOrigin: publicOrigin(config) });
  await app.register(compressionPlugin);
  // U+0000 in an address or body: one 400 for every route (plugins/no-nul.ts).
  await app.register(noNulPlugin);
  // Per-route limits only (login, register, addView, chat ...): global: false.
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL the counts live in Redis, so a limit holds whichever process a request reaches;
    // while Redis is away requests are let through rather than refused (docs/deploy.md "Redis down").
    ...(redis ? { redis: redis.commands, nameSpace: 'inkstone:rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `操作过于频繁，请在 ${Math.ceil(context.ttl / 1000)} 秒后再试`,
    }),
  });
  // Old addresses of imported posts answer 301 before a cached 404 could (docs/behaviour.md §9.5).
  await app.register(redirectsPlugin);
  // With S3_PUBLIC_URL answers name the bucket's addresses; before the cache, which stores them so.
  await app.register(publicUploadsPlugin, { storage });
  // After compression (cached bodies are stored uncompressed), before every module (routes opt in).
  await app.register(responseCachePlugin, {
    store: options.responseCache ?? new MemoryResponseCache(config.cacheMaxBytes),
    // `npm run import` and other processes write the same database (docs/caching.md).
    externalWrites: watchExternalWrites(db),
    ...(redis ? { broadcast: redisCacheBroadcast(redis) } : {}),
  });
  // Before the modules: recognises the server renderer's own API calls (render/pages.ts).
  await app.register(renderRequestsPlugin);
  await app.register(authPlugin, { secret: options.jwtSecret, expiresIn: config.jwtExpiresIn, db });

  // Before the modules: the OpenAPI document is collected from routes as they are added.
  await app.register(openapiPlugin);

  // The image variant queue, shared by the modules that store images.
  await app.register(imageVariantsPlugin);
  // Deletes unused uploads once their grace period has passed (docs/behaviour.md §4.6).
  await app.register(uploadSweeperPlugin);

  // Domain modules, one encapsulated plugin each (docs/architecture.md: server/src/modules/<domain>).
  // Providers of app-wide services (app.notify, app.chatHub) come before the modules that declare
  // them as dependencies; a module registered before its providers fails at start-up.
  await app.register(import('./modules/notify/routes'));
  await app.register(import('./modules/mail/routes'));
  await app.register(import('./modules/chat/routes'));
  // Before the user module: registration asks for the captcha (docs/behaviour.md §13.1).
  await app.register(import('./modules/spam/routes'), { captchaSecret: options.jwtSecret });
  await app.register(import('./modules/user/routes'));
  await app.register(import('./modules/upload/routes'));
  await app.register(import('./modules/music/routes'), { prefix: '/wapi' });
  await app.register(import('./modules/config/routes'));
  await app.register(import('./modules/web-app/routes'));
  await app.register(import('./modules/page-header/routes'));
  await app.register(import('./modules/statistic/routes'));
  await app.register(import('./modules/article/routes'));
  await app.register(import('./modules/taxonomy/routes'));
  await app.register(import('./modules/series/routes'));
  await app.register(import('./modules/comment/routes'));
  await app.register(import('./modules/like/routes'), { addressSecret: options.jwtSecret });
  await app.register(import('./modules/feed/routes'));
  await app.register(import('./modules/talk/routes'));
  await app.register(import('./modules/photo/routes'));
  await app.register(import('./modules/resource/routes'));
  await app.register(import('./modules/link/routes'));
  await app.register(import('./modules/message/routes'));
  // Publishes scheduled articles at their minute (docs/behaviour.md §11.1); the desk re-arms it.
  await app.register(import('./modules/admin/article/publisher'));
  await app.register(import('./modules/admin/routes'));

  await app.register(staticFilesPlugin, { clientDir: config.clientDir });
  await app.register(pagesPlugin, { clientDir: config.clientDir, ssrEntry: config.ssrEntry });
  return app;
}
