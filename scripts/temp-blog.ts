// A whole blog on a throw-away data folder, in this process: for build steps and benches that need
// the real app (scripts/build-shared-styles.ts, bench/image-pipeline.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig, type AppConfig } from '../server/src/config';
import { migrateToLatest, openDatabase, type DB } from '../server/src/db/database';
import { ensureAdmin } from '../server/src/db/bootstrap';
import { seedDemoContent } from '../server/src/db/seed';

export interface TempBlog {
  app: FastifyInstance;
  db: DB;
  config: AppConfig;
  close: () => Promise<void>;
}

/**
 * Migrated, with an admin (random password) and, when asked, the demo content; no SPA and no render
 * bundle unless `pages` is set (then the built dist/ and build/ssr/render.js serve server-rendered pages).
 */
export async function openTempBlog(options: { seed?: boolean; pages?: boolean } = {}): Promise<TempBlog> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-temp-blog-'));
  const built = options.pages ? {} : { CLIENT_DIR: '', SSR_ENTRY: '' };
  const config = loadConfig({ DATA_DIR: dataDir, ...built, LOG_LEVEL: 'silent' });
  const db = await openDatabase(config);
  await migrateToLatest(db);
  await ensureAdmin(db, crypto.randomBytes(12).toString('base64url'));
  if (options.seed) await seedDemoContent(db, config);
  const app = await buildApp({ config, db, jwtSecret: crypto.randomBytes(48).toString('base64url') });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a script's main; an error exits 1 with its stack. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
