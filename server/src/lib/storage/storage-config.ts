import type { S3Settings } from './s3-storage';

/** Where uploads and the music library live (docs/deploy.md "Object storage"). */
export interface StorageSettings {
  /** STORAGE=s3: uploads in the bucket under `uploads/`; null keeps them in UPLOAD_DIR. */
  uploads: S3Settings | null;
  /** MUSIC_STORAGE=s3: the music library in the same bucket under `music/`; null keeps MUSIC_DIR. */
  music: S3Settings | null;
}

function driverOf(value: string | undefined, name: string): 'local' | 's3' {
  if (!value || value === 'local') return 'local';
  if (value === 's3') return 's3';
  throw new Error(`环境变量 ${name} 只能是 local 或 s3，收到 "${value}"`);
}

/** An absolute http(s) address without its trailing slash, or null when unset. */
function addressOf(value: string | undefined, name: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`环境变量 ${name} 必须是完整的网址（如 https://cdn.example.com），收到 "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`环境变量 ${name} 只支持 http 或 https，收到 "${value}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`使用 S3 存储时必须设置环境变量 ${name}`);
  return value;
}

/** Reads STORAGE, MUSIC_STORAGE and the S3_* variables once, at start-up. */
export function parseStorageSettings(env: NodeJS.ProcessEnv): StorageSettings {
  const uploads = driverOf(env.STORAGE, 'STORAGE');
  const music = driverOf(env.MUSIC_STORAGE, 'MUSIC_STORAGE');
  if (uploads === 'local' && music === 'local') return { uploads: null, music: null };
  const bucket: S3Settings = {
    endpoint: addressOf(env.S3_ENDPOINT, 'S3_ENDPOINT'),
    region: env.S3_REGION || 'us-east-1',
    bucket: required(env, 'S3_BUCKET'),
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: addressOf(env.S3_PUBLIC_URL, 'S3_PUBLIC_URL'),
  };
  return { uploads: uploads === 's3' ? bucket : null, music: music === 's3' ? bucket : null };
}
