import { createUser, useTestApp } from '../helpers';
import { connectAs, type TestSocket } from '../chat/ws-client';
import { InProcessChatBus } from '../../src/modules/chat/bus';
import { useLiveSockets } from './raw-http';

/**
 * Attack 2: a chat socket that outlives the password. After a password change, the user's sockets
 * are closed on every process (through the ChatBus); a token that expires or is retired while its
 * socket is open stops working at the next frame: error frame, then read-only.
 */
describe('attack 2: a socket outliving the password', () => {
  const ctx = useTestApp();
  const live = useLiveSockets<TestSocket>(ctx);
  const { track } = live;

  it('a password change closes that user’s open sockets, not other users’', async () => {
    const victim = await createUser(ctx, { username: 'victim1', password: 'OldPass1!' });
    const bystander = await createUser(ctx, { username: 'bystander1' });
    const stolen = track(await connectAs(live.port, victim.token));
    const other = track(await connectAs(live.port, bystander.token));
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/updatePassword',
      headers: { authorization: victim.token },
      payload: { password: 'OldPass1!', password1: 'NewPass2!', password2: 'NewPass2!' },
    });
    expect(change.json().code).toBe(0);
    expect(await stolen.closed).toBe(4001);
    expect(stolen.frames).toContainEqual({ type: 'error', content: '密码已修改，请重新登录' });
    other.send({ type: 'message', content: '我还在', content_type: 'text' });
    await other.waitFor('message', (m) => m.content === '我还在');
  });

  it('the revocation travels on the bus, so a socket on another process closes too', async () => {
    const user = await createUser(ctx, { username: 'multiproc' });
    const socket = track(await connectAs(live.port, user.token));
    // What another process's hub would publish: the event reaches this process's sockets.
    const bus = (ctx.app.chatHub as unknown as { options: { bus: InProcessChatBus } }).options.bus;
    await bus.publish({ kind: 'userSessionsRevoked', user_id: user.id, token_version: 1 });
    expect(await socket.closed).toBe(4001);
  });

  it('a token retired while the socket is open: the next frame gets an error and the socket is read-only', async () => {
    const user = await createUser(ctx, { username: 'retired1' });
    const socket = track(await connectAs(live.port, user.token));
    // Retire the token behind the socket's back (as a password change on a process without a bus would).
    await ctx.db.updateTable('users').set({ token_version: 5 }).where('id', '=', user.id).execute();
    socket.send({ type: 'message', content: '不该发出', content_type: 'text' });
    await socket.waitFor('error', (f) => f.content === '登录已失效，当前以游客身份浏览');
    socket.send({ type: 'message', content: '还是不该发出', content_type: 'text' });
    await socket.waitFor('error', (f) => f.content === '请先登录');
    expect(socket.ws.readyState).toBe(socket.ws.OPEN); // still reading, as a visitor
    const stored = await ctx.db.selectFrom('chat_messages').select('content').where('user_id', '=', user.id).execute();
    expect(stored).toEqual([]);
  });

  it('an expired token: error frame, then read-only', async () => {
    const user = await createUser(ctx, { username: 'expiring1' });
    // The same session as the user's token (docs/security.md "Sessions"), only shorter-lived.
    const sid = ctx.app.jwt.decode<{ sid: string }>(user.token)?.sid;
    const shortLived = ctx.app.jwt.sign(
      { id: user.id, role: 2, username: user.username, tv: 0, sid },
      { expiresIn: 1 },
    );
    const socket = track(await connectAs(live.port, shortLived));
    expect(socket.frames).not.toContainEqual(expect.objectContaining({ type: 'error' }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    socket.send({ type: 'revert', message_id: 1 });
    await socket.waitFor('error', (f) => f.content === '登录已失效，当前以游客身份浏览');
  });
});
