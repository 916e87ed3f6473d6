import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { migrateToLatest, openDatabase, type DB } from './db/database';
import { ensureAdmin, ensureJwtSecret } from './db/bootstrap';
import { seedDemoContent, writeDemoPictures } from './db/seed';
import { withStartLock } from './db/start-locks';
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
  // its own lock, and the first-start work below runs under ours. Only the rows are made while the
  // others wait (docs/performance.md "Cold start").
  await migrateToLatest(db);
  const jwtSecret = ensureJwtSecret(config.dataDir, config.jwtSecret);
  const { admin, seeded } = await withStartLock(db, 'bootstrap', async () => ({
    admin: await ensureAdmin(db, config.adminPassword),
    seeded: config.seedDemo && (await seedDemoContent(db, config, { pictures: false })),
  }));

  const app = await buildApp({ config, db, jwtSecret, logger });
  stopOnSignals({ app, closeDatabase: () => db.destroy(), deadlineMs: config.shutdownDeadlineMs });

  await app.listen({ port: config.port, host: config.host });
  // A generated password is printed once, on the start that created the account; never logged again.
  console.log(startMessage({ host: config.host, port: config.port, admin }));
  if (config.seedDemo)
    void writeDemoFiles(db, config, seeded).catch((error: unknown) =>
      app.log.warn({ err: error }, '演示图片或音乐未能写入：缺图的文章照常显示，音乐库为空时下次启动重试'),
    );
}

/**
 * The demo's files, after listening, one process at a time: the pictures by the process that seeded
 * the rows, the music library wherever its store (MUSIC_DIR or the bucket's
 * `music/`) is still empty. Pictures' AVIF/WebP variants are
 * made when first asked for (upload/missing-variant.ts), not by every process at start.
 */
async function writeDemoFiles(db: DB, config: AppConfig, seeded: boolean): Promise<void> {
  await withStartLock(db, 'demo-files', async () => {
    if (seeded) await writeDemoPictures(config);
    if (!config.musicUpstream) await seedDemoMusic(config);
  });
}

main().catch((error: unknown) => {
  console.error(`启动失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
