import { build, type TestContext } from '../helpers';
import { articleRow } from '../fixtures/articles';
import { articleViewCounter } from '../../src/modules/article';

// docs/caching.md "View counts": served /article views are added up in memory and written in batches.
describe('article view counter', () => {
  let ctx: TestContext;
  let publicId: number;
  let draftId: number;
  beforeAll(async () => {
    ctx = await build();
    const admin = await ctx.db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
    const insert = (status: number, title: string) =>
      ctx.db
        .insertInto('articles')
        .values(articleRow({ article_title: title, author_id: admin.id, createdAt: '2026-01-01 10:00:00', status }))
        .returning('id')
        .executeTakeFirstOrThrow();
    publicId = (await insert(1, '公开')).id;
    draftId = (await insert(2, '草稿')).id;
  }, 60_000);
  afterAll(() => ctx.close());

  const views = async (id: number) =>
    (await ctx.db.selectFrom('articles').select('view_times').where('id', '=', id).executeTakeFirstOrThrow())
      .view_times;

  it('adds many views up in one write and tells the cache once', async () => {
    const written = jest.fn(async () => undefined);
    const counter = articleViewCounter(ctx.db, { onWritten: written, flushMs: 60_000 });
    const before = await views(publicId);
    for (let i = 0; i < 25; i++) counter.count(publicId);
    expect(await views(publicId)).toBe(before);
    await counter.flush();
    expect(await views(publicId)).toBe(before + 25);
    expect(written).toHaveBeenCalledTimes(1);
    await counter.flush();
    expect(written).toHaveBeenCalledTimes(1);
  });

  it('writes on its own after the flush interval', async () => {
    const counter = articleViewCounter(ctx.db, { onWritten: async () => undefined, flushMs: 20 });
    const before = await views(publicId);
    counter.count(publicId);
    counter.count(publicId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await views(publicId)).toBe(before + 2);
  });

  it('counts no view of an article that is not public, and drops nothing from the cache for it', async () => {
    const written = jest.fn(async () => undefined);
    const counter = articleViewCounter(ctx.db, { onWritten: written, flushMs: 60_000 });
    const before = await views(draftId);
    counter.count(draftId);
    await counter.close();
    expect(await views(draftId)).toBe(before);
    expect(written).not.toHaveBeenCalled();
  });

  it('keeps the views for the next write when a write fails', async () => {
    let failNext = true;
    // The first transaction fails as a busy database would; later ones reach the real database.
    const flaky = new Proxy(ctx.db, {
      get(target, property) {
        if (property === 'transaction' && failNext) {
          failNext = false;
          return () => ({ execute: () => Promise.reject(new Error('SQLITE_BUSY: database is locked')) });
        }
        // Kysely keeps private fields: its methods must run on the real instance.
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const written = jest.fn(async () => undefined);
    const failed = jest.fn();
    const counter = articleViewCounter(flaky, { onWritten: written, onFailed: failed, flushMs: 60_000 });
    const before = await views(publicId);
    counter.count(publicId);
    counter.count(publicId);
    await counter.flush();
    expect(await views(publicId)).toBe(before);
    expect(written).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledTimes(1);
    counter.count(publicId);
    await counter.flush();
    expect(await views(publicId)).toBe(before + 3);
    expect(written).toHaveBeenCalledTimes(1);
  });
});
