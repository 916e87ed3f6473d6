import { adminUser, build, createUser, type TestContext } from '../helpers';

describe('notify module (docs/behaviour.md §5.2)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (method: 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

  it('registration notifies the admin (type 4) and welcomes the newcomer (type 3)', async () => {
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { username: 'welcomed1', password: 'abc123', nick_name: '<b>新人</b>' },
    });
    const newId = reg.json().result.id as number;
    const admin = await adminUser(ctx);
    const adminList = (await call('POST', '/api/notify/getNotifyList', admin.token, { current: 1, size: 10 })).json()
      .result;
    expect(adminList.list[0]).toMatchObject({ type: 4, to_id: newId, isView: 1 });
    expect(adminList.list[0].message).toMatch(/^新用户.*注册/);
    // A nickname is user input: it arrives escaped, never as live markup.
    expect(adminList.list[0].message).toContain('&lt;b&gt;新人&lt;/b&gt;');

    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'welcomed1', password: 'abc123' },
      })
    ).json().result.token;
    const mine = (
      await call('POST', '/api/notify/getNotifyList', token, { current: 1, size: 10, userId: admin.id })
    ).json().result;
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({ type: 3, isView: 1 });
    expect(mine.list[0].message).toContain('留言板');
  });

  it('lists only the token user rows, unread first then newest, paged with current', async () => {
    const me = await createUser(ctx, { username: 'lister01' });
    const other = await createUser(ctx, { username: 'lister02' });
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await ctx.app.notify(me.id, 1, 100 + i, `消息${i}`));
    await ctx.app.notify(other.id, 1, 1, '别人的');
    await ctx.db.updateTable('notifications').set({ isView: 2 }).where('id', '=', ids[4]).execute();
    await ctx.db
      .updateTable('notifications')
      .set({ createdAt: '2020-01-01 00:00:00' })
      .where('id', '=', ids[0])
      .execute();

    const page1 = (
      await call('POST', '/api/notify/getNotifyList', me.token, { current: 1, size: 3, userId: other.id })
    ).json().result;
    expect(page1).toMatchObject({ current: 1, size: 3, total: 5 });
    expect(page1.list.map((n: { id: number }) => n.id)).toEqual([ids[3], ids[2], ids[1]]);
    const page2 = (await call('POST', '/api/notify/getNotifyList', me.token, { current: 2, size: 3 })).json().result;
    expect(page2.list.map((n: { id: number }) => n.id)).toEqual([ids[0], ids[4]]);
    expect(page2.list.every((n: { message: string }) => n.message !== '别人的')).toBe(true);
  });

  it('marks read and deletes own notifications', async () => {
    const me = await createUser(ctx, { username: 'reader001' });
    const id = await ctx.app.notify(me.id, 2, 7, '有人评论了你的说说');
    expect((await call('PUT', `/api/notify/update/${id}`, me.token)).json().code).toBe(0);
    const row = await ctx.db
      .selectFrom('notifications')
      .select('isView')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.isView).toBe(2);
    expect((await call('PUT', `/api/notify/delete/${id}`, me.token)).json()).toMatchObject({
      code: 0,
      message: '删除成功',
    });
    expect(
      await ctx.db.selectFrom('notifications').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await call('PUT', `/api/notify/delete/${id}`, me.token)).json()).toEqual({
      code: 1,
      message: '消息不存在或已被删除',
    });
  });

  it("refuses another user's notification id, leaving it untouched", async () => {
    const owner = await createUser(ctx, { username: 'owner0001' });
    const intruder = await createUser(ctx, { username: 'intruder01' });
    const id = await ctx.app.notify(owner.id, 1, 3, '私人消息');
    expect((await call('PUT', `/api/notify/update/${id}`, intruder.token)).json()).toEqual({
      code: 1,
      message: '消息不存在或已被删除',
    });
    expect((await call('PUT', `/api/notify/delete/${id}`, intruder.token)).json()).toEqual({
      code: 1,
      message: '消息不存在或已被删除',
    });
    const row = await ctx.db
      .selectFrom('notifications')
      .select(['isView', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ isView: 1, user_id: owner.id });
  });

  it('needs a valid token on every route', async () => {
    expect((await call('POST', '/api/notify/getNotifyList', undefined, { current: 1 })).statusCode).toBe(401);
    expect((await call('PUT', '/api/notify/update/1', 'forged.token.value')).statusCode).toBe(401);
    expect((await call('PUT', '/api/notify/delete/1')).statusCode).toBe(401);
  });
});
