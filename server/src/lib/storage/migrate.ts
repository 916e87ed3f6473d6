import crypto from 'node:crypto';
import type { AppConfig } from '../../config';
import { LocalStorage } from './local-storage';
import { MUSIC_PATH, UPLOADS_PATH, type ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';
import { parseStorageSettings } from './storage-config';

// `npm run storage:migrate -- --to s3|local [--dry-run]` (docs/deploy.md "Object storage"): copies
// every upload and the music library between their folders and the bucket. Each object is written whole (an atomic rename, a
// Content-MD5 put), read back and compared, so a run stopped anywhere is resumed by running it again.

export interface MigrationReport {
  /** Objects copied (or, in a dry run, that would be). */
  copied: number;
  /** Objects already at the destination with the same size and checksum. */
  skipped: number;
  bytes: number;
  failed: Array<{ key: string; reason: string }>;
}

const md5 = (bytes: Buffer) => crypto.createHash('md5').update(bytes).digest('hex');

/** Whether `to` already holds exactly these bytes under `key`: the size first, then the checksum. */
async function sameAt(to: ObjectStorage, key: string, bytes: Buffer): Promise<boolean> {
  const info = await to.head(key);
  if (!info || info.size !== bytes.length) return false;
  const there = await to.read(key);
  return there !== null && md5(there) === md5(bytes);
}

export async function migrateObjects(
  from: ObjectStorage,
  to: ObjectStorage,
  options: { dryRun: boolean; onProgress?: (report: MigrationReport) => void },
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, bytes: 0, failed: [] };
  for await (const { key } of from.list('')) {
    try {
      const bytes = await from.read(key);
      if (!bytes) continue; // removed since the listing
      if (await sameAt(to, key, bytes)) {
        report.skipped += 1;
        continue;
      }
      if (!options.dryRun) {
        await to.put(key, bytes);
        if (!(await sameAt(to, key, bytes))) throw new Error('写入后校验不一致（大小或 MD5）');
      }
      report.copied += 1;
      report.bytes += bytes.length;
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
    }
    options.onProgress?.(report);
  }
  return report;
}

/** What a migration moves: the uploads and the music library, each between its folder and the bucket. */
export interface MigrationArea {
  name: 'uploads' | 'music';
  local: LocalStorage;
  bucket: S3Storage;
}

/** UPLOAD_DIR ↔ the bucket's `uploads/`, and MUSIC_DIR ↔ its `music/`, in the bucket the S3_* variables name. */
export function migrationAreasOf(
  config: Pick<AppConfig, 'uploadDir' | 'musicDir'>,
  env: NodeJS.ProcessEnv,
): MigrationArea[] {
  const bucket = parseStorageSettings({ ...env, STORAGE: 's3' }).uploads;
  if (!bucket) throw new Error('使用 S3 存储时必须设置 S3_BUCKET 等环境变量');
  return [
    {
      name: 'uploads',
      local: new LocalStorage(config.uploadDir, UPLOADS_PATH),
      bucket: new S3Storage(bucket, 'uploads/', UPLOADS_PATH),
    },
    {
      name: 'music',
      local: new LocalStorage(config.musicDir, MUSIC_PATH),
      bucket: new S3Storage(bucket, 'music/', MUSIC_PATH),
    },
  ];
}
