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
 * The bytes of blog.db as an in-memory database can open them. A blog that is running (its -wal
 * file exists) is read through a read-only connection, which sees its latest commits; one that is
 * not is read as a plain file, so not even SQLite's -shm / -wal files appear beside it.
 */
function snapshot(file: string): Buffer {
  let image: Buffer;
  if (fs.existsSync(`${file}-wal`)) {
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      image = source.serialize();
    } finally {
      source.close();
    }
  } else image = fs.readFileSync(file);
  // The file is in WAL mode (header bytes 18–19 = 2), which an in-memory database cannot open;
  // marking the copy as a rollback-journal database is what SQLite's format allows.
  image[18] = 1;
  image[19] = 1;
  return image;
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
  const memory = fs.existsSync(file) ? new SQLite(snapshot(file)) : new SQLite(':memory:');
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
