import { pgliteTestApp } from '../postgres/pglite';
import { actors, type AdminActors } from './guard';
import { revisionRoundTrip } from './revision-flow';

// docs/behaviour.md §11.3 on PostgreSQL: the same Kysely code, the same round trip as on SQLite.
const ctx = pgliteTestApp();
let who: AdminActors;
beforeAll(async () => {
  who = await actors(ctx);
});

describe('article revisions on PostgreSQL', () => {
  it('keeps a revision per save, autosaves apart, and restores one', async () => {
    await revisionRoundTrip(ctx, who);
  }, 60_000);
});
