import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { migrateToLatest, openDatabase, type DB } from '../src/db/database';
import { ensureAdmin } from '../src/db/bootstrap';
import { hashPassword } from '../src/lib/password';
import { now } from '../src/lib/time';
import { watchSerializerDrift, type Drift } from './serializer-drift';
import type { Clock } from '../src/lib/clock';
import { solveCaptchasFor } from './captcha-solver';

export const ADMIN_PASSWORD = 'Admin12345';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContext {
  app: FastifyInstance;
  db: DB;
  config: AppConfig;
  dataDir: string;
  /** Closes the app and the database and removes the temporary data folder. */
  close: () => Promise<void>;
}

export interface BuildTestOptions {
  /** Extra environment (e.g. UPLOAD_MAX_BYTES) layered over the test defaults. */
  env?: NodeJS.ProcessEnv;
  /** Runs before buildApp, e.g. to seed demo content. */
  prepare?: (db: DB, config: AppConfig) => Promise<unknown>;
  /** Logger options for buildApp (silent by default). */
  logger?: FastifyServerOptions['logger'];
  /** Runs on the bare instance before any plugin (e.g. an onRoute hook that collects routes). */
  instrument?: (app: FastifyInstance) => void;
  /** A clock the test moves (manual-clock.ts); the system clock when left out. */
  clock?: Clock;
  /**
   * 'solve' (the default): captcha routes called without a solution get one solved in the test, as
   * the widget would (captcha-solver.ts); 'manual': requests go as the test wrote them.
   */
  captcha?: 'solve' | 'manual';
}

/** A fresh app on a real SQLite file in a temp dir, with user `admin` (role 1) created. */
export async function build(options: BuildTestOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-test-'));
  // Requests here come from code, not a person typing: no minimum fill time unless a test sets one,
  // and the easiest captcha the desk allows (solved in a few milliseconds).
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: '',
    LOG_LEVEL: 'silent',
    FORM_MIN_FILL_SECONDS: '0',
    CAPTCHA_MAX_NUMBER: '1000',
    ...options.env,
  });
  const db = await openDatabase(config);
  await migrateToLatest(db);
  await ensureAdmin(db, ADMIN_PASSWORD);
  if (options.prepare) await options.prepare(db, config);
  let drifts: Drift[] = [];
  const instrument = (instance: FastifyInstance) => {
    drifts = watchSerializerDrift(instance);
    if (options.captcha !== 'manual') solveCaptchasFor(instance);
    options.instrument?.(instance);
  };
  const app = await buildApp({
    config,
    db,
    jwtSecret: TEST_JWT_SECRET,
    logger: options.logger,
    instrument,
    clock: options.clock,
    // A start-up is never timed here (tests assert no timings); the default 10 s per plugin failed
    // a suite that starts two instances at once on a loaded runner.
    pluginTimeout: 120_000,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
      // A declared response schema that dropped or changed a returned field fails the test file.
      if (drifts.length > 0) throw new Error(`response schema drift:\n${JSON.stringify(drifts.slice(0, 5), null, 2)}`);
    },
  };
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  token: string;
}

/** Inserts a user straight into the database and signs a token for it (no HTTP round trip). */
export async function createUser(
  ctx: TestContext,
  fields: { username: string; password?: string; nick_name?: string; role?: number },
): Promise<TestUser> {
  const password = fields.password ?? 'Passw0rd!';
  const stamp = now();
  const { id } = await ctx.db
    .insertInto('users')
    .values({
      username: fields.username,
      password_hash: await hashPassword(password),
      nick_name: fields.nick_name ?? fields.username,
      avatar: '',
      role: fields.role ?? 2,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await ctx.app.signToken({ id, role: fields.role ?? 2, username: fields.username, token_version: 0 });
  return { id, username: fields.username, password, token };
}

/** The seeded admin with a signed token. */
export async function adminUser(ctx: TestContext): Promise<TestUser> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    username: 'admin',
    password: ADMIN_PASSWORD,
    token: await ctx.app.signToken({ id: row.id, role: 1, username: 'admin', token_version: row.token_version }),
  };
}

/**
 * One app per test file: registers beforeAll/afterAll and returns the context, filled in before the
 * first test runs (docs/architecture.md: build the app once per file).
 */
export function useTestApp(options: BuildTestOptions = {}): TestContext {
  const holder = {} as TestContext;
  beforeAll(async () => {
    Object.assign(holder, await build(options));
  }, 60_000);
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
