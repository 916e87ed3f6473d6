import { createUser, useTestApp } from '../helpers';
import { connect, connectAs, sleep, type TestSocket } from '../chat/ws-client';
import { MAX_BUFFERED_BYTES, MAX_SOCKETS_PER_ADDRESS, sendChecked } from '../../src/modules/chat/socket-guard';
import { useLiveSockets } from './raw-http';

/**
 * Attack 6: socket resource abuse — many sockets from one address, sockets that never say init,
 * and a churn of connections that made every socket hear the online list again and again.
 */
describe('attack 6: socket resource abuse', () => {
  const ctx = useTestApp();
  const live = useLiveSockets<TestSocket>(ctx);
  const { track } = live;

  it(`25 sockets from one address: ${MAX_SOCKETS_PER_ADDRESS} are served, the rest refused; another address still connects`, async () => {
    const sockets = [];
    for (let i = 0; i < 25; i += 1) sockets.push(track(await connect(live.port, { localAddress: '127.0.0.7' })));
    const refused = sockets.slice(MAX_SOCKETS_PER_ADDRESS);
    expect(await Promise.all(refused.map((s) => s.closed))).toEqual(Array(25 - MAX_SOCKETS_PER_ADDRESS).fill(1008));
    expect(refused[0].frames[0]).toEqual({ type: 'error', content: '连接数过多，请关闭其他页面后重试' });
    const kept = sockets[MAX_SOCKETS_PER_ADDRESS - 1];
    kept.send({ type: 'init', user_id: null, token: null });
    await kept.waitFor('tips');
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
    track(await connectAs(live.port, undefined)); // 127.0.0.1 is not affected
    // Closing frees the slot.
    sockets[0].close();
    await sockets[0].closed;
    await sleep(50);
    const again = track(await connect(live.port, { localAddress: '127.0.0.7' }));
    again.send({ type: 'init', user_id: null, token: null });
    await again.waitFor('tips');
  });

  it('a socket that never sends init is closed; one that does stays', async () => {
    ctx.app.chatHub.setInitTimeout(300);
    try {
      const silent = track(await connect(live.port));
      const talker = track(await connect(live.port));
      talker.send({ type: 'init', user_id: null, token: null });
      await talker.waitFor('tips');
      expect(await silent.closed).toBe(1008);
      await sleep(400);
      expect(talker.ws.readyState).toBe(talker.ws.OPEN);
    } finally {
      ctx.app.chatHub.setInitTimeout(10_000);
    }
  });

  it('the online list is broadcast only when it changed', async () => {
    const user = await createUser(ctx, { username: 'churner' });
    const watcher = track(await connectAs(live.port));
    const tab1 = track(await connectAs(live.port, user.token));
    await watcher.waitFor('onlineList', (f) => f.list.some((u) => u.user_id === user.id));
    const countLists = () => watcher.frames.filter((f) => f.type === 'onlineList').length;
    const before = countLists();
    // A second tab, visitors coming and going, and the second tab closing change nothing.
    const tab2 = track(await connectAs(live.port, user.token));
    const visitor = track(await connectAs(live.port));
    visitor.close();
    await visitor.closed;
    tab2.close();
    await tab2.closed;
    await sleep(100);
    expect(countLists()).toBe(before);
    // The last tab closing does change it: one broadcast.
    tab1.close();
    await tab1.closed;
    while (countLists() === before) await sleep(20);
    await sleep(100);
    expect(countLists()).toBe(before + 1);
    const last = watcher.frames.filter((f) => f.type === 'onlineList').at(-1);
    expect(last).toMatchObject({ type: 'onlineList' });
    expect(JSON.stringify(last)).not.toContain(`"user_id":${user.id}`);
  });

  describe('every frame, error replies included, goes through the back-pressure check', () => {
    const fakeSocket = (bufferedAmount: number) => ({
      readyState: 1,
      OPEN: 1,
      bufferedAmount,
      send: jest.fn(),
      terminate: jest.fn(),
    });

    it('a reader that stopped reading is dropped instead of buffered', () => {
      const stalled = fakeSocket(MAX_BUFFERED_BYTES + 1);
      sendChecked(stalled, '{"type":"error","content":"消息格式错误"}');
      expect(stalled.send).not.toHaveBeenCalled();
      expect(stalled.terminate).toHaveBeenCalled();
      const healthy = fakeSocket(0);
      sendChecked(healthy, '{}');
      expect(healthy.send).toHaveBeenCalledWith('{}');
    });
  });
});
