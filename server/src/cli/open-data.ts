import { loadConfig, type AppConfig } from '../config';
import { migrateToLatest, openDatabase, type DB } from '../db/database';
import { setTimeZone } from '../lib/time';

/**
 * The database and folders the server uses, from the same environment (DATA_DIR, DATABASE_URL,
 * UPLOAD_DIR, MUSIC_DIR, BLOG_TZ; README's table), brought to the latest migration.
 */
export async function openData(env: NodeJS.ProcessEnv = process.env): Promise<{ config: AppConfig; db: DB }> {
  const config = loadConfig(env);
  setTimeZone(config.timeZone);
  const db = await openDatabase(config);
  await migrateToLatest(db);
  return { config, db };
}

/** Runs a command's main, printing a failure in one Chinese line (exit 1) instead of a stack. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`失败：${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
