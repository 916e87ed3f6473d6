import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { migrateToLatest, openDatabase } from '../../src/db/database';
import { ensureAdmin, ensureJwtSecret } from '../../src/db/bootstrap';
import { verifyPassword } from '../../src/lib/password';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-boot-'));

describe('start-up: config, database, secrets, first admin', () => {
  it('reads the environment with the documented defaults and rejects a bad PORT', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/x' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.uploadDir).toBe('/tmp/x/uploads');
    expect(config.musicDir).toBe('/tmp/x/music');
    expect(loadConfig({ PORT: '9000', HOST: '0.0.0.0' }).port).toBe(9000);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
  });

  it('fails with a clear message when the database file cannot be opened', async () => {
    const dir = tempDir();
    const blocker = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocker, 'x');
    await expect(openDatabase({ dataDir: blocker, databaseUrl: null })).rejects.toThrow('无法打开数据库文件');
  });

  it('migrates a fresh database and is a no-op the second time', async () => {
    const dir = tempDir();
    const db = await openDatabase({ dataDir: dir, databaseUrl: null });
    await migrateToLatest(db);
    await migrateToLatest(db);
    const tables = await db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const table of [
      'users',
      'articles',
      'article_tag',
      'notifications',
      'chat_messages',
      'page_headers',
      'config',
    ]) {
      expect(names).toContain(table);
    }
    await db.destroy();
  });

  it('generates the JWT secret once into the data folder and reuses it', () => {
    const dir = tempDir();
    const first = ensureJwtSecret(dir, null);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(ensureJwtSecret(dir, null)).toBe(first);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const fromEnv = 'x'.repeat(32);
    expect(ensureJwtSecret(dir, fromEnv)).toBe(fromEnv);
    expect(() => ensureJwtSecret(dir, 'too-short')).toThrow('JWT_SECRET 至少需要 32 个字符');
  });

  it('keeps the secret another process wrote first when several start together on one data folder', () => {
    const dir = tempDir();
    const theirs = 'written-by-the-other-process-'.padEnd(48, 'x');
    fs.writeFileSync(path.join(dir, 'jwt-secret'), `${theirs}\n`);
    // Our check ran before the other process wrote its file (docs/architecture.md "Scale-out").
    const check = jest.spyOn(fs, 'existsSync').mockReturnValueOnce(false);
    try {
      expect(ensureJwtSecret(dir, null)).toBe(theirs);
    } finally {
      check.mockRestore();
    }
    expect(fs.readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(theirs);
    expect(fs.readdirSync(dir)).toEqual(['jwt-secret']);
  });

  it('creates the first admin once, with a random password when none is configured', async () => {
    const dir = tempDir();
    const db = await openDatabase({ dataDir: dir, databaseUrl: null });
    await migrateToLatest(db);
    const first = await ensureAdmin(db, null);
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toMatch(/^[\w-]{12,}$/);
    const again = await ensureAdmin(db, 'ignored-now');
    expect(again).toEqual({ created: false, generatedPassword: null });
    const admin = await db.selectFrom('users').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(admin.role).toBe(1);
    expect(admin.password_hash).not.toContain(first.generatedPassword ?? '');
    expect(await verifyPassword(first.generatedPassword ?? '', admin.password_hash)).toBe(true);
    await db.destroy();
  });
});
