import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Migrator, type MigrationProvider } from 'kysely';
import { openDryRunData } from '../../src/cli/open-data';
import { migrations, openDatabase } from '../../src/db/database';

// docs/import-export.md: a dry run writes nothing at all — no database created, none migrated.
describe('the data a dry run reads', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-dry-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
  const applied = (file: string) => {
    const sqlite = new SQLite(file, { readonly: true });
    try {
      return (sqlite.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map(
        (r) => r.name,
      );
    } finally {
      sqlite.close();
    }
  };

  it('uses an empty in-memory database when the blog has none, creating no file', async () => {
    const { db } = await openDryRunData(env);
    try {
      expect(await db.selectFrom('articles').select('source_blog').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
    expect(fs.existsSync(path.join(dir, 'blog.db'))).toBe(false);
  });

  it('reads an in-memory copy of an older blog.db, migrated in memory only', async () => {
    const older = await openDatabase({ dataDir: dir, databaseUrl: null });
    const provider: MigrationProvider = { getMigrations: async () => migrations };
    await new Migrator({ db: older, provider }).migrateTo('009-import-source');
    await older.insertInto('cache_epoch').values({ id: 2, epoch: 7 }).execute();
    await older.destroy();
    const file = path.join(dir, 'blog.db');
    const before = applied(file);
    expect(before).not.toContain('010-import-blog');
    const files = fs.readdirSync(dir).sort();
    const bytes = fs.readFileSync(file);

    const { db } = await openDryRunData(env);
    try {
      expect(await db.selectFrom('cache_epoch').select('epoch').where('id', '=', 2).executeTakeFirst()).toEqual({
        epoch: 7,
      });
      expect(await db.selectFrom('articles').select('source_blog').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
    // Not a byte changed, not even SQLite's -shm / -wal files created.
    expect(fs.readdirSync(dir).sort()).toEqual(files);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    expect(applied(file)).toEqual(before);
  });
});
