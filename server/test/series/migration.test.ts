import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Migration } from 'kysely';
import { migrateToLatest, migrations, openDatabase } from '../../src/db/database';
import { ensureAdmin } from '../../src/db/bootstrap';
import { articleRow } from '../fixtures/articles';

// docs/behaviour.md §9.6: migration 025 adds `series` and each post's series and place in it,
// keeping every post written before it (in no series).
describe('migration 025-series', () => {
  it('keeps the posts written before it, each in no series, and adds a series table with defaults', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-series-'));
    const db = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '025')) as Record<
        string,
        Migration
      >;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => before } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await ensureAdmin(db, 'Admin12345');
      const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      await db
        .insertInto('articles')
        .values(
          ['甲', '乙'].map((title) =>
            articleRow({ article_title: title, author_id: admin.id, createdAt: '2024-01-01 00:00:00' }),
          ),
        )
        .execute();
      await migrateToLatest(db);
      const rows = await db
        .selectFrom('articles')
        .select(['article_title', 'series_id', 'series_order'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { article_title: '甲', series_id: null, series_order: 0 },
        { article_title: '乙', series_id: null, series_order: 0 },
      ]);
      const at = '2024-01-02 00:00:00';
      await db.insertInto('series').values({ name: '砚边', createdAt: at, updatedAt: at }).execute();
      // better-sqlite3's error class belongs to the first test file its native module met in this
      // worker, so neither instanceof Error nor toThrow holds here: the code is what says UNIQUE.
      await expect(
        db.insertInto('series').values({ name: '砚边', createdAt: at, updatedAt: at }).execute(),
      ).rejects.toHaveProperty('code', 'SQLITE_CONSTRAINT_UNIQUE');
      expect(await db.selectFrom('series').select(['name', 'description', 'cover']).execute()).toEqual([
        { name: '砚边', description: '', cover: '' },
      ]);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
