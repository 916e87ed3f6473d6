import { AUTOSAVE_BYTES, AUTOSAVES_KEPT, recordRevision, snapshotOf } from '../../src/modules/admin/article/revisions';
import { updateArticle } from '../../src/modules/admin/article/service';
import { EMPTY_REVISION } from '../../src/modules/admin/article/revision-routes';
import { useTestApp } from '../helpers';
import { actors, call, type AdminActors } from './guard';
import { revisionRoundTrip } from './revision-flow';

// docs/behaviour.md §11.3 on SQLite (revisions-postgres.test.ts runs the same round trip on PostgreSQL).
describe('admin article revisions', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) =>
    call(ctx, who.admin.token, method, url, body);
  const create = async () => {
    const body = { article_title: '长文', article_content: '开头', category_name: '随笔', status: 'draft' };
    return (await as('POST', '/api/admin/article', body)).json().result.id as number;
  };

  it('keeps a revision per save, autosaves apart, and restores one', async () => {
    await revisionRoundTrip(ctx, who);
  });

  it('on a post with 200 revisions keeps every manual save and a bounded tail of autosaves', async () => {
    const id = await create();
    // The last 30 autosaves carry ~150 KB of UTF-8 each: the byte bound, not the count, decides how
    // many stay. Written through the service (what the routes call) to keep the test short.
    const big = (n: number) => (n > 140 ? `第${n}稿`.padEnd(50_000, '字') : `第${n}稿`);
    for (let n = 1; n < 200; n++) {
      if (n % 2 === 0) await updateArticle(ctx.db, id, { article_content: `手动第${n}次` });
      else
        await ctx.db.transaction().execute(async (trx) => {
          const stored = await snapshotOf(trx, id);
          await recordRevision(trx, id, 'autosave', who.admin.id, { ...stored!, article_content: big(n) });
        });
    }
    const rows = await ctx.db
      .selectFrom('article_revisions')
      .select(['kind', 'bytes', 'article_content'])
      .where('article_id', '=', id)
      .orderBy('id', 'desc')
      .execute();
    const manual = rows.filter((r) => r.kind === 'manual');
    const autosaves = rows.filter((r) => r.kind === 'autosave');
    expect(manual).toHaveLength(100);
    expect(autosaves.length).toBeLessThan(AUTOSAVES_KEPT);
    expect(autosaves.length).toBeGreaterThan(0);
    expect(autosaves.length).toBeLessThanOrEqual(AUTOSAVES_KEPT);
    expect(autosaves.reduce((sum, r) => sum + Number(r.bytes), 0)).toBeLessThanOrEqual(AUTOSAVE_BYTES);
    expect(autosaves[0].article_content).toBe(big(199));
  }, 60_000);

  it('keeps at most AUTOSAVES_KEPT small autosaves', async () => {
    const id = await create();
    for (let n = 0; n < AUTOSAVES_KEPT + 5; n++)
      await as('PUT', `/api/admin/article/${id}/autosave`, { article_title: '长文', article_content: `第${n}稿` });
    const count = await ctx.db
      .selectFrom('article_revisions')
      .select('id')
      .where('article_id', '=', id)
      .where('kind', '=', 'autosave')
      .execute();
    expect(count).toHaveLength(AUTOSAVES_KEPT);
  });

  it('refuses to restore an autosave taken before the body was written', async () => {
    const id = await create();
    const blank = await as('PUT', `/api/admin/article/${id}/autosave`, { article_title: '长文', article_content: '' });
    const restore = await as('POST', `/api/admin/article/${id}/revisions/${blank.json().result.revisionId}/restore`);
    expect(restore.statusCode).toBe(400);
    expect(restore.json().message).toBe(EMPTY_REVISION);
  });
});
