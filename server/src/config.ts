import path from 'node:path';
import { parseLogFormat, type LogFormat } from './lib/logger';
import { parseStorageSettings, type StorageSettings } from './lib/storage/storage-config';
import { DELETE_GRACE_SECONDS } from './lib/storage/object-storage';
import { parseMailFrom, parseSmtpUrl, type MailSender, type SmtpServer } from './lib/smtp-url';
import { CAPTCHA_LIMITS } from '@protocol/spamRules';

/** Typed server configuration, read once from the environment (see README's table). */
export interface AppConfig {
  port: number;
  host: string;
  /** Folder for blog.db, jwt-secret, uploads/ and music/. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite at `${dataDir}/blog.db` when empty. */
  databaseUrl: string | null;
  /** JWT signing secret; generated into `${dataDir}/jwt-secret` when unset. */
  jwtSecret: string | null;
  jwtExpiresIn: string;
  adminPassword: string | null;
  uploadDir: string;
  uploadMaxBytes: number;
  /** Bytes one user (not an admin) may upload per calendar day in the blog's time zone. */
  uploadDailyQuotaBytes: number;
  musicDir: string;
  /** STORAGE / MUSIC_STORAGE and the S3_* variables: uploads and music in a bucket (docs/deploy.md "Object storage"). */
  storage: StorageSettings;
  musicUpstream: string | null;
  /** Fixed Access-Control-Allow-Origin for /wapi; null echoes the request's Origin (or '*'). */
  corsAllowOrigin: string | null;
  /** Built SPA folder served with history fallback; null disables static serving. */
  clientDir: string | null;
  /** SSR_ENTRY: the server render bundle (build/ssr/render.js); null or missing serves plain index.html. */
  ssrEntry: string | null;
  timeZone: string;
  logLevel: string;
  /** LOG_FORMAT: forced json or pretty output; null lets the terminal decide (lib/logger.ts). */
  logFormat: LogFormat | null;
  /** Trust X-Forwarded-For (only behind a reverse proxy you control). */
  trustProxy: boolean;
  /** Seed demo content into an empty database. */
  seedDemo: boolean;
  /** SITE_URL: origin of absolute URLs in feeds and sitemap (no trailing slash); null = from the request's host. */
  siteUrl: string | null;
  /** CACHE_MAX_BYTES: bound of the in-memory response cache. */
  cacheMaxBytes: number;
  /** REDIS_URL: shared state of several processes (docs/deploy.md); null keeps everything in this process. */
  redisUrl: string | null;
  /** PRESENCE_TTL_SECONDS: how long a process's online users outlive its last heartbeat (Redis only). */
  presenceTtlMs: number;
  /** UPLOAD_DELETE_GRACE_SECONDS: how long an upload is kept after its last write once unused (docs/behaviour.md §4.6). */
  uploadDeleteGraceMs: number;
  /** PG_POOL_MAX: PostgreSQL connections per process (docs/deploy.md: sized against max_connections). */
  pgPoolMax: number;
  /** SHUTDOWN_DEADLINE_MS: after SIGTERM the process exits within this, whatever still runs (docs/deploy.md "Stopping"). */
  shutdownDeadlineMs: number;
  /** SMTP_URL: the mail server (docs/behaviour.md §5.3); null = no mail unless the desk sets one. */
  smtp: SmtpServer | null;
  /** MAIL_FROM: the sender, `砚 <blog@example.com>`; the desk's sender overrides it. */
  mailFrom: MailSender | null;
  /** FORM_MIN_FILL_SECONDS: a public form's minimum fill time until the desk sets one (docs/behaviour.md §13.1). */
  formMinFillSeconds: number;
  /** CAPTCHA_MAX_NUMBER: the captcha's difficulty until the desk sets one (docs/behaviour.md §13.1). */
  captchaMaxNumber: number;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`环境变量 ${name} 必须是非负整数，收到 "${value}"`);
  return n;
}

/** SITE_URL must be an absolute http(s) URL; a path part is kept (a blog under /blog), the trailing slash dropped. */
export function parseSiteUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`环境变量 SITE_URL 必须是完整的网址（如 https://blog.example.com），收到 "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`环境变量 SITE_URL 只支持 http 或 https，收到 "${value}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Two levels up from both server/src/config.ts (source, tests) and build/server/main.js (the bundle).
  const projectRoot = path.resolve(__dirname, '..', '..');
  const dataDir = path.resolve(env.DATA_DIR || path.join(projectRoot, 'data'));
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    adminPassword: env.BLOG_ADMIN_PASSWORD || null,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    uploadDailyQuotaBytes: intFrom(env.UPLOAD_DAILY_QUOTA_BYTES, 50 * 1024 * 1024, 'UPLOAD_DAILY_QUOTA_BYTES'),
    musicDir: path.resolve(env.MUSIC_DIR || path.join(dataDir, 'music')),
    storage: parseStorageSettings(env),
    musicUpstream: env.MUSIC_API_UPSTREAM || null,
    corsAllowOrigin: env.CORS_ALLOW_ORIGIN || null,
    clientDir: env.CLIENT_DIR === '' ? null : path.resolve(env.CLIENT_DIR || path.join(projectRoot, 'dist')),
    ssrEntry:
      env.SSR_ENTRY === '' ? null : path.resolve(env.SSR_ENTRY || path.join(projectRoot, 'build', 'ssr', 'render.js')),
    timeZone: env.BLOG_TZ || 'Asia/Shanghai',
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: parseLogFormat(env.LOG_FORMAT),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    seedDemo: env.SEED_DEMO !== '0',
    siteUrl: parseSiteUrl(env.SITE_URL),
    cacheMaxBytes: intFrom(env.CACHE_MAX_BYTES, 32 * 1024 * 1024, 'CACHE_MAX_BYTES'),
    redisUrl: env.REDIS_URL || null,
    presenceTtlMs: Math.max(1, intFrom(env.PRESENCE_TTL_SECONDS, 30, 'PRESENCE_TTL_SECONDS')) * 1000,
    uploadDeleteGraceMs:
      intFrom(env.UPLOAD_DELETE_GRACE_SECONDS, DELETE_GRACE_SECONDS, 'UPLOAD_DELETE_GRACE_SECONDS') * 1000,
    pgPoolMax: Math.max(2, intFrom(env.PG_POOL_MAX, 10, 'PG_POOL_MAX')),
    shutdownDeadlineMs: Math.max(1, intFrom(env.SHUTDOWN_DEADLINE_MS, 10_000, 'SHUTDOWN_DEADLINE_MS')),
    smtp: parseSmtpUrl(env.SMTP_URL),
    mailFrom: parseMailFrom(env.MAIL_FROM),
    formMinFillSeconds: Math.max(0, intFrom(env.FORM_MIN_FILL_SECONDS, 3, 'FORM_MIN_FILL_SECONDS')),
    captchaMaxNumber: Math.min(
      CAPTCHA_LIMITS.maxNumber,
      Math.max(
        CAPTCHA_LIMITS.minNumber,
        intFrom(env.CAPTCHA_MAX_NUMBER, CAPTCHA_LIMITS.defaultNumber, 'CAPTCHA_MAX_NUMBER'),
      ),
    ),
  };
}
