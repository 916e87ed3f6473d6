import fs from 'node:fs';
import { importFolder } from '../../src/transfer/import-folder';
import { build, type TestContext } from '../helpers';
import { prepareBlog } from './import-setup';
import { startPglite, type PgliteServer } from '../postgres/pglite';

// The importer on the PostgreSQL path (DATABASE_URL): migration 009, the admin article service and the
// cache_epoch row through the same Kysely code, against PGlite served over the wire protocol.
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
