import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Migration } from 'kysely';
import { migrateToLatest, migrations, openDatabase } from '../../src/db/database';
import { down } from '../../src/db/migrations/028-upload-rechecks';

// docs/behaviour.md §4.6: migration 028 adds `upload_rechecks`, the names to check again once their
// grace period is over; a database from before it starts with none, and `down` removes the table.
describe('migration 028-upload-rechecks', () => {
  it('adds an empty table keyed by name, and down removes it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-rechecks-'));
    const db = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '028')) as Record<
        string,
        Migration
      >;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => before } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await migrateToLatest(db);
      expect(await db.selectFrom('upload_rechecks').selectAll().execute()).toEqual([]);
      const name = '0123456789abcdef0123456789abcdef.png';
      await db.insertInto('upload_rechecks').values({ name, due_at: '2026-01-01T00:10:00.000Z' }).execute();
      // better-sqlite3's error class belongs to the first test file its native module met in this
      // worker, so the code is what says the name is the key.
      await expect(
        db.insertInto('upload_rechecks').values({ name, due_at: '2026-01-01T00:20:00.000Z' }).execute(),
      ).rejects.toHaveProperty('code', 'SQLITE_CONSTRAINT_PRIMARYKEY');
      await down(db as never);
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain('upload_rechecks');
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
