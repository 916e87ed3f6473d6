import type { AddressInfo } from 'node:net';
import { PostgresAdapter, sql } from 'kysely';
import { seedDemoContent } from '../../src/db/seed';
import { adminUser, build, createUser, type TestContext } from '../helpers';
import { seedImageUrl } from '../../src/db/seed/images';
import { connectAs } from '../chat/ws-client';
import { articleRow } from '../fixtures/articles';
import { BOARD_READS, BOARD_SEARCHES, boardFlow } from './board-flow';
import { startPglite, type PgliteServer } from './pglite';

// docs/architecture.md: PostgreSQL goes through the same Kysely code as SQLite (DATABASE_URL). PGlite is
// PostgreSQL compiled to WebAssembly; pglite-socket serves it over the wire protocol (in a child
// process, pglite-server.mjs), so the app connects with the real `pg` driver exactly as it would to a
// PostgreSQL server.
let pglite: PgliteServer | undefined;
let onPostgres: TestContext;
let onSqlite: TestContext;

beforeAll(async () => {
  pglite = await startPglite();
  const databaseUrl = pglite.databaseUrl;
  onPostgres = await build({ env: { DATABASE_URL: databaseUrl }, prepare: seedDemoContent });
  onSqlite = await build({ prepare: seedDemoContent });
}, 120_000);

afterAll(async () => {
  await onPostgres?.close();
  await onSqlite?.close();
  await pglite?.stop();
});

const READS = [
  '/api/config',
  '/api/pageHeader/getAll',
  '/api/statistic',
  '/api/article/blogHomeGetArticleList/1/10',
  '/api/article/blogHomeGetArticleList/2/10',
  '/api/article/blogTimelineGetArticleList/1/50',
  '/api/tag/getTagDictionary',
  '/api/category/getCategoryDictionary',
  '/api/article/getArticleById/3',
  '/api/article/getRecommendArticleById/3',
  '/api/article/getHotArticle',
  `/api/article/getArticleListByContent/${encodeURIComponent('React')}`,
  `/api/article/getArticleListByContent/${encodeURIComponent('数据库')}`,
  // Search: 1, 2, 3 and more characters, title-first ranking, and metacharacters taken literally.
  ...[
    '的',
    '索引',
    '函数',
    '窗口函数',
    'sqlite',
    'c++',
    '"',
    '*',
    '(',
    'OR',
    'NEAR(',
    '%',
    '_',
    '\\',
    'SQ_',
    '12.5%',
    'a-b',
    '^',
  ].map((text) => `/api/article/getArticleListByContent/${encodeURIComponent(text)}`),
  // The paged search with its total (docs/behaviour.md §9.2 searchArticles).
  // 'Redux' and '数据库' also find articles by their tag and category name.
  ...['的', '数据', '%', '_', 'sqlite', 'Redux', '数据库'].flatMap((text) =>
    [1, 2].map((current) => `/api/article/searchArticles/${encodeURIComponent(text)}/${current}`),
  ),
  '/api/article/getArticleById/9999',
  ...BOARD_READS,
];

/** Time stamps differ between the two runs by the seconds between them; tokens by their issue time. */
const withoutClock = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, inner) =>
    key === 'createdAt' || key === 'updatedAt'
      ? typeof inner
      : typeof inner === 'string' && /^ey[\w-]+\.[\w-]+\.[\w-]+$/.test(inner)
        ? 'jwt'
        : inner,
  );

/**
 * Every write path of the foundation, accounts and chat issues on one app: register, login, profile,
 * password, notifications, visits, reading time, chat over the socket and its REST side. Returns
 * what a client saw at each step.
 */
async function writeFlow(ctx: TestContext): Promise<unknown[]> {
  const seen: unknown[] = [];
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) => {
    const res = await ctx.app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
    const body = res.json();
    seen.push({ step: `${method} ${url}`, status: res.statusCode, body });
    return body;
  };
  const reg = await call('POST', '/api/user/register', {
    username: 'pgreader1',
    password: 'abc123',
    nick_name: '读者',
  });
  const login = await call('POST', '/api/user/login', { username: 'pgreader1', password: 'abc123' });
  await call('POST', '/api/user/login', { username: 'pgreader1', password: 'wrong99' });
  await call('GET', `/api/user/getUserInfoById/${reg.result.id}`);
  await call(
    'PUT',
    '/api/user/updateOwnUserInfo',
    { nick_name: '新名字', avatar: seedImageUrl('avatar') },
    login.result.token,
  );
  await call(
    'PUT',
    '/api/user/updatePassword',
    { password: 'abc123', password1: 'New12345', password2: 'New12345' },
    login.result.token,
  );
  await call('PUT', '/api/user/updateOwnUserInfo', { nick_name: '旧令牌' }, login.result.token);
  const token = (await call('POST', '/api/user/login', { username: 'pgreader1', password: 'New12345' })).result
    .token as string;
  const notes = await call('POST', '/api/notify/getNotifyList', { current: 1, size: 10 }, token);
  await call('PUT', `/api/notify/update/${notes.result.list[0].id}`, {}, token);
  await call('POST', '/api/notify/getNotifyList', { current: 1, size: 10 }, token);
  await call('PUT', `/api/notify/delete/${notes.result.list[0].id}`, {}, token);
  await call('POST', '/api/notify/getNotifyList', { current: 1, size: 10 }, token);
  await call('PUT', '/api/config/addView');
  await call('GET', '/api/config');
  await call('PUT', '/api/article/addReadingDuration/3/5000');

  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const socket = await connectAs(port, token);
  socket.send({ type: 'message', content: '你好，PostgreSQL', content_type: 'text' });
  const sent = await socket.waitFor('message', (frame) => frame.content === '你好，PostgreSQL');
  socket.send({ type: 'message', content: '第二条', content_type: 'text' });
  await socket.waitFor('message', (frame) => frame.content === '第二条');
  socket.send({ type: 'revert', message_id: sent.id });
  await socket.waitFor('revert');
  socket.close();
  await call('POST', '/api/chat/getChatList', { size: 10 });
  await call('POST', '/api/chat/delete', {}, (await adminUser(ctx)).token);
  await call('POST', '/api/chat/getChatList', { size: 10 });
  return seen;
}

/**
 * Comments and likes (docs/behaviour.md §9.4): comment, reply, lists in both orders, likes by a visitor and by a
 * user, counts, notifications, a refused delete, and a parent deleted with its replies.
 */
async function interactionFlow(ctx: TestContext): Promise<unknown[]> {
  const seen: unknown[] = [];
  const admin = await adminUser(ctx);
  const author = await createUser(ctx, { username: 'pgauthor1', nick_name: '评论者' });
  const replier = await createUser(ctx, { username: 'pgreply1', nick_name: '回复者' });
  const call = async (
    method: 'POST' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await ctx.app.inject({ method, url, payload, headers });
    const body = res.json();
    seen.push({ step: `${method} ${url}`, status: res.statusCode, body });
    return body;
  };
  const as = (user: { token: string }) => ({ authorization: user.token });
  const visitor = { 'x-visitor-id': 'pgvisitor0123456789' };
  const target = { type: 1, for_id: 3 };
  const first = await call(
    'POST',
    '/api/comment/add',
    { ...target, content: '<b>好文</b><script>x()</script>' },
    as(author),
  );
  await call('POST', '/api/comment/add', { ...target, content: '第二条' }, as(replier));
  await call(
    'POST',
    '/api/comment/apply',
    { ...target, parent_id: first.result.id, to_id: author.id, content: '同意' },
    as(replier),
  );
  await call('POST', '/api/like/addLike', { type: 4, for_id: first.result.id }, visitor);
  await call('POST', '/api/like/addLike', { type: 1, for_id: 3 }, visitor);
  await call('POST', '/api/like/addLike', { type: 1, for_id: 3 }, { ...visitor, ...as(author) });
  await call('POST', '/api/like/cancelLike', { type: 1, for_id: 3 }, as(author));
  await call('POST', '/api/like/cancelLike', { type: 1, for_id: 3 }, as(author));
  await call('POST', '/api/like/getIsLikeByIdOrIpAndType', { type: 1, for_id: 3 }, visitor);
  await call('POST', '/api/comment/getCommentTotal', target);
  for (const order of ['hot', 'new']) {
    await call('POST', '/api/comment/frontGetParentComment', { ...target, current: 1, size: 10, order }, visitor);
  }
  await call('POST', '/api/comment/frontGetChildrenComment', {
    ...target,
    parent_id: first.result.id,
    current: 1,
    size: 10,
  });
  await call('POST', '/api/notify/getNotifyList', { current: 1, size: 10 }, as(author));
  await call('POST', '/api/notify/getNotifyList', { current: 1, size: 10 }, as(admin));
  await call('DELETE', `/api/comment/delete/${first.result.id}/0`, undefined, as(replier));
  await call('DELETE', `/api/comment/delete/${first.result.id}/0`, undefined, as(author));
  await call('POST', '/api/comment/getCommentTotal', target);
  await call('POST', '/api/like/addLike', { type: 4, for_id: first.result.id }, visitor);
  return seen;
}

describe('PostgreSQL (DATABASE_URL) gives the same answers as SQLite', () => {
  it.each(READS)('GET %s', async (url) => {
    const [pg, lite] = await Promise.all([onPostgres.app.inject({ url }), onSqlite.app.inject({ url })]);
    expect(lite.statusCode).toBeLessThan(500);
    expect(pg.statusCode).toBe(lite.statusCode);
    expect(withoutClock(pg.json())).toEqual(withoutClock(lite.json()));
  });

  it('creates the pg_trgm GIN indexes that serve search', async () => {
    const { rows } = await sql<{
      indexname: string;
    }>`SELECT indexname FROM pg_indexes WHERE tablename = 'articles'`.execute(onPostgres.db);
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['articles_title_trgm', 'articles_content_trgm']),
    );
  });

  it('search follows inserts, edits, status changes and deletes the same way', async () => {
    const flow = async (ctx: TestContext) => {
      const search = async (text: string) =>
        (await ctx.app.inject({ url: `/api/article/getArticleListByContent/${encodeURIComponent(text)}` }))
          .json()
          .result.map((h: { article_title: string; article_content: string }) => [h.article_title, h.article_content]);
      const admin = await adminUser(ctx);
      const { id } = await ctx.db
        .insertInto('articles')
        .values(
          articleRow({
            article_title: '宣纸的种类',
            article_content: '生宣吸水，熟宣不洇。c++ 与 100% 都是字面。',
            author_id: admin.id,
            createdAt: '2026-03-01 10:00:00',
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      const seen = [await search('宣纸'), await search('熟宣'), await search('c++'), await search('0%')];
      await ctx.db.updateTable('articles').set({ article_content: '只剩半熟宣。' }).where('id', '=', id).execute();
      seen.push(await search('生宣'), await search('半熟'));
      await ctx.db.updateTable('articles').set({ status: 2 }).where('id', '=', id).execute();
      seen.push(await search('宣纸'));
      await ctx.db.updateTable('articles').set({ status: 1 }).where('id', '=', id).execute();
      seen.push(await search('宣纸'));
      await ctx.db.deleteFrom('articles').where('id', '=', id).execute();
      seen.push(await search('宣纸'));
      return seen;
    };
    const lite = await flow(onSqlite);
    expect(lite[0]).toEqual([['宣纸的种类', '生宣吸水，熟宣不洇。c++ 与 100% 都是字面。']]);
    expect(lite[6]).toEqual([]);
    expect(lite[8]).toEqual([]);
    expect(await flow(onPostgres)).toEqual(lite);
  });

  it('runs on PostgreSQL for real', () => {
    expect(onPostgres.db.getExecutor().adapter).toBeInstanceOf(PostgresAdapter);
    expect(onSqlite.db.getExecutor().adapter).not.toBeInstanceOf(PostgresAdapter);
  });

  it('writes: accounts, notifications, visits, reading time and chat behave the same', async () => {
    const lite = await writeFlow(onSqlite);
    const pg = await writeFlow(onPostgres);
    // Only the two deliberate refusals (wrong password → code 1, retired token → 401) are not code 0.
    const codes = (lite as { body: { code: number } }[]).map((step) => step.body.code);
    expect(codes.filter((code) => code !== 0)).toEqual([1, 401]);
    expect(withoutClock(pg)).toEqual(withoutClock(lite));
    const view = await onPostgres.db.selectFrom('config').select('view_time').executeTakeFirstOrThrow();
    expect(Number(view.view_time)).toBeGreaterThan(0);
  }, 60_000);

  it('comments and likes behave the same', async () => {
    const lite = await interactionFlow(onSqlite);
    const pg = await interactionFlow(onPostgres);
    // The refusals: someone else's comment (403) and a like on the deleted comment (404).
    const statuses = (lite as { status: number }[]).map((step) => step.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([403, 404]);
    expect(withoutClock(pg)).toEqual(withoutClock(lite));
  }, 60_000);

  it('talks, albums, friend links and the message board behave the same', async () => {
    const lite = await boardFlow(onSqlite);
    const pg = await boardFlow(onPostgres);
    // The refusals: a delete naming someone else's post (403) and a like on a private talk (404).
    const statuses = (lite as { status: number }[]).map((step) => step.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([403, 404]);
    // The last board searches (BOARD_SEARCHES) find the Latin post in any letter case on both.
    const searchTotals = (steps: unknown[]) =>
      (steps as { step: string; body: { result?: { total?: number } } }[])
        .filter((step) => step.step === 'POST /api/message/getMessageList')
        .slice(-BOARD_SEARCHES.length)
        .map((step) => step.body.result?.total);
    expect(searchTotals(pg)).toEqual(BOARD_SEARCHES.map(() => 1));
    expect(withoutClock(pg)).toEqual(withoutClock(lite));
  }, 60_000);
});
