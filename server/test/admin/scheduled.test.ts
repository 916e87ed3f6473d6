import { formatDateTime } from '../../src/lib/time';
import { publishDue } from '../../src/modules/admin/article/publisher';
import { useTestApp } from '../helpers';
import { ManualClock } from '../manual-clock';
import { actors, call, type AdminActors } from './guard';

// docs/behaviour.md §11.1: a post with a later publish time is invisible to readers until its minute,
// then public by itself, with the caches refreshed and the author told.
const START = new Date('2030-06-01T00:00:00Z');
const WORD = '星河定时验证词';

describe('scheduled publishing', () => {
  const clock = new ManualClock(START);
  const ctx = useTestApp({ clock });
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });
  const blogTime = (date: Date) => formatDateTime(date, ctx.config.timeZone);
  const later = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) =>
    call(ctx, who.admin.token, method, url, body);
  const article = { article_content: '正文', category_name: '定时', tagNameList: ['定时标签'] };

  /** Every reader surface that lists or shows articles, as text. */
  async function readerSurfaces(id: number): Promise<string> {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url }).then((r) => r.body);
    const post = (url: string, body: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url, payload: body }).then((r) => r.body);
    return [
      await get('/api/article/blogHomeGetArticleList/1/50'),
      await get('/api/article/blogTimelineGetArticleList/1/50'),
      await get(`/api/article/getArticleById/${id}`),
      await get(`/api/article/getRecommendArticleById/${id - 1}`),
      await get('/api/article/getHotArticle'),
      await get(`/api/article/getArticleListByContent/${encodeURIComponent(WORD)}`),
      await get(`/api/article/searchArticles/${encodeURIComponent(WORD)}/1`),
      await post('/api/article/getArticleListByTagId', { id: 1, current: 1, size: 50 }),
      await post('/api/article/getArticleListByCategoryId', { id: 1, current: 1, size: 50 }),
      await get('/rss.xml'),
      await get('/atom.xml'),
      await get('/sitemap.xml'),
    ].join('\n');
  }
  const publicCount = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/statistic' })).json().result.articleCount as number;

  it('shows nowhere before its minute, then goes public by itself with caches refreshed and the author told', async () => {
    const neighbour = await admin('POST', '/api/admin/article', {
      ...article,
      article_title: '邻居',
      status: 'public',
    });
    expect(neighbour.json().code).toBe(0);
    const publishAt = blogTime(later(60));
    const created = await admin('POST', '/api/admin/article', {
      ...article,
      article_title: `标题 ${WORD}`,
      article_content: `正文里也有 ${WORD}`,
      status: 'public',
      publish_at: publishAt,
    });
    expect(created.json()).toMatchObject({ code: 0, message: `已定时，将于 ${publishAt} 发布` });
    const id = created.json().result.id as number;
    const stored = (await admin('GET', `/api/admin/article/${id}`)).json().result;
    expect(stored).toMatchObject({ status: 'scheduled', publish_at: publishAt, createdAt: publishAt });
    const desk = (await admin('GET', '/api/admin/article?status=scheduled')).json().result.list;
    expect(desk).toEqual([expect.objectContaining({ id, status: 'scheduled', publish_at: publishAt })]);

    // Read (and so cached) before the minute: nothing of it anywhere.
    expect(await readerSurfaces(id)).not.toContain(WORD);
    expect(await publicCount()).toBe(1);
    await clock.set(new Date(later(60).getTime() - 1000));
    expect(await readerSurfaces(id)).not.toContain(WORD);

    await clock.set(later(1));
    const get = (url: string) => ctx.app.inject({ method: 'GET', url }).then((r) => r.body);
    for (const url of [
      '/api/article/blogHomeGetArticleList/1/50',
      `/api/article/getArticleById/${id}`,
      '/rss.xml',
      '/atom.xml',
    ])
      expect(await get(url)).toContain(WORD);
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(`id=${id}`);
    expect(await publicCount()).toBe(2);
    const published = (await admin('GET', `/api/admin/article/${id}`)).json().result;
    expect(published).toMatchObject({ status: 'public', publish_at: null, createdAt: publishAt });
    const notices = await ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', who.admin.id).execute();
    expect(notices.map((n) => n.message)).toContain(`定时发布的文章《标题 ${WORD}》已发布`);
  });

  it('judges status and publish time together; refuses a schedule without a later valid time', async () => {
    const base = { ...article, article_title: '规则' };
    const refused = [
      [{ status: 'scheduled' }, '请填写定时发布的时间'],
      [{ status: 'scheduled', publish_at: blogTime(later(-5)) }, '定时发布的时间须晚于当前时间'],
      [{ status: 'public', publish_at: '2031-02-30 10:00:00' }, '定时发布的时间无效'],
    ] as const;
    for (const [fields, message] of refused) {
      const answer = await admin('POST', '/api/admin/article', { ...base, ...fields });
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    }
    const past = await admin('POST', '/api/admin/article', {
      ...base,
      status: 'public',
      publish_at: blogTime(later(-5)),
    });
    const pastId = past.json().result.id as number;
    expect((await admin('GET', `/api/admin/article/${pastId}`)).json().result).toMatchObject({
      status: 'public',
      publish_at: null,
    });
    // A later time on a public article takes it back until then; clearing the time publishes it now.
    const at = blogTime(later(30));
    expect((await admin('PUT', `/api/admin/article/${pastId}`, { publish_at: at })).json().code).toBe(0);
    expect((await admin('GET', `/api/admin/article/${pastId}`)).json().result).toMatchObject({
      status: 'scheduled',
      publish_at: at,
    });
    await admin('PUT', `/api/admin/article/${pastId}`, { article_title: '只改标题' });
    expect((await admin('GET', `/api/admin/article/${pastId}`)).json().result.status).toBe('scheduled');
    await admin('PUT', `/api/admin/article/${pastId}`, { publish_at: null });
    expect((await admin('GET', `/api/admin/article/${pastId}`)).json().result).toMatchObject({
      status: 'public',
      publish_at: null,
    });
    // A draft keeps no publish time.
    const draft = await admin('POST', '/api/admin/article', { ...base, status: 'draft', publish_at: at });
    expect((await admin('GET', `/api/admin/article/${draft.json().result.id}`)).json().result).toMatchObject({
      status: 'draft',
      publish_at: null,
    });
  });

  it('of two publishers racing for the same article, exactly one publishes it', async () => {
    const at = blogTime(later(10));
    const created = await admin('POST', '/api/admin/article', {
      ...article,
      article_title: '竞争',
      status: 'public',
      publish_at: at,
    });
    const id = created.json().result.id as number;
    const due = blogTime(later(20));
    const [first, second] = await Promise.all([publishDue(ctx.db, due), publishDue(ctx.db, due)]);
    expect([...first, ...second].map((row) => row.id)).toEqual([id]);
  });
});

describe('a server that was down at the minute', () => {
  const clock = new ManualClock(START);
  const ctx = useTestApp({
    clock,
    prepare: async (db) => {
      const { createArticle } = await import('../../src/modules/admin/article/service');
      const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      const fields = {
        article_title: '错过的',
        article_content: '正文',
        category_name: '定时',
        status: 'public' as const,
      };
      await createArticle(
        db,
        admin.id,
        { ...fields, publish_at: '2030-05-01 08:00:00' },
        undefined,
        '2030-04-01 08:00:00',
      );
    },
  });

  it('publishes on start what came due while it was down', async () => {
    const row = await ctx.db.selectFrom('articles').select(['status', 'publish_at']).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 1, publish_at: null });
  });
});
