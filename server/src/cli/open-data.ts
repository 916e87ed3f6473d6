import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { loadConfig, type AppConfig } from '../config';
import { migrateToLatest, openDatabase, type DB } from '../db/database';
import type { Database } from '../db/schema';
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

/**
 * The data for a dry run, which writes nothing at all (docs/import-export.md): on SQLite an
 * in-memory copy of blog.db (read-only, `fileMustExist`), or an empty in-memory database when the
 * blog has none yet, migrated in memory; the file is neither created nor migrated. On PostgreSQL
 * the live database is only read, so it must already be at the latest migration.
 */
export async function openDryRunData(env: NodeJS.ProcessEnv = process.env): Promise<{ config: AppConfig; db: DB }> {
  const config = loadConfig(env);
  setTimeZone(config.timeZone);
  if (config.databaseUrl) return { config, db: await openDatabase(config) };
  const file = path.join(config.dataDir, 'blog.db');
  let memory: SQLite.Database;
  if (fs.existsSync(file)) {
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      memory = new SQLite(source.serialize());
    } finally {
      source.close();
    }
  } else memory = new SQLite(':memory:');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: memory }) });
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
