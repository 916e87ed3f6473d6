import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * The S3-compatible bucket of the two-machine suite (docs/deploy.md "Object storage"): s3rver in a
 * child process of its own, so the suite can kill it like a crashed storage server — even in the
 * middle of an upload — and start it again on the same port and folder.
 */
export interface BucketProcess {
  /** STORAGE=s3 and the S3_* variables naming the bucket. */
  env: NodeJS.ProcessEnv;
  /** Every key in the bucket under `prefix`, read through the S3 API. */
  keys(prefix?: string): Promise<string[]>;
  /**
   * The next PUT of an original upload (`uploads/<hash>.<ext>`) kills the server (kill -9) as it
   * arrives, its body still on the way; resolves with the key it died on. (Killed later, s3rver —
   * which writes an object straight into its file — would keep the half it had, which S3 never shows.)
   */
  dieMidUpload(): Promise<string>;
  /** Writes an object as it is, through the S3 API. */
  put(key: string, bytes: Buffer): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

// Plain JavaScript run by `node -e`: s3rver, and a hook ahead of it that dies mid-upload when armed
// (the key is written synchronously first, so the suite learns it even though nothing else is flushed).
const CHILD = `
const fs = require('node:fs');
const S3rver = require('s3rver');
const [port, directory, bucket] = process.argv.slice(1);
const server = new S3rver({ port: Number(port), address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
let armed = false;
process.stdin.on('data', (text) => { if (String(text).includes('arm')) armed = true; });
server.run().then(() => {
  server.httpServer.prependListener('request', (req) => {
    const key = req.url.split('?')[0];
    if (!armed || req.method !== 'PUT' || !/\\/uploads\\/[0-9a-f]{32}\\.(jpg|png|webp)$/.test(key)) return;
    fs.writeSync(1, 'died on ' + key + '\\n');
    process.kill(process.pid, 'SIGKILL');
  });
  fs.writeSync(1, 'listening\\n');
});
`;

export function bucketProcess(options: { port: number; root: string; bucket: string }): BucketProcess {
  const directory = path.join(options.root, `s3-${options.port}`);
  fs.mkdirSync(directory, { recursive: true });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  let child: ChildProcess | null = null;
  let output = '';
  let exited: Promise<void> = Promise.resolve();
  const root = path.resolve(__dirname, '..', '..', '..');

  const waitForLine = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const end = Date.now() + timeoutMs;
      const timer = setInterval(() => {
        const match = pattern.exec(output);
        if (match) resolve(match);
        else if (Date.now() > end) reject(new Error(`bucket: no ${pattern} in ${timeoutMs} ms:\n${output}`));
        else return;
        clearInterval(timer);
      }, 20);
    });

  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    async keys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((item) => item.Key ?? ''));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: bytes }));
    },
    async dieMidUpload() {
      child?.stdin?.write('arm\n');
      const [, key] = await waitForLine(/died on \/[^/]+\/(\S+)\n/, 60_000);
      await exited;
      return key;
    },
    async start() {
      output = '';
      const started = spawn(process.execPath, ['-e', CHILD, String(options.port), directory, options.bucket], {
        cwd: root,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      exited = new Promise((resolve) => started.on('exit', () => resolve()));
      await waitForLine(/listening\n/, 10_000);
    },
    async stop() {
      client.destroy();
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
