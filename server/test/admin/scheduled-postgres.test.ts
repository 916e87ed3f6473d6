import { formatDateTime } from '../../src/lib/time';
import { openDatabase, type DB } from '../../src/db/database';
import { publishDue } from '../../src/modules/admin/article/publisher';
import { ManualClock } from '../manual-clock';
import { pgliteTestApp } from '../postgres/pglite';
import { actors, call, type AdminActors } from './guard';

// docs/behaviour.md §11.1 on PostgreSQL: the clock publishes at the minute, and two publishers on
// their own connection pools (two processes) publish an article once.
const START = new Date('2030-06-01T00:00:00Z');
const clock = new ManualClock(START);
const ctx = pgliteTestApp({ clock });
let other: DB | undefined;
let who: AdminActors;

beforeAll(async () => {
  other = await openDatabase(ctx.config);
  who = await actors(ctx);
});

afterAll(async () => {
  await other?.destroy();
});

const at = (minutes: number) => formatDateTime(new Date(START.getTime() + minutes * 60_000), ctx.config.timeZone);
const schedule = async (title: string, publishAt: string) => {
  const body = {
    article_title: title,
    article_content: '正文',
    category_name: '定时',
    status: 'public',
    publish_at: publishAt,
  };
  const answer = await call(ctx, who.admin.token, 'POST', '/api/admin/article', body);
  return answer.json().result.id as number;
};
const statusOf = async (id: number) =>
  await ctx.db.selectFrom('articles').select(['status', 'publish_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('scheduled publishing on PostgreSQL', () => {
  it('publishes at the minute by the moved clock', async () => {
    const id = await schedule('整点', at(5));
    expect(await statusOf(id)).toEqual({ status: 4, publish_at: at(5) });
    await clock.set(new Date(START.getTime() + 5 * 60_000));
    expect(await statusOf(id)).toEqual({ status: 1, publish_at: null });
  });

  it('two processes racing publish it once', async () => {
    const id = await schedule('竞争', at(30));
    const [mine, theirs] = await Promise.all([publishDue(ctx.db, at(31)), publishDue(other!, at(31))]);
    expect([...mine, ...theirs].map((row) => row.id)).toEqual([id]);
    expect(await statusOf(id)).toEqual({ status: 1, publish_at: null });
  });
});
