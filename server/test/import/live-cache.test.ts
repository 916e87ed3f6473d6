import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DB } from '../../src/db/database';
import { watchCacheEpoch } from '../../src/lib/cache/external-writes';
import { importFolder } from '../../src/transfer/import-folder';
import { bumpCacheEpoch } from '../../src/transfer/article-store';
import { useTestApp } from '../helpers';

const HOME = '/api/article/blogHomeGetArticleList/1/10';

/** A folder with one post, written fresh for each import; dated in the past (a future date is scheduled, docs/behaviour.md §11.1). */
function blogWith(title: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-live-'));
  fs.writeFileSync(path.join(dir, 'post.md'), `---\ntitle: ${title}\ndate: 2024-06-01 08:00:00\n---\n正文\n`);
  return dir;
}

describe('a running server shows what another process imported', () => {
  const ctx = useTestApp();
  let importer: DB;

  beforeAll(async () => {
    // The importer's own connection, as `npm run import` would open it in another process.
    importer = await openDatabase({ dataDir: ctx.dataDir, databaseUrl: null });
  });
  afterAll(async () => {
    await importer.destroy();
  });

  const titles = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: HOME });
    const list = res.json().result.list as Array<{ article_title: string }>;
    return { cache: res.headers['x-cache'], titles: list.map((a) => a.article_title) };
  };
  const importAs = (title: string) =>
    importFolder(blogWith(title), {
      db: importer,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun: false,
      // Each run writes a fresh temp folder: the blog's name keeps them the same blog.
      blog: 'live',
    });

  it('drops the cached home list when the importer commits through another connection', async () => {
    await titles();
    expect(await titles()).toEqual({ cache: 'HIT', titles: [] });

    const report = await importAs('从外面导入的文章');
    expect(report.created).toBe(1);
    expect(await titles()).toEqual({ cache: 'MISS', titles: ['从外面导入的文章'] });
    expect((await titles()).cache).toBe('HIT');

    // A second run that changes the title updates the same article, and the cache learns of it again.
    await importAs('改过标题的文章');
    expect((await titles()).titles).toEqual(['改过标题的文章']);
  });

  it("keeps the cache through the server's own writes (only another connection's commits count)", async () => {
    await titles();
    await ctx.db.updateTable('articles').set({ view_times: 42 }).execute();
    expect((await titles()).cache).toBe('HIT');
  });

  it('on PostgreSQL the cache_epoch row tells the same (read through the same Kysely code)', async () => {
    const watcher = watchCacheEpoch(ctx.db, 0);
    expect(await watcher.changed()).toBe(false);
    expect(await watcher.changed()).toBe(false);
    await bumpCacheEpoch(importer);
    expect(await watcher.changed()).toBe(true);
    expect(await watcher.changed()).toBe(false);
  });
});
