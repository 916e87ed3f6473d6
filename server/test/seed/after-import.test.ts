import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemoContent } from '../../src/db/seed';
import { CATEGORIES } from '../../src/db/seed/site';
import { importFolder } from '../../src/transfer/import-folder';
import { useTestApp } from '../helpers';

// docs/import-export.md "Moving a blog here": `npm run import` into a fresh data folder, then the first
// `npm start`. The start must bring the site's frame (config, page headers) and no demo article,
// even when the author's categories share a name with the demo's.
describe('npm run import, then the first npm start', () => {
  const ctx = useTestApp();

  test('the first start after an import seeds the frame only, beside the imported articles', async () => {
    const blog = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-after-import-'));
    fs.writeFileSync(path.join(blog, '_config.yml'), 'title: 旧博客\n');
    fs.mkdirSync(path.join(blog, 'source', '_posts'), { recursive: true });
    fs.writeFileSync(
      path.join(blog, 'source', '_posts', 'hello.md'),
      `---\ntitle: 我的第一篇\ndate: 2020-01-02 03:04:05\ncategories: ${CATEGORIES[1]}\n---\n正文\n`,
    );
    const report = await importFolder(blog, {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun: false,
    });
    expect(report).toMatchObject({ created: 1, failed: 0 });

    await seedDemoContent(ctx.db, ctx.config);
    const titles = await ctx.db.selectFrom('articles').select('article_title').execute();
    expect(titles.map((t) => t.article_title)).toEqual(['我的第一篇']);
    expect(await ctx.db.selectFrom('config').select('id').execute()).toHaveLength(1);
    expect((await ctx.db.selectFrom('page_headers').select('id').execute()).length).toBeGreaterThan(0);
    expect(await ctx.db.selectFrom('talks').select('id').execute()).toHaveLength(0);

    const home = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(home.json()).toMatchObject({ code: 0 });
  });
});
