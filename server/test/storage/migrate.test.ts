import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseMigrateArgs, runMigration } from '../../src/cli/storage-migrate';
import { S3Storage } from '../../src/lib/storage';
import { startTestBucket, type TestBucket } from './s3-server';

// npm run storage:migrate (docs/deploy.md "Object storage"), against a real S3-compatible server.

let bucket: TestBucket;
let dataDir: string;
let store: S3Storage;
const uploads = () => path.join(dataDir, 'uploads');
const env = () => ({ ...bucket.env, STORAGE: '', DATA_DIR: dataDir });
const FILES: Record<string, string> = {
  '0123456789abcdef0123456789abcdef.jpg': 'a photo',
  '0123456789abcdef0123456789abcdef-ph.webp': 'its placeholder',
  'seed/cover.jpg': 'an old seed image',
};

beforeAll(async () => {
  bucket = await startTestBucket();
  store = new S3Storage(bucket.settings, 'uploads/', '/uploads');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-migrate-'));
  for (const [key, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(uploads(), key)), { recursive: true });
    fs.writeFileSync(path.join(uploads(), key), text);
  }
});
afterAll(async () => {
  store.close();
  await bucket.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('reads its arguments', () => {
  expect(parseMigrateArgs(['--to', 's3', '--dry-run'])).toEqual({ to: 's3', dryRun: true });
  expect(parseMigrateArgs(['--to=local'])).toEqual({ to: 'local', dryRun: false });
  expect(parseMigrateArgs(['--to', 'nfs'])).toBeNull();
  expect(parseMigrateArgs([])).toBeNull();
});

it('copies the folder into the bucket after a dry run, verified, and resumes what is missing or wrong', async () => {
  const dry = await runMigration({ to: 's3', dryRun: true }, env());
  expect(dry).toMatchObject({ copied: 3, skipped: 0, failed: [] });
  expect(await store.head('seed/cover.jpg')).toBeNull();

  const first = await runMigration({ to: 's3', dryRun: false }, env());
  expect(first).toMatchObject({ copied: 3, skipped: 0, failed: [] });
  for (const [key, text] of Object.entries(FILES)) expect((await store.read(key))?.toString()).toBe(text);

  // A run stopped half way left one object out, another is corrupt: the rerun fixes exactly those.
  await store.delete('seed/cover.jpg');
  await store.put('0123456789abcdef0123456789abcdef.jpg', Buffer.from('a phoTo'));
  const resumed = await runMigration({ to: 's3', dryRun: false }, env());
  expect(resumed).toMatchObject({ copied: 2, skipped: 1, failed: [] });
  expect((await store.read('0123456789abcdef0123456789abcdef.jpg'))?.toString()).toBe('a photo');
});

it('copies the bucket back into an empty folder with --to local', async () => {
  fs.rmSync(uploads(), { recursive: true, force: true });
  const back = await runMigration({ to: 'local', dryRun: false }, env());
  expect(back).toMatchObject({ copied: 3, skipped: 0, failed: [] });
  for (const [key, text] of Object.entries(FILES))
    expect(fs.readFileSync(path.join(uploads(), key), 'utf8')).toBe(text);
  expect((await runMigration({ to: 'local', dryRun: false }, env())).skipped).toBe(3);
});
