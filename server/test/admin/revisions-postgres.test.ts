import { build, type TestContext } from '../helpers';
import { startPglite, type PgliteServer } from '../postgres/pglite';
import { actors, type AdminActors } from './guard';
import { revisionRoundTrip } from './revision-flow';

// docs/behaviour.md §11.3 on PostgreSQL: the same Kysely code, the same round trip as on SQLite.
let pglite: PgliteServer | undefined;
let ctx: TestContext;
let who: AdminActors;

beforeAll(async () => {
  pglite = await startPglite();
  ctx = await build({ env: { DATABASE_URL: pglite.databaseUrl } });
  who = await actors(ctx);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await pglite?.stop();
});

describe('article revisions on PostgreSQL', () => {
  it('keeps a revision per save, autosaves apart, and restores one', async () => {
    await revisionRoundTrip(ctx, who);
  }, 60_000);
});
