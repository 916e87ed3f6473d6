import { LINK_DESC_MAX, LINK_MESSAGES } from '@protocol/boardRules';
import { adminUser, createUser, useTestApp, type TestUser } from '../helpers';
import { insertLink, notificationsOf, ownUpload } from '../fixtures/board';

const VALID = {
  site_name: '我的小站',
  site_desc: '写点前端',
  site_avatar: '',
  url: 'https://mine.example',
};

describe('friend links', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let address = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = await adminUser(ctx);
    reader = await createUser(ctx, { username: 'linkreader' });
    other = await createUser(ctx, { username: 'linkother' });
    ids.approved = await insertLink(ctx, { site_name: '已通过', status: 2 });
    ids.pending = await insertLink(ctx, { site_name: '待审核', status: 1 });
    ids.rejected = await insertLink(ctx, { site_name: '已拒绝', status: 3 });
  });

  // Each write from its own address: the per-client write limit is tested on its own below.
  const post = (url: string, payload: object, user?: TestUser, remoteAddress = `10.7.0.${++address}`) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/links/${url}`,
      payload,
      remoteAddress,
      headers: user ? { authorization: user.token } : {},
    });
  const names = async (status?: string, user?: TestUser) =>
    (await post('getLinksList', { current: 1, size: 50, ...(status ? { status } : {}) }, user))
      .json()
      .result.list.map((l: { site_name: string }) => l.site_name);

  it('lists approved links only, for anyone', async () => {
    const res = await post('getLinksList', { current: 1, size: 10 });
    expect(res.json().result).toMatchObject({ current: 1, size: 10, total: 1 });
    expect(res.json().result.list[0]).toMatchObject({
      id: ids.approved,
      site_name: '已通过',
      site_desc: '描述',
      site_avatar: '',
      url: 'https://site.example',
      user_id: null,
      status: 'approved',
    });
    expect(await names(undefined, reader)).toEqual(['已通过']);
  });

  it('pending and rejected lists are for the admin only', async () => {
    for (const status of ['pending', 'rejected']) {
      expect((await post('getLinksList', { status })).statusCode).toBe(403);
      expect((await post('getLinksList', { status }, reader)).statusCode).toBe(403);
    }
    expect(await names('pending', admin)).toEqual(['待审核']);
    expect(await names('rejected', admin)).toEqual(['已拒绝']);
    expect((await post('getLinksList', { status: 'all' }, admin)).statusCode).toBe(400);
  });

  it('applying needs a login; an application is pending, unlisted, and notifies the admin (type 4)', async () => {
    expect((await post('add', VALID)).statusCode).toBe(401);
    const res = await post('add', VALID, reader);
    expect(res.json()).toMatchObject({ code: 0, message: LINK_MESSAGES.added, result: { id: expect.any(Number) } });
    const id = res.json().result.id;
    const row = await ctx.db.selectFrom('links').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 1, user_id: reader.id, site_name: '我的小站' });
    expect(await names()).not.toContain('我的小站');
    const [note] = await notificationsOf(ctx, admin.id);
    expect(note).toMatchObject({ type: 4, to_id: id });
  });

  it.each([
    [{ site_name: '' }, LINK_MESSAGES.nameRequired],
    [{ site_name: '   ' }, LINK_MESSAGES.nameRequired],
    [{ site_desc: '' }, LINK_MESSAGES.descRequired],
    [{ site_desc: '字'.repeat(LINK_DESC_MAX + 1) }, LINK_MESSAGES.descTooLong],
    [{ url: '' }, LINK_MESSAGES.urlRequired],
    [{ url: 'mine.example' }, LINK_MESSAGES.urlFormat],
    [{ url: 'javascript:alert(1)' }, LINK_MESSAGES.urlFormat],
    [{ url: 'JavaScript://%0aalert(1)' }, LINK_MESSAGES.urlFormat],
    [{ url: 'data:text/html,<script>alert(1)</script>' }, LINK_MESSAGES.urlFormat],
    [{ url: 'https://x.example/"onmouseover="alert(1)' }, LINK_MESSAGES.urlFormat],
    [{ url: 'ftp://mine.example' }, LINK_MESSAGES.urlFormat],
  ])('refuses %j with its message and stores nothing', async (change, message) => {
    const before = await ctx.db.selectFrom('links').select('id').execute();
    const res = await post('add', { ...VALID, ...change }, reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, message });
    expect(await ctx.db.selectFrom('links').select('id').execute()).toHaveLength(before.length);
  });

  it('accepts a 125-character description', async () => {
    const res = await post('add', { ...VALID, site_desc: '字'.repeat(LINK_DESC_MAX) }, other);
    expect(res.json().code).toBe(0);
  });

  it('strips markup from name and description (XSS payloads) and escapes the notification', async () => {
    const res = await post(
      'add',
      {
        ...VALID,
        site_name: '<img src=x onerror=alert(1)>坏站',
        site_desc: '<script>alert(1)</script>&lt;svg onload=alert(1)&gt;描述',
      },
      other,
    );
    const id = res.json().result.id;
    const row = await ctx.db
      .selectFrom('links')
      .select(['site_name', 'site_desc'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ site_name: '坏站', site_desc: '描述' });
    const [note] = await notificationsOf(ctx, admin.id);
    expect(note.message).not.toMatch(/<|onerror/);
  });

  it('accepts only our own uploads as avatar', async () => {
    for (const avatar of [
      'https://tracker.example/p.gif',
      '/uploads/../blog.db',
      '/uploads/missing.png',
      'javascript:x',
    ]) {
      const res = await post('add', { ...VALID, site_avatar: avatar }, other);
      expect(res.statusCode).toBe(400);
    }
    const own = ownUpload(ctx);
    const res = await post('add', { ...VALID, site_avatar: own }, reader);
    expect(res.json().code).toBe(0);
  });

  it('limits open applications per user', async () => {
    const many = await createUser(ctx, { username: 'linkmany' });
    for (let i = 0; i < 3; i++) expect((await post('add', VALID, many)).json().code).toBe(0);
    expect((await post('add', VALID, many)).json()).toMatchObject({ code: 1 });
  });

  it('an owner edits their link, which goes back to review; someone else’s is a 403', async () => {
    const id = await insertLink(ctx, { site_name: '通过的我的', status: 2, user_id: reader.id });
    expect(await names()).toContain('通过的我的');
    expect((await post('update', { id, ...VALID, site_name: '别人改' }, other)).statusCode).toBe(403);
    expect((await post('update', { id, ...VALID, site_name: '管理员改' }, admin)).statusCode).toBe(403);
    expect((await post('update', { id, ...VALID })).statusCode).toBe(401);
    expect((await post('update', { id: 99999, ...VALID }, reader)).statusCode).toBe(404);
    const res = await post('update', { id, ...VALID, site_name: '改过的' }, reader);
    expect(res.json()).toEqual({ code: 0, message: LINK_MESSAGES.updated, result: null });
    expect(await names()).not.toContain('改过的');
    expect(await names('pending', admin)).toContain('改过的');
    expect((await post('update', { id, ...VALID, url: 'javascript:alert(1)' }, reader)).json().code).toBe(1);
  });

  it('only the admin reviews: approved is listed, rejected is not', async () => {
    const id = await insertLink(ctx, { site_name: '待批', status: 1 });
    expect((await post('review', { id, status: 'approved' })).statusCode).toBe(401);
    expect((await post('review', { id, status: 'approved' }, reader)).statusCode).toBe(403);
    expect((await post('review', { id, status: 'maybe' }, admin)).statusCode).toBe(400);
    expect((await post('review', { id: 99999, status: 'approved' }, admin)).statusCode).toBe(404);
    expect((await post('review', { id, status: 'approved' }, admin)).json().code).toBe(0);
    expect(await names()).toContain('待批');
    expect((await post('review', { id, status: 'rejected' }, admin)).json().code).toBe(0);
    expect(await names()).not.toContain('待批');
    expect(await names('rejected', admin)).toContain('待批');
  });

  it('rate limits applications per client', async () => {
    const flooder = await createUser(ctx, { username: 'linkflood' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('add', { ...VALID, url: '' }, flooder, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
