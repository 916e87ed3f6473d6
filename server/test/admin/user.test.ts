import { createUser, useTestApp } from '../helpers';
import { connectAs, type TestSocket } from '../chat/ws-client';
import { useLiveSockets } from '../security/raw-http';
import { actors, call, expectGuarded, type AdminActors } from './guard';

describe('admin API: users', () => {
  const ctx = useTestApp();
  const live = useLiveSockets<TestSocket>(ctx);
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });

  const put = (id: number, body: unknown) => call(ctx, who.admin.token, 'PUT', `/api/admin/user/${id}`, body);

  describe('admin users', () => {
    it('guards both routes (401, 403, 400)', async () => {
      await expectGuarded(ctx, who, 'GET', '/api/admin/user', undefined, '/api/admin/user?current=0');
      await expectGuarded(ctx, who, 'PUT', `/api/admin/user/${who.reader.id}`, { role: 3 });
      expect((await put(who.reader.id, {})).statusCode).toBe(400);
      expect((await put(who.reader.id, { disabled: 'yes' })).statusCode).toBe(400);
      expect((await put(999999, { role: 2 })).statusCode).toBe(404);
    });

    it('lists and searches users by username or nick name, never their password hash', async () => {
      await createUser(ctx, { username: 'searchme', nick_name: '找得到我' });
      const byNick = await call(ctx, who.admin.token, 'GET', `/api/admin/user?keyword=${encodeURIComponent('找得到')}`);
      expect(byNick.json().result).toMatchObject({
        total: 1,
        list: [{ username: 'searchme', disabled: false, role: 2 }],
      });
      expect(byNick.body).not.toContain('password');
      const all = await call(ctx, who.admin.token, 'GET', '/api/admin/user?current=1&size=50');
      expect(all.json().result.total).toBeGreaterThanOrEqual(3);
    });

    it('the last admin can be neither demoted nor disabled; with a second admin it can', async () => {
      const demote = await put(who.admin.id, { role: 2 });
      expect(demote.json()).toEqual({ code: 1, message: '至少需要保留一位可用的管理员' });
      const disable = await put(who.admin.id, { disabled: true });
      expect(disable.json().code).toBe(1);
      const second = await createUser(ctx, { username: 'second-admin' });
      expect((await put(second.id, { role: 1 })).json().result).toMatchObject({ role: 1 });
      expect((await put(second.id, { disabled: true })).json().result).toMatchObject({ disabled: true });
      // The second admin is disabled, so the first is again the last usable one.
      expect((await put(who.admin.id, { role: 2 })).json().code).toBe(1);
      expect((await put(second.id, { disabled: false })).json().code).toBe(0);
      expect((await put(second.id, { role: 2 })).json().code).toBe(0);
      const row = await ctx.db
        .selectFrom('users')
        .select('role')
        .where('id', '=', who.admin.id)
        .executeTakeFirstOrThrow();
      expect(row.role).toBe(1);
    });

    it('a made admin may use the admin routes; a demoted one gets 403 with the same token', async () => {
      const promoted = await createUser(ctx, { username: 'promoted' });
      await put(promoted.id, { role: 1 });
      expect((await call(ctx, promoted.token, 'GET', '/api/admin/user')).statusCode).toBe(200);
      await put(promoted.id, { role: 2 });
      expect((await call(ctx, promoted.token, 'GET', '/api/admin/user')).statusCode).toBe(403);
    });

    it('disabling: tokens answer 401 at once, the open socket closes, login is refused; enabling lets them log in', async () => {
      const victim = await createUser(ctx, { username: 'to-disable', password: 'Passw0rd!' });
      const socket = live.track(await connectAs(live.port, victim.token));
      expect((await call(ctx, victim.token, 'GET', '/api/notify/getNotifyList')).statusCode).not.toBe(401);
      expect((await put(victim.id, { disabled: true })).json().code).toBe(0);

      expect(await socket.closed).toBe(4001);
      expect(socket.frames).toContainEqual({ type: 'error', content: '该账号已被停用，请联系管理员' });
      const after = await call(ctx, victim.token, 'PUT', '/api/user/updateOwnUserInfo', { nick_name: 'x' });
      expect(after.statusCode).toBe(401);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'to-disable', password: 'Passw0rd!' },
      });
      expect(login.json()).toEqual({ code: 1, message: '该账号已被停用，请联系管理员' });
      // A wrong password still gets the usual message: being disabled is told only to the owner.
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'to-disable', password: 'Wrong000!' },
      });
      expect(wrong.json().message).toBe('用户名或密码错误');
      // A new socket with the old token is only a visitor.
      const retry = live.track(await connectAs(live.port, victim.token));
      retry.send({ type: 'message', content: '停用后发言', content_type: 'text' });
      await retry.waitFor('error');

      await put(victim.id, { disabled: false });
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'to-disable', password: 'Passw0rd!' },
      });
      expect(again.json().code).toBe(0);
      // The token from before the disabling stays dead.
      expect((await call(ctx, victim.token, 'PUT', '/api/user/updateOwnUserInfo', { nick_name: 'x' })).statusCode).toBe(
        401,
      );
    });
  });
});
