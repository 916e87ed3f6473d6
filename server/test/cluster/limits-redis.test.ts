import Redis from 'ioredis';
import { LOGIN_PAIR_MAX } from '../../src/modules/user/login-throttle';
import { RedisLoginThrottle } from '../../src/modules/user/login-throttle-redis';
import { redisAskLimit } from '../../src/modules/user/ask-limit';
import { CLUSTER_LIMITS } from './ports';
import { findBinary, startRedis, temporaryRoot, type RedisServer } from './services';

// docs/security.md "Password reset" and docs/deploy.md: the login throttle and the 忘记密码 limit
// hold across processes on one real Redis; two clients here stand for two processes.
// Skipped (saying why) only on a machine without redis-server; CI installs it in .ci/run.
const describeRedis = findBinary('redis-server') ? describe : describe.skip;
if (!findBinary('redis-server')) console.warn('shared-limits suite skipped: redis-server not found');

describeRedis('limits shared on Redis', () => {
  let server: RedisServer;
  const clients: Redis[] = [];
  const connect = () => {
    const client = new Redis(server.url, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return client;
  };

  beforeAll(() => {
    server = startRedis(CLUSTER_LIMITS.redis, temporaryRoot());
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    server.stop();
  });

  it("one process's failures refuse the pair on another, and a reset by mail clears them everywhere", async () => {
    const [a, b] = [connect(), connect()].map((client) => new RedisLoginThrottle(client, () => true));
    for (let i = 0; i < LOGIN_PAIR_MAX; i += 1) {
      expect((await a.begin('Mallory', '10.0.0.9')).refused).toBe(false);
      await a.failed('Mallory');
    }
    const refused = await b.begin('mallory', '10.0.0.9');
    expect(refused).toMatchObject({ refused: true });
    // The username's failures (all clients) slow a new client down a little, never refuse it.
    expect(await b.begin('mallory', '10.0.0.10')).toEqual({ refused: false, delayMs: 100 });

    await a.cleared('MALLORY');
    expect(await b.begin('mallory', '10.0.0.9')).toEqual({ refused: false, delayMs: 0 });
  });

  it('the per-account asks are counted once across processes, and each account on its own', async () => {
    const hour = 60 * 60_000;
    const [a, b] = [connect(), connect()].map((client) => redisAskLimit(client, () => true, 'test', hour, 3));
    expect(await a.take('alice')).toBeNull();
    expect(await b.take('alice')).toBeNull();
    expect(await a.take('alice')).toBeNull();
    const wait = await b.take('alice');
    expect(wait).toBeGreaterThan(hour / 1000 - 60);
    expect(wait).toBeLessThanOrEqual(hour / 1000);
    expect(await a.take('bob')).toBeNull();
  });

  it('while Redis is away a process counts on its own rather than refusing', async () => {
    const limit = redisAskLimit(connect(), () => false, 'away', 60_000, 1);
    expect(await limit.take('carol')).toBeNull();
    expect(await limit.take('carol')).not.toBeNull();
  });
});
