import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import type { AppConfig } from '../config';
import { closeStorage, LocalStorage, openMusicStorage, openUploadStorage, type ObjectStorage } from '../lib/storage';

/** The configuration's data folder, database and stores (databaseUrl set: the database is left to pg_dump). */
export type BackupOptions = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'storage' | 'uploadDir' | 'musicDir'>;

export interface BackupReport {
  file: string;
  /** false on PostgreSQL (README: Backup and restore). */
  database: boolean;
  entries: string[];
}

/**
 * A consistent copy of blog.db by `VACUUM INTO`: one read transaction, so the copy is one snapshot
 * while the blog keeps reading and writing (WAL), and the copy is checked before use. Not the online
 * backup API: it copies a few pages a step and starts over whenever another connection writes between
 * steps, so a busy blog's backup could go on for ever.
 */
async function snapshotDatabase(dataDir: string, target: string): Promise<void> {
  const source = path.join(dataDir, 'blog.db');
  if (!fs.existsSync(source)) throw new Error(`找不到数据库文件 ${source}`);
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    live.prepare('VACUUM INTO ?').run(target);
  } finally {
    live.close();
  }
  const copy = new SQLite(target, { readonly: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`数据库副本校验失败：${String(result)}`);
  } finally {
    copy.close();
  }
}

/** Create, write only, never an existing file, never through a symbolic link. */
const NEW_FILE = fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW;

/**
 * Writes the archive where nobody else can read or redirect it (docs/security.md: backup archive):
 * inside a fresh folder of mode 0700 beside the final name (mkdtemp: an unguessable name, so
 * nothing can be planted in advance), as a file created 0600 with O_EXCL | O_NOFOLLOW, flushed to
 * disk, then renamed into place (the same file system, so the rename is atomic).
 */
async function writeArchive(target: string, staging: string, entries: string[]): Promise<void> {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const privateDir = fs.mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}.partial-`));
  try {
    const partial = path.join(privateDir, 'archive.tar.gz');
    // flush: fsync before the descriptor is closed, so the renamed file is the whole archive.
    const out = fs.createWriteStream(partial, { fd: fs.openSync(partial, NEW_FILE, 0o600), flush: true });
    await new Promise<void>((resolve, reject) => {
      const pack = tar.c({ gzip: true, cwd: staging, follow: true }, entries);
      pack.on('error', (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
      out.on('error', reject).on('close', resolve);
      pack.pipe(out);
    });
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(privateDir, { recursive: true, force: true });
  }
}

/**
 * Puts a store's objects at `target`: a folder is linked there and packed through the link; a
 * bucket's objects are downloaded (keys are checked paths: none leaves `target`). False when empty.
 */
async function stageStore(storage: ObjectStorage, target: string): Promise<boolean> {
  if (storage instanceof LocalStorage) {
    if (!fs.existsSync(storage.root)) return false;
    fs.symlinkSync(storage.root, target, 'dir');
    return true;
  }
  let any = false;
  for await (const { key } of storage.list('')) {
    const bytes = await storage.read(key);
    if (!bytes) continue;
    const file = path.join(target, ...key.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes, { mode: 0o600 });
    any = true;
  }
  return any;
}

/**
 * `npm run backup -- <file>`: one tar.gz holding blog.db (SQLite only), jwt-secret, uploads/ and
 * music/, laid out like DATA_DIR so restoring is extracting it and pointing DATA_DIR there. It
 * holds the JWT secret and every user's password hash: readable by its owner only from its first
 * byte (writeArchive), and whole or absent, never half a backup.
 */
export async function backupTo(file: string, options: BackupOptions): Promise<BackupReport> {
  const target = path.resolve(file);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-backup-'));
  try {
    const entries: string[] = [];
    if (!options.databaseUrl) {
      await snapshotDatabase(options.dataDir, path.join(staging, 'blog.db'));
      entries.push('blog.db');
    }
    const secret = path.join(options.dataDir, 'jwt-secret');
    if (fs.existsSync(secret)) {
      fs.copyFileSync(secret, path.join(staging, 'jwt-secret'));
      entries.push('jwt-secret');
    }
    // The stores may live anywhere (UPLOAD_DIR, MUSIC_DIR, a bucket): the archive always has
    // uploads/ and music/ at its top, whichever backend held them.
    for (const [name, storage] of [
      ['uploads', openUploadStorage(options)],
      ['music', openMusicStorage(options)],
    ] as const) {
      try {
        if (await stageStore(storage, path.join(staging, name))) entries.push(name);
      } finally {
        closeStorage(storage);
      }
    }
    await writeArchive(target, staging, entries);
    return { file: target, database: !options.databaseUrl, entries };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
