import type { AppConfig } from '../../config';
import { LocalStorage } from './local-storage';
import { MUSIC_PATH, UPLOADS_PATH, type ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

export {
  checkKey,
  DELETE_GRACE_SECONDS,
  isValidKey,
  MUSIC_PATH,
  UPLOADS_PATH,
  type ByteRange,
  type ObjectInfo,
  type ObjectStorage,
  type StopWatching,
} from './object-storage';
export { LocalStorage } from './local-storage';
export { S3Storage, type S3Settings } from './s3-storage';
export { parseStorageSettings, type StorageSettings } from './storage-config';
export { migrateObjects, migrationAreasOf, type MigrationArea, type MigrationReport } from './migrate';
export { uploadAddresses, type UploadAddresses } from './public-addresses';

type StorageConfig = Pick<AppConfig, 'storage' | 'uploadDir' | 'musicDir'>;

/** The upload store the configuration names: UPLOAD_DIR, or the bucket's `uploads/`. */
export function openUploadStorage(config: StorageConfig): ObjectStorage {
  const bucket = config.storage.uploads;
  return bucket ? new S3Storage(bucket, 'uploads/', UPLOADS_PATH) : new LocalStorage(config.uploadDir, UPLOADS_PATH);
}

/** The music library's store: MUSIC_DIR, or the bucket's `music/` (MUSIC_STORAGE=s3). */
export function openMusicStorage(config: StorageConfig): ObjectStorage {
  const bucket = config.storage.music;
  return bucket ? new S3Storage(bucket, 'music/', MUSIC_PATH) : new LocalStorage(config.musicDir, MUSIC_PATH);
}

/** The origin of S3_PUBLIC_URL, which the pages' CSP lets images and audio come from; null when unset. */
export function publicOrigin(config: Pick<AppConfig, 'storage'>): string | null {
  const url = config.storage.uploads?.publicUrl ?? config.storage.music?.publicUrl;
  return url ? new URL(url).origin : null;
}

/** Readies a store at start-up: a folder is made when missing; a bucket must already exist. */
export async function prepareStorage(storage: ObjectStorage): Promise<void> {
  if (storage instanceof LocalStorage) await storage.create();
}

/** Releases a store's sockets (a bucket's HTTP agent) when the app closes. */
export function closeStorage(storage: ObjectStorage): void {
  if (storage instanceof S3Storage) storage.close();
}
