import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Migration } from 'kysely';
import { countWords } from '@protocol/wordCount';
import { migrateToLatest, migrations, openDatabase } from '../../src/db/database';
import { ensureAdmin } from '../../src/db/bootstrap';
import { legacyArticleRow } from '../fixtures/articles';
import { useTestApp } from '../helpers';
import { actors, call, type AdminActors } from './guard';

// docs/admin-desk.md "The dashboard": 累计字数 and the articles of each year, from articles.word_count,
// which every write keeps with the body and migration 024 counted for the rows before it.
describe('the words the author wrote', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });
  const dashboard = async () => (await call(ctx, who.admin.token, 'GET', '/api/admin/dashboard')).json().result;
  const bodies = async () =>
    (await ctx.db.selectFrom('articles').select('article_content').execute()).map((r) => r.article_content);

  it('sums every article’s words and counts each year’s articles; a save changes them', async () => {
    const written = { article_title: '字数', category_name: '随笔', status: 'draft', createdAt: '2019-03-01 08:00:00' };
    const created = await call(ctx, who.admin.token, 'POST', '/api/admin/article', {
      ...written,
      article_content: '一二三四五 hello world',
    });
    const id = created.json().result.id as number;
    const expected = async () => (await bodies()).reduce((sum, body) => sum + countWords(body), 0);
    let result = await dashboard();
    expect(result.wordCount).toBe(await expected());
    expect(result.years.find((y: { year: string }) => y.year === '2019')).toEqual({
      year: '2019',
      articles: 1,
      words: 7,
    });
    await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${id}`, { article_content: '一二三' });
    result = await dashboard();
    expect(result.wordCount).toBe(await expected());
    expect(result.years.find((y: { year: string }) => y.year === '2019')).toEqual({
      year: '2019',
      articles: 1,
      words: 3,
    });
    const years = result.years.map((y: { year: string }) => y.year);
    expect(years).toEqual([...years].sort().reverse());
  });
});

describe('migration 024-article-word-count', () => {
  it('counts the words of the articles written before it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-words-'));
    const db = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '024')) as Record<
        string,
        Migration
      >;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => before } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await ensureAdmin(db, 'Admin12345');
      const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      const row = (title: string, body: string) =>
        legacyArticleRow({
          article_title: title,
          article_content: body,
          author_id: admin.id,
          createdAt: '2024-01-01 00:00:00',
        });
      await db
        .insertInto('articles')
        .values([row('甲', '春眠不觉晓'), row('乙', 'one two three\n\n```\ncode here\n```')])
        .execute();
      await migrateToLatest(db);
      const counted = await db.selectFrom('articles').select(['article_title', 'word_count']).orderBy('id').execute();
      expect(counted).toEqual([
        { article_title: '甲', word_count: 5 },
        { article_title: '乙', word_count: 3 },
      ]);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
