import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalStorage, S3Storage, type ObjectStorage } from '../../src/lib/storage';
import { startTestBucket, type TestBucket } from './s3-server';

// One suite, both drivers (docs/architecture.md "Object storage"): whatever a module does through
// the interface behaves the same on a local folder and on a real S3-compatible server.

const text = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const keysOf = async (storage: ObjectStorage, prefix: string) => {
  const keys: string[] = [];
  for await (const info of storage.list(prefix)) keys.push(info.key);
  return keys.sort();
};

let bucket: TestBucket;
let folder: string;
beforeAll(async () => {
  bucket = await startTestBucket();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-local-'));
});
afterAll(async () => {
  await bucket.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe.each([
  ['local', () => new LocalStorage(folder, '/uploads')],
  ['s3', () => new S3Storage(bucket.settings, 'uploads/', '/uploads')],
])('the %s driver', (_driver, open) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = open();
  });
  afterAll(() => {
    if (storage instanceof S3Storage) storage.close();
  });

  it('stores, reads, heads and ranges an object', async () => {
    await storage.put('a1.txt', Buffer.from('0123456789'), 'text/plain');
    expect((await storage.read('a1.txt'))?.toString()).toBe('0123456789');
    expect(await text(await storage.get('a1.txt'))).toBe('0123456789');
    expect(await text(await storage.get('a1.txt', { start: 2, end: 5 }))).toBe('2345');
    const info = await storage.head('a1.txt');
    expect(info).toMatchObject({ key: 'a1.txt', size: 10 });
    expect(info?.etag).toMatch(/^(W\/)?".+"$/);
    expect(info?.modified.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('replaces an object whole and answers null for what is not there', async () => {
    await storage.put('a2.txt', Buffer.from('old'));
    await storage.put('a2.txt', Buffer.from('newer'));
    expect((await storage.read('a2.txt'))?.toString()).toBe('newer');
    expect(await storage.read('missing.txt')).toBeNull();
    expect(await storage.get('missing.txt')).toBeNull();
    expect(await storage.head('missing.txt')).toBeNull();
  });

  it('lists by prefix, nested keys included, and deletes idempotently', async () => {
    await storage.put('seed/one.jpg', Buffer.from('1'));
    await storage.put('seed/two.jpg', Buffer.from('22'));
    await storage.put('seedling.jpg', Buffer.from('3'));
    expect(await keysOf(storage, 'seed/')).toEqual(['seed/one.jpg', 'seed/two.jpg']);
    const sizes: Record<string, number> = {};
    for await (const info of storage.list('')) sizes[info.key] = info.size;
    expect(sizes).toMatchObject({ 'seed/one.jpg': 1, 'seed/two.jpg': 2, 'seedling.jpg': 1, 'a1.txt': 10 });
    await storage.delete('seed/one.jpg');
    await storage.delete('seed/one.jpg');
    expect(await keysOf(storage, 'seed/')).toEqual(['seed/two.jpg']);
    expect(await storage.head('seed/one.jpg')).toBeNull();
  });

  it('refuses keys that could climb out of the store', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', '', 'a//b', '.hidden', 'a\\b'])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
  });

  it('gives the site path as the public URL when no public base is set', () => {
    expect(storage.publicUrl('abc.jpg')).toBe('/uploads/abc.jpg');
  });
});

it('gives the bucket public URL, keeping the /uploads/ shape, when S3_PUBLIC_URL is set', () => {
  const storage = new S3Storage({ ...bucket.settings, publicUrl: 'https://cdn.example.com' }, 'uploads/', '/uploads');
  expect(storage.publicUrl('abc.jpg')).toBe('https://cdn.example.com/uploads/abc.jpg');
  storage.close();
});
