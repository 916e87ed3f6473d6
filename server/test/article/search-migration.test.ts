import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Migration } from 'kysely';
import { migrateToLatest, migrations, openDatabase, type DB } from '../../src/db/database';
import { ensureAdmin } from '../../src/db/bootstrap';
import * as initialSchema from '../../src/db/migrations/001-initial-schema';
import { searchArticles } from '../../src/modules/article/search';
import { legacyArticleRow } from '../fixtures/articles';

const only = (migrations: Record<string, Migration>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

let db: DB;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-migration-'));
  db = await openDatabase({ dataDir, databaseUrl: null });
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 002-article-search', () => {
  it('back-fills the articles written before it, public ones only, and can be rolled back', async () => {
    expect((await only({ '001-initial-schema': initialSchema }).migrateToLatest()).error).toBeUndefined();
    await ensureAdmin(db, 'Admin12345');
    const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const article = (title: string, status: number) =>
      legacyArticleRow({
        article_title: title,
        article_content: `${title}的正文`,
        author_id: admin.id,
        status,
        createdAt: '2024-05-01 08:00:00',
      });
    await db
      .insertInto('articles')
      .values([article('早就写好的文章', 1), article('早就藏起的文章', 2)])
      .execute();

    await migrateToLatest(db);
    expect((await searchArticles(db, '早就')).map((h) => h.article_title)).toEqual(['早就写好的文章']);
    expect(await searchArticles(db, '藏起')).toEqual([]);

    // Roll back to just before 002 (later migrations are undone first, in order).
    const down = await only(migrations).migrateTo('001-initial-schema');
    expect(down.error).toBeUndefined();
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM sqlite_master WHERE name LIKE 'article_search%'`.execute(db);
    expect(rows).toEqual([]);
    // Articles still insert once the triggers are gone.
    await db.insertInto('articles').values(article('回滚之后', 1)).execute();
  });
});
