import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { clusterEnv } from './app-process';
import type { BucketProcess } from './bucket-process';

/**
 * One "machine" of the two-machine suite (docs/deploy.md "Two machines"): its own DATA_DIR,
 * UPLOAD_DIR and MUSIC_DIR; only the database, Redis, the bucket (uploads and the music library,
 * STORAGE=s3 and MUSIC_STORAGE=s3) and the secret are shared.
 */
export function machineEnv(options: {
  root: string;
  index: number;
  databaseUrl: string;
  redisUrl: string;
  adminPassword: string;
  bucket: BucketProcess;
}): NodeJS.ProcessEnv {
  const machine = path.join(options.root, `machine-${options.index}`);
  return {
    ...clusterEnv(options),
    ...options.bucket.env,
    MUSIC_STORAGE: 's3',
    DATA_DIR: path.join(machine, 'data'),
    UPLOAD_DIR: path.join(machine, 'uploads'),
    MUSIC_DIR: path.join(machine, 'music'),
    PG_POOL_MAX: '5',
    // A second is enough to tell "just uploaded" from "unused": the suite's deletions are not about the grace.
    UPLOAD_DELETE_GRACE_SECONDS: '1',
  };
}

/** Every file under `folder` put into the bucket under `prefix` (the demo library, made once per test run). */
export async function putFolder(bucket: BucketProcess, folder: string, prefix: string): Promise<number> {
  const files = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const file of files) {
    const full = path.join(file.parentPath, file.name);
    await bucket.put(`${prefix}${path.relative(folder, full).split(path.sep).join('/')}`, fs.readFileSync(full));
  }
  return files.length;
}

/** A ranged GET (redirects not followed): status, Content-Range and the bytes. */
export async function fetchRange(port: number, url: string, range: string) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { range }, redirect: 'manual' });
  return {
    status: response.status,
    range: response.headers.get('content-range'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** One query on its own connection (the suites' look at what the processes wrote). */
export async function queryDatabase<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const answer = await client.query(text, values).finally(() => client.end());
  return answer.rows as T[];
}
