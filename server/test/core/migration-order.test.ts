import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { compareMigrationNames, migrateToLatest, migrations, openDatabase, type DB } from '../../src/db/database';

let db: DB;
let dataDir: string;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-migration-order-'));
  db = await openDatabase({ dataDir, databaseUrl: null });
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ran = async () =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db)).rows.map((row) => row.name);

/** Migrations run in number order, and a database that ran a later one first is brought up to date (docs/architecture.md, "db"). */
describe('migration order', () => {
  it('a database that ran 001, 002 and 006 (before 004 and 005 existed) gets 004, 005 and the rest', async () => {
    const early = Object.fromEntries(
      ['001-initial-schema', '002-article-search', '006-home-list-index'].map((name) => [name, migrations[name]!]),
    );
    const older = new Migrator({ db, provider: { getMigrations: async () => early } });
    expect((await older.migrateToLatest()).error).toBeUndefined();

    await migrateToLatest(db);

    expect((await ran()).sort()).toEqual(Object.keys(migrations).sort());
    // 004's case-insensitive username index and 005's upload table exist.
    const objects = await sql<{ name: string }>`SELECT name FROM sqlite_master`.execute(db);
    const names = objects.rows.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['uploads', 'likes_address']));
    expect(names.some((name) => /username/i.test(name))).toBe(true);
  });

  it('a fresh database runs every migration in number order', async () => {
    await migrateToLatest(db);
    expect(await ran()).toEqual(Object.keys(migrations).sort(compareMigrationNames));
  });

  it('orders names by their number, not as strings', () => {
    const names = ['1000-later', '999-earlier', '010-ten', '002-two', '0011-eleven'];
    expect([...names].sort(compareMigrationNames)).toEqual([
      '002-two',
      '010-ten',
      '0011-eleven',
      '999-earlier',
      '1000-later',
    ]);
  });
});
