import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';

export interface BackupOptions {
  dataDir: string;
  /** Set on PostgreSQL: the database is then left to pg_dump and only the folders are archived. */
  databaseUrl: string | null;
  uploadDir: string;
  musicDir: string;
}

export interface BackupReport {
  file: string;
  /** false on PostgreSQL (README: Backup and restore). */
  database: boolean;
  entries: string[];
}

/**
 * A consistent copy of blog.db through SQLite's online backup API: pages are copied from a
 * snapshot while the blog keeps reading and writing (WAL), and the copy is checked before use.
 */
async function snapshotDatabase(dataDir: string, target: string): Promise<void> {
  const source = path.join(dataDir, 'blog.db');
  if (!fs.existsSync(source)) throw new Error(`找不到数据库文件 ${source}`);
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target);
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

/**
 * `npm run backup -- <file>`: one tar.gz holding blog.db (SQLite only), jwt-secret, uploads/ and
 * music/, laid out like DATA_DIR so restoring is extracting it and pointing DATA_DIR there. The
 * archive is written beside its final name and renamed, so a failed run never leaves half a backup.
 */
export async function backupTo(file: string, options: BackupOptions): Promise<BackupReport> {
  const target = path.resolve(file);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-backup-'));
  const partial = `${target}.partial`;
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
    // The folders may live anywhere (UPLOAD_DIR, MUSIC_DIR): linked into the staging folder and
    // packed through the link, so the archive always has uploads/ and music/ at its top.
    for (const [name, dir] of [
      ['uploads', options.uploadDir],
      ['music', options.musicDir],
    ] as const) {
      if (!fs.existsSync(dir)) continue;
      fs.symlinkSync(dir, path.join(staging, name), 'dir');
      entries.push(name);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await tar.c({ gzip: true, file: partial, cwd: staging, follow: true }, entries);
    // It holds the JWT secret and every user's password hash.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    return { file: target, database: !options.databaseUrl, entries };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}
