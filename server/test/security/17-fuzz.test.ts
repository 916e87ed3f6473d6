import type { HTTPMethods } from 'fastify';
import { seedDemoContent } from '../../src/db/seed';
import { createUser, useTestApp, type TestUser } from '../helpers';
import { listen } from './raw-http';
import {
  logCollector,
  randomObject,
  randomSegment,
  randomValue,
  rawWebSocket,
  seeded,
  wsFrame,
  type Random,
} from './fuzz';

const SEED = 19;
const REQUESTS = 600;
const SOCKETS = 40;

/**
 * Attack 17: random requests and socket frames, seeded so a failure replays. Whatever a client
 * sends, the server answers without a 500, keeps running, and writes no error-level line (nor a
 * warning with a stack) for the client's mistake: the disk cannot be filled from outside
 * (docs/security.md, log flooding).
 */
describe('attack 17: seeded REST and socket fuzz', () => {
  const log = logCollector();
  const routes: Array<{ method: string; url: string }> = [];
  const ctx = useTestApp({
    prepare: seedDemoContent,
    logger: { level: 'debug', stream: log.stream },
    instrument: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
      }),
  });
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(ctx, { username: 'fuzzer' });
  });

  const fillPath = (random: Random, url: string) =>
    url.replace(/:[A-Za-z_]+/g, () => randomSegment(random)).replace(/\*$/, () => randomSegment(random));

  it(`answers ${REQUESTS} random requests without a 500 or an error line`, async () => {
    const random = seeded(SEED);
    const fuzzable = routes.filter((r) => r.url !== '/ws' && !r.url.startsWith('/wapi'));
    const failures: string[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const route = random.pick(fuzzable);
      const query =
        random.int(3) === 0
          ? `?${random.pick(['current', 'size', 'id', 'keyword', 'type'])}=${randomSegment(random)}`
          : '';
      const headers: Record<string, string> = {};
      if (random.int(2) === 0)
        headers.authorization = random.pick([user.token, 'Bearer x', 'null', user.token.slice(0, -3)]);
      const bodyKind = random.int(5);
      let payload: string | undefined;
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        headers['content-type'] = random.pick([
          'application/json',
          'application/json',
          'text/plain',
          'multipart/form-data',
          'application/x-www-form-urlencoded',
        ]);
        payload =
          bodyKind === 0 ? '{"broken' : JSON.stringify(bodyKind === 1 ? randomValue(random) : randomObject(random));
      }
      const response = await ctx.app.inject({
        method: route.method as HTTPMethods,
        url: fillPath(random, route.url) + query,
        headers,
        payload,
      });
      if (response.statusCode >= 500)
        failures.push(`${route.method} ${route.url} ${payload ?? ''} → ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
    expect(log.noisy()).toEqual([]);
  }, 60_000);

  it(`survives broken frames on ${SOCKETS} raw sockets without an error line`, async () => {
    const random = seeded(SEED + 1);
    const port = await listen(ctx.app);
    for (let i = 0; i < SOCKETS; i += 1) {
      const socket = await rawWebSocket(port);
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      for (let f = 0; f < 4; f += 1) {
        const text = Buffer.from(JSON.stringify(random.int(2) ? randomObject(random) : randomValue(random)) ?? 'x');
        const frame = random.pick([
          () => wsFrame(1, text),
          () =>
            wsFrame(
              1,
              Buffer.from(
                JSON.stringify({ type: random.pick(['init', 'message', 'ping', 'x']), ...randomObject(random) }),
              ),
            ),
          () => wsFrame(2, text),
          () => wsFrame(random.pick([3, 4, 5, 11, 12, 15]), text),
          () => wsFrame(1, Buffer.alloc(16), 70_000),
          () => wsFrame(1, Buffer.from([0xc3, 0x28, 0xff])),
          () => wsFrame(9, Buffer.alloc(200)),
          () => wsFrame(0, text),
          () => Buffer.from(Array.from({ length: 1 + random.int(40) }, () => random.int(256))),
        ])();
        socket.write(frame);
      }
      socket.end();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 500))]);
      socket.destroy();
    }
    // The server still answers.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    expect(log.noisy().map((line) => `${line.level} ${line.msg} ${line.err?.message ?? ''}`)).toEqual([]);
  }, 60_000);
});
