import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { migrateToLatest, openDatabase, withBootstrapLock } from './db/database';
import { ensureAdmin, ensureJwtSecret } from './db/bootstrap';
import { seedDemoContent } from './db/seed';
import { seedImageFiles } from './db/seed/images';
import { chooseLogFormat, loggerOptions } from './lib/logger';
import { closeStorage, openMusicStorage } from './lib/storage';
import { startMessage } from './lib/start-message';
import { stopOnSignals } from './lib/shutdown';
import { ensureDemoLibrary } from './modules/music/demo/generate';

/** The demo songs into MUSIC_DIR or the bucket's `music/`, when the library is empty (docs/behaviour.md §7.6). */
async function seedDemoMusic(config: AppConfig): Promise<void> {
  const store = openMusicStorage(config);
  try {
    await ensureDemoLibrary(store);
  } finally {
    closeStorage(store);
  }
}

/** Reads config, prepares the database, listens, and stops on SIGTERM/SIGINT within a deadline (lib/shutdown.ts). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = loggerOptions(config.logLevel, chooseLogFormat(config.logFormat, process.stdout.isTTY === true));
  const db = await openDatabase(config);
  // Several processes may start at once on one PostgreSQL (docs/deploy.md): Kysely's migrator holds
  // its own lock, and the first-start work below runs under ours.
  await migrateToLatest(db);
  const jwtSecret = ensureJwtSecret(config.dataDir, config.jwtSecret);
  const admin = await withBootstrapLock(db, async () => {
    const created = await ensureAdmin(db, config.adminPassword);
    if (config.seedDemo) await seedDemoContent(db, config);
    if (config.seedDemo && !config.musicUpstream) await seedDemoMusic(config);
    return created;
  });

  const app = await buildApp({ config, db, jwtSecret, logger });
  // The demo pictures get their variants from the uploads' queue, off the request path; files
  // already made are skipped (docs/performance.md, "Images").
  if (config.seedDemo) for (const name of seedImageFiles()) app.imageVariants.enqueue(name);

  stopOnSignals({ app, closeDatabase: () => db.destroy(), deadlineMs: config.shutdownDeadlineMs });

  await app.listen({ port: config.port, host: config.host });
  // A generated password is printed once, on the start that created the account; never logged again.
  console.log(startMessage({ host: config.host, port: config.port, admin }));
}

main().catch((error: unknown) => {
  console.error(`启动失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
