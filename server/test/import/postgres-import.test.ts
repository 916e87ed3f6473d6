import fs from 'node:fs';
import path from 'node:path';
import { importFolder } from '../../src/transfer/import-folder';
import { build, type TestContext } from '../helpers';
import { prepareBlog } from './import-setup';
import { startPglite, type PgliteServer } from '../postgres/pglite';

// The importer on the PostgreSQL path (DATABASE_URL): migration 009, the admin article service,
// series (article-rows.ts joins them; docs/import-export.md, Series) and the cache_epoch row through
// the same Kysely code, against PGlite served over the wire protocol.
let pglite: PgliteServer | undefined;
let ctx: TestContext;
const { root, blog } = prepareBlog();

beforeAll(async () => {
  pglite = await startPglite();
  ctx = await build({ env: { DATABASE_URL: pglite.databaseUrl } });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  fs.rmSync(root, { recursive: true, force: true });
  await pglite?.stop();
});

const run = () =>
  importFolder(blog, { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun: false });
const epoch = async () =>
  Number((await ctx.db.selectFrom('cache_epoch').select('epoch').executeTakeFirstOrThrow()).epoch);
const HOME = '/api/article/blogHomeGetArticleList/1/10';

it('imports the fixture, is idempotent and tells a running server through cache_epoch', async () => {
  const home = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: HOME });
    return (res.json().result.list as Array<{ article_title: string }>).map((a) => a.article_title);
  };
  expect(await home()).toEqual([]);
  const before = await epoch();
  expect(await run()).toMatchObject({ created: 6, failed: 3 });
  expect(await epoch()).toBe(before + 1);
  expect(await run()).toMatchObject({ created: 0, updated: 0, skipped: 7 });
  expect(await epoch()).toBe(before + 1);

  const rows = await ctx.db.selectFrom('articles').select(['source_path', 'status']).orderBy('source_path').execute();
  expect(rows).toHaveLength(6);
  // The server polls the row at most once a second; within a few seconds the home list shows the import.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect(await home()).toContain('春日随笔');
});

it('creates series and places their posts on PostgreSQL too, and a re-import changes nothing', async () => {
  const series = path.join(root, 'series-blog');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(series, rel)), { recursive: true });
    fs.writeFileSync(path.join(series, rel), text);
  };
  write('late.md', '---\ntitle: 后写\ndate: 2024-03-02\nseries: [砚边手记]\n---\n正文\n');
  write('early.md', '---\ntitle: 先写\ndate: 2024-03-01\nseries: 砚边手记\nseries_weight: 2\n---\n正文\n');
  write('first.md', '---\ntitle: 开篇\ndate: 2024-05-01\nseries: 砚边手记\nseries_weight: 1\n---\n正文\n');
  write('series/砚边手记/_index.md', '---\ntitle: 砚边手记\ndescription: 写在砚台边上\n---\n');
  const importSeries = () =>
    importFolder(series, { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun: false });
  const shape = () =>
    ctx.db
      .selectFrom('articles as a')
      .innerJoin('series as s', 's.id', 'a.series_id')
      .select(['s.name', 's.description', 'a.article_title', 'a.series_order'])
      .orderBy('a.series_order')
      .execute();
  const placed = [
    { name: '砚边手记', description: '写在砚台边上', article_title: '开篇', series_order: 1 },
    { name: '砚边手记', description: '写在砚台边上', article_title: '先写', series_order: 2 },
    { name: '砚边手记', description: '写在砚台边上', article_title: '后写', series_order: 3 },
  ];
  expect(await importSeries()).toMatchObject({ created: 3, failed: 0 });
  expect(await shape()).toEqual(placed);
  expect(await importSeries()).toMatchObject({ created: 0, updated: 0, failed: 0 });
  expect(await shape()).toEqual(placed);
});
