import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import * as initialSchema from './migrations/001-initial-schema';
import * as articleSearch from './migrations/002-article-search';
import * as usernameLower from './migrations/004-username-lower';
import * as uploadQuota from './migrations/005-upload-quota';
import * as homeListIndex from './migrations/006-home-list-index';
import * as pagesContent from './migrations/007-pages-content';
import * as admin from './migrations/008-admin';
import * as importSource from './migrations/009-import-source';
import * as importBlog from './migrations/010-import-blog';
import * as likeAddress from './migrations/011-like-address';
import * as sessions from './migrations/012-sessions';
import * as redirects from './migrations/013-redirects';
import * as mailOutbox from './migrations/014-mail-outbox';
import * as spamShield from './migrations/015-spam-shield';
import * as accountKeys from './migrations/016-account-keys';
import * as writingTools from './migrations/017-writing-tools';
import * as passkeys from './migrations/018-passkeys';
import * as articleRevisions from './migrations/019-article-revisions';
import * as articleAccess from './migrations/020-article-access';
import * as captcha from './migrations/021-captcha';
import * as adminSecondFactor from './migrations/022-admin-second-factor';
import * as pushChannels from './migrations/023-push-channels';
import * as articleWordCount from './migrations/024-article-word-count';
import * as series from './migrations/025-series';
import * as akismet from './migrations/026-akismet';
import * as authorDigest from './migrations/027-author-digest';
import * as uploadRechecks from './migrations/028-upload-rechecks';
import type { Database } from './schema';

export type DB = Kysely<Database>;

/** The better-sqlite3 handle under each SQLite DB, for what Kysely cannot say (PRAGMA data_version). */
const sqliteHandles = new WeakMap<DB, SQLite.Database>();

/** Whether `db` is PostgreSQL (DATABASE_URL), for the few queries each dialect words its own way. */
export const onPostgres = (db: DB): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The SQLite connection the server's queries run on; undefined on PostgreSQL. */
export function sqliteHandleOf(db: DB): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

/**
 * Migrations are listed here (not read from disk) so they work from source, from build/ and under jest.
 * There is no 003: numbers are never reused, and the migrator runs them in number order
 * (compareMigrationNames), so the gap changes nothing.
 */
export const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-article-search': articleSearch,
  '004-username-lower': usernameLower,
  '005-upload-quota': uploadQuota,
  '006-home-list-index': homeListIndex,
  '007-pages-content': pagesContent,
  '008-admin': admin,
  '009-import-source': importSource,
  '010-import-blog': importBlog,
  '011-like-address': likeAddress,
  '012-sessions': sessions,
  '013-redirects': redirects,
  '014-mail-outbox': mailOutbox,
  '015-spam-shield': spamShield,
  '016-account-keys': accountKeys,
  '017-writing-tools': writingTools,
  '018-passkeys': passkeys,
  '019-article-revisions': articleRevisions,
  '020-article-access': articleAccess,
  '021-captcha': captcha,
  '022-admin-second-factor': adminSecondFactor,
  '023-push-channels': pushChannels,
  '024-article-word-count': articleWordCount,
  '025-series': series,
  '026-akismet': akismet,
  '027-author-digest': authorDigest,
  '028-upload-rechecks': uploadRechecks,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL connections this process may hold (docs/deploy.md: processes × this < max_connections). */
  pgPoolMax?: number;
  /** Where a pooled connection's error goes (PostgreSQL restarted, connection cut); stderr by default. */
  onPoolError?: (error: Error) => void;
}

/** Without a listener, an idle pooled client's error (PostgreSQL restarted) would crash the process. */
const warnPoolError = (error: Error) =>
  process.stderr.write(`PostgreSQL 连接断开：${error.message}（连接池会在下次查询时重新连接）\n`);

/**
 * Opens SQLite at `${dataDir}/blog.db` (WAL, foreign keys on) or PostgreSQL when `databaseUrl` is set.
 * Throws an Error with a clear Chinese message when the database cannot be opened.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DB> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.pgPoolMax ?? 10 });
    // A broken client is dropped from the pool; the next query opens a new connection.
    pool.on('error', options.onPoolError ?? warnPoolError);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = path.join(options.dataDir, 'blog.db');
  let sqlite: SQLite.Database;
  try {
    fs.mkdirSync(options.dataDir, { recursive: true });
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`无法打开数据库文件 ${file}：${reason}`);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  sqliteHandles.set(db, sqlite);
  return db;
}

/**
 * Migration names start with their number, and they run in number order, not by comparing the names
 * as strings (where `1000-…` would sort before `999-…`, and the order would depend on the locale).
 */
export function compareMigrationNames(a: string, b: string): number {
  return Number.parseInt(a, 10) - Number.parseInt(b, 10) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The project's migrator. Pending migrations run in number order even when a later number has
 * already run: a database made by a build that had 001, 002 and 006 (004 and 005 were written on
 * another branch) gets 004 and 005 next instead of being refused. So every migration depends only
 * on lower numbers that shipped before it, never on one that could still be pending
 * (docs/architecture.md, "db").
 */
export function projectMigrator(db: DB): Migrator {
  return new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    nameComparator: compareMigrationNames,
    allowUnorderedMigrations: true,
  });
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = projectMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}：${reason}`);
  }
}
