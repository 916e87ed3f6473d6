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
let music: S3Storage;
const uploads = () => path.join(dataDir, 'uploads');
const musicDir = () => path.join(dataDir, 'music');
const env = () => ({ ...bucket.env, STORAGE: '', DATA_DIR: dataDir });
const FILES: Record<string, string> = {
  '0123456789abcdef0123456789abcdef.jpg': 'a photo',
  '0123456789abcdef0123456789abcdef-ph.webp': 'its placeholder',
  'seed/cover.jpg': 'an old seed image',
};
const SONGS: Record<string, string> = {
  '专辑/01 歌手 - 歌.wav': 'wav bytes',
  '专辑/01 歌手 - 歌.lrc': '[00:00.00]歌词',
  'library.json': '{}',
};

function writeFolder(dir: string, files: Record<string, string>): void {
  for (const [key, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    fs.writeFileSync(path.join(dir, key), text);
  }
}

beforeAll(async () => {
  bucket = await startTestBucket();
  store = new S3Storage(bucket.settings, 'uploads/', '/uploads');
  music = new S3Storage(bucket.settings, 'music/', '/wapi/music');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-migrate-'));
  writeFolder(uploads(), FILES);
  writeFolder(musicDir(), SONGS);
});
afterAll(async () => {
  store.close();
  music.close();
  await bucket.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('reads its arguments', () => {
  expect(parseMigrateArgs(['--to', 's3', '--dry-run'])).toEqual({ to: 's3', dryRun: true });
  expect(parseMigrateArgs(['--to=local'])).toEqual({ to: 'local', dryRun: false });
  expect(parseMigrateArgs(['--to', 'nfs'])).toBeNull();
  expect(parseMigrateArgs([])).toBeNull();
});

it('copies both folders into the bucket after a dry run, verified, and resumes what is missing or wrong', async () => {
  const dry = await runMigration({ to: 's3', dryRun: true }, env());
  expect(dry.uploads).toMatchObject({ copied: 3, skipped: 0, failed: [] });
  expect(dry.music).toMatchObject({ copied: 3, skipped: 0, failed: [] });
  expect(await store.head('seed/cover.jpg')).toBeNull();
  expect(await music.head('library.json')).toBeNull();

  const first = await runMigration({ to: 's3', dryRun: false }, env());
  expect(first.uploads).toMatchObject({ copied: 3, skipped: 0, failed: [] });
  expect(first.music).toMatchObject({ copied: 3, skipped: 0, failed: [] });
  for (const [key, text] of Object.entries(FILES)) expect((await store.read(key))?.toString()).toBe(text);
  for (const [key, text] of Object.entries(SONGS)) expect((await music.read(key))?.toString()).toBe(text);

  // A run stopped half way left objects out, others are corrupt: the rerun fixes exactly those.
  await store.delete('seed/cover.jpg');
  await store.put('0123456789abcdef0123456789abcdef.jpg', Buffer.from('a phoTo'));
  await music.delete('专辑/01 歌手 - 歌.lrc');
  const resumed = await runMigration({ to: 's3', dryRun: false }, env());
  expect(resumed.uploads).toMatchObject({ copied: 2, skipped: 1, failed: [] });
  expect(resumed.music).toMatchObject({ copied: 1, skipped: 2, failed: [] });
  expect((await store.read('0123456789abcdef0123456789abcdef.jpg'))?.toString()).toBe('a photo');
  expect((await music.read('专辑/01 歌手 - 歌.lrc'))?.toString()).toBe('[00:00.00]歌词');
});

it('copies the bucket back into empty folders with --to local', async () => {
  fs.rmSync(uploads(), { recursive: true, force: true });
  fs.rmSync(musicDir(), { recursive: true, force: true });
  const back = await runMigration({ to: 'local', dryRun: false }, env());
  expect(back.uploads).toMatchObject({ copied: 3, skipped: 0, failed: [] });
  expect(back.music).toMatchObject({ copied: 3, skipped: 0, failed: [] });
  for (const [key, text] of Object.entries(FILES))
    expect(fs.readFileSync(path.join(uploads(), key), 'utf8')).toBe(text);
  for (const [key, text] of Object.entries(SONGS))
    expect(fs.readFileSync(path.join(musicDir(), key), 'utf8')).toBe(text);
  const again = await runMigration({ to: 'local', dryRun: false }, env());
  expect([again.uploads.skipped, again.music.skipped]).toEqual([3, 3]);
});
