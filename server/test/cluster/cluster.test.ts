import fs from 'node:fs';
import path from 'node:path';
import type { ServerFrame } from '@protocol/chatProtocol';
import { migrations } from '../../src/db/database';
import { seedImageFiles } from '../../src/db/seed/images';
import { connect, connectAs, type TestSocket } from '../chat/ws-client';
import { clusterEnv, ensureServerBuild, startApp, type AppProcess } from './app-process';
import { call, eventually, login, register } from './cluster-http';
import { CLUSTER_SUITE } from './ports';
import { queryDatabase } from './two-machines-env';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import {
  missingBinaries,
  startNginx,
  startPostgres,
  startRedis,
  temporaryRoot,
  type Nginx,
  type Postgres,
  type RedisServer,
} from './services';

// docs/deploy.md: several app processes on one PostgreSQL and one Redis, behind deploy/nginx.conf.
// Everything runs for real, started by the suite on loopback ports; skipped (saying why) only on a
// machine without the programs. Ports: ./ports.ts (docs/deploy.md "Tests").
const missing = missingBinaries();
const describeCluster = missing.length === 0 ? describe : describe.skip;
if (missing.length > 0)
  console.warn(`multi-process suite skipped: ${missing.join(', ')} not found (CI installs them in .ci/run)`);

const { postgres: PG_PORT, redis: REDIS_PORT, nginx: NGINX_PORT } = CLUSTER_SUITE;
const ADMIN_PASSWORD = 'ClusterAdmin123';
const PRESENCE_TTL_SECONDS = 6;

let root: string;
let pg: Postgres | undefined;
let redis: RedisServer | undefined;
let nginx: Nginx | undefined;
let smtp: SmtpSink | undefined;
const apps: AppProcess[] = [];
const sockets: TestSocket[] = [];
let a: AppProcess;
let b: AppProcess;
let c: AppProcess;

const open = async (port: number, token?: string) => {
  const socket = await connectAs(port, token);
  sockets.push(socket);
  return socket;
};

const query = <T>(text: string) => queryDatabase<T>(pg?.url('inkstone') ?? '', text);

describeCluster('several processes on PostgreSQL and Redis behind nginx', () => {
  beforeAll(async () => {
    ensureServerBuild();
    root = temporaryRoot();
    pg = await startPostgres(PG_PORT, root);
    await pg.createDatabase('inkstone');
    redis = startRedis(REDIS_PORT, root);
    smtp = await startSmtpSink();
    // The folders every process of one machine shares (docs/architecture.md "Scale-out"); the demo library
    // is copied in, since synthesising it is not what is tested here.
    fs.cpSync(process.env.INKSTONE_TEST_DEMO_MUSIC as string, path.join(root, 'music'), { recursive: true });
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(apps.map((app) => app.stop()));
    nginx?.stop();
    await smtp?.stop();
    redis?.stop();
    pg?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  const envFor = (index: number): NodeJS.ProcessEnv => ({
    ...clusterEnv({
      root,
      index,
      databaseUrl: pg?.url('inkstone') ?? '',
      redisUrl: redis?.url ?? '',
      adminPassword: ADMIN_PASSWORD,
    }),
    PRESENCE_TTL_SECONDS: String(PRESENCE_TTL_SECONDS),
    PG_POOL_MAX: '5',
    LOG_LEVEL: 'info',
    SMTP_URL: smtp?.url ?? '',
    MAIL_FROM: '砚 <blog@example.com>',
  });

  it('six processes started at once on an empty database all come up: migrations, admin and demo content once', async () => {
    const started = await Promise.all(CLUSTER_SUITE.apps.map((port, i) => startApp(port, envFor(i))));
    apps.push(...started);
    for (const app of started) expect(app.output()).not.toMatch(/"level":(50|60)|duplicate key|启动失败/);
    const ran = await query<{ name: string }>('select name from kysely_migration order by name');
    expect(ran.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    expect(await query('select id from users where role = 1')).toHaveLength(1);
    expect(await query('select id from config')).toHaveLength(1);
    const articles = await query<{ count: string }>('select count(*) as count from articles');
    const perProcess = await Promise.all(
      started.map(async (app) => (await call(app.port, 'GET', '/api/config')).body.code),
    );
    expect(perProcess).toEqual([0, 0, 0, 0, 0, 0]);
    expect(Number(articles[0].count)).toBeGreaterThan(0);
    // The demo pictures come after listening, from the process that seeded (docs/deploy.md step 7).
    const pictures = seedImageFiles().map((name) => path.join(root, 'uploads', name));
    await eventually(
      async () => (pictures.every((file) => fs.existsSync(file)) ? true : undefined),
      60_000,
      'demo pictures',
    );
    [a, b, c] = started;
    await Promise.all(started.slice(3).map((app) => app.stop()));
    nginx = startNginx({ port: NGINX_PORT, upstreams: [a.port, b.port], distDir: path.join(root, 'dist'), root });
  }, 180_000);

  it('a chat message, its revert and a clear sent on one process reach sockets on the other and through nginx', async () => {
    await register(a.port, 'alice', 'Passw0rd1');
    const alice = await login(b.port, 'alice', 'Passw0rd1');
    const onA = await open(a.port, alice.token);
    const onB = await open(b.port);
    const viaNginx = await open(NGINX_PORT);
    onA.send({ type: 'message', content: '你好，另一个进程', content_type: 'text' });
    const sent = await onA.waitFor('message', (f) => f.content === '你好，另一个进程');
    await onB.waitFor('message', (f) => f.id === sent.id, 5000);
    await viaNginx.waitFor('message', (f) => f.id === sent.id, 5000);
    onA.send({ type: 'revert', message_id: sent.id });
    await onB.waitFor('revert', (f) => f.message_id === sent.id, 5000);
    const admin = await login(a.port, 'admin', ADMIN_PASSWORD);
    expect((await call(a.port, 'POST', '/api/chat/delete', { token: admin.token })).body.code).toBe(0);
    await onB.waitFor('clear', undefined, 5000);
    await viaNginx.waitFor('clear', undefined, 5000);
  });

  it('a kick on one process and a password change on the other close the user sockets everywhere', async () => {
    await register(a.port, 'bobby', 'Passw0rd1');
    const bob = await login(a.port, 'bobby', 'Passw0rd1');
    const admin = await login(b.port, 'admin', ADMIN_PASSWORD);
    const kicked = await open(b.port, bob.token);
    const adminSocket = await open(a.port, admin.token);
    await adminSocket.waitFor('onlineList', (f) => f.list.some((u) => u.user_id === bob.id), 5000);
    adminSocket.send({ type: 'offline', user_id: bob.id });
    await kicked.waitFor('offline', undefined, 5000);
    expect(await kicked.closed).toBe(4000);

    const old = await open(b.port, bob.token);
    const changed = await call(a.port, 'PUT', '/api/user/updatePassword', {
      token: bob.token,
      body: { password: 'Passw0rd1', password1: 'Passw0rd2', password2: 'Passw0rd2' },
    });
    expect(changed.body.code).toBe(0);
    expect(await old.closed).toBe(4001);
  });

  it('退出此设备 on one process signs that device out on the other: its socket closes, its next call is a 401', async () => {
    await register(a.port, 'gwenn', 'Passw0rd1');
    const laptop = await login(a.port, 'gwenn', 'Passw0rd1');
    const phone = await login(b.port, 'gwenn', 'Passw0rd1');
    const phoneSocket = await open(b.port, phone.token);
    await phoneSocket.waitFor('onlineList', undefined, 5000);
    const devices = (await call(a.port, 'GET', '/api/account/devices', { token: laptop.token })).body
      .result as unknown as { id: string; current: boolean }[];
    const other = devices.find((d) => !d.current);
    expect(devices).toHaveLength(2);
    const revoked = await call(a.port, 'POST', '/api/account/devices/revoke', {
      token: laptop.token,
      body: { id: other?.id },
    });
    expect(revoked.body.code).toBe(0);
    expect(await phoneSocket.closed).toBe(4001);
    expect((await call(b.port, 'GET', '/api/account/devices', { token: phone.token })).status).toBe(401);
    expect((await call(b.port, 'GET', '/api/account/devices', { token: laptop.token })).status).toBe(200);
  });

  it("the online list is the union over processes and loses a kill -9'd process's users", async () => {
    await register(a.port, 'carol', 'Passw0rd1');
    await register(a.port, 'david', 'Passw0rd1');
    const carol = await login(a.port, 'carol', 'Passw0rd1');
    const dave = await login(a.port, 'david', 'Passw0rd1');
    const watcher = await open(a.port, carol.token);
    await open(c.port, dave.token);
    const union = await watcher.waitFor('onlineList', (f) => f.list.some((u) => u.user_id === dave.id), 5000);
    // B, which holds neither socket, counts both (the admin dashboard's figure is this union).
    const admin = await login(b.port, 'admin', ADMIN_PASSWORD);
    const dashboard = await call(b.port, 'GET', '/api/admin/dashboard', { token: admin.token });
    expect(dashboard.body.result?.onlineCount).toBe(union.list.length);
    c.child.kill('SIGKILL');
    await c.exited;
    const mark = watcher.frames.length;
    // Gone within the presence TTL (30 s in production, PRESENCE_TTL_SECONDS here) plus one heartbeat.
    const frame = await watcher.waitFor(
      'onlineList',
      (f) => watcher.frames.indexOf(f) >= mark && !f.list.some((u) => u.user_id === dave.id),
      (PRESENCE_TTL_SECONDS + 4) * 1000,
    );
    expect(frame.list.some((u) => u.user_id === carol.id)).toBe(true);
  }, 30_000);

  it('wrong logins spread over both processes meet one throttle, and nginx sets the client address itself', async () => {
    await register(a.port, 'erinn', 'Passw0rd1');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const port = i % 2 === 0 ? a.port : b.port;
      const answer = await call(port, 'POST', '/api/user/login', {
        body: { username: 'erinn', password: 'wrong-one' },
      });
      codes.push(answer.status);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);

    await register(a.port, 'frank', 'Passw0rd1');
    const spoofed: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await call(NGINX_PORT, 'POST', '/api/user/login', {
        body: { username: 'frank', password: 'wrong-one' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      spoofed.push(answer.status);
    }
    expect(spoofed).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('two processes sending one outbox deliver each mail exactly once (docs/behaviour.md §5.4)', async () => {
    const row = (n: number, status: string) =>
      `('comment', 'author@example.com', 'outbox ${n}', '<p>${n}</p>', '${n}', '${status}', '2020-01-01T00:00:00.000Z', '2020-01-01 00:00:00')`;
    const pending = Array.from({ length: 18 }, (_, i) => row(i, 'pending'));
    await query(`insert into mail_outbox (kind, recipient, subject, html, text, status, next_attempt_at, "createdAt")
      values ${[...pending, row(18, 'sent'), row(19, 'sent')].join(', ')}`);
    const ids = await query<{ id: number; subject: string }>(
      "select id, subject from mail_outbox where subject in ('outbox 18', 'outbox 19') order by subject",
    );
    const admin = await login(a.port, 'admin', ADMIN_PASSWORD);
    // A 重新发送 through each process wakes both workers at once over the same due rows.
    const resent = await Promise.all(
      [a, b].map((app, i) => call(app.port, 'POST', `/api/mail/resend/${ids[i].id}`, { token: admin.token })),
    );
    expect(resent.map((answer) => answer.body.code)).toEqual([0, 0]);
    await eventually(
      async () => {
        const left = await query("select id from mail_outbox where subject like 'outbox %' and status <> 'sent'");
        return left.length === 0 ? true : undefined;
      },
      20_000,
      'every outbox row sent',
    );
    const subjects = (smtp?.received ?? []).map((mail) => mail.subject).filter((s) => s?.startsWith('outbox '));
    expect(subjects).toHaveLength(20);
    expect(new Set(subjects).size).toBe(20);
    const attempts = await query<{ attempts: number }>(
      "select attempts from mail_outbox where subject like 'outbox %'",
    );
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);
  });

  it('a like and an admin edit written through one process are fresh on the other at once', async () => {
    const HOME = '/api/article/blogHomeGetArticleList/1/10';
    type Summary = { id: number; thumbs_up_times: number };
    const list = async (port: number) => ((await call(port, 'GET', HOME)).body.result as { list: Summary[] }).list;
    const article = (await list(b.port))[0];
    const read = async (port: number) => ({
      thumbs_up_times: (await list(port)).find((row) => row.id === article.id)?.thumbs_up_times ?? -1,
    });
    const before = article.thumbs_up_times;
    // B now answers the list from its cache: what follows shows that A's write dropped it there.
    expect((await call(b.port, 'GET', HOME)).headers.get('x-cache')).toBe('HIT');
    const { token } = await login(a.port, 'carol', 'Passw0rd1');
    const liked = await call(a.port, 'POST', '/api/like/addLike', { token, body: { type: 1, for_id: article.id } });
    expect(liked.body.code).toBe(0);
    const after = await eventually(
      async () => {
        const count = (await read(b.port)).thumbs_up_times;
        return count === before + 1 ? count : undefined;
      },
      2000,
      'like visible on B',
    );
    expect(after).toBe(before + 1);

    await editedOnAFreshOnB('砚·集群');
  });

  it('kill -9 of Redis during chat traffic loses no acknowledged message once it returns', async () => {
    const sender = await login(a.port, 'carol', 'Passw0rd1');
    const onA = await open(a.port, sender.token);
    const onB = await open(b.port);
    const acknowledged: number[] = [];
    let stop = false;
    const traffic = (async () => {
      for (let i = 0; !stop; i += 1) {
        onA.send({ type: 'message', content: `第 ${i} 条`, content_type: 'text' });
        const frame = await onA.waitFor('message', (f) => f.content === `第 ${i} 条`, 5000).catch(() => null);
        if (frame) acknowledged.push(frame.id);
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
    })();
    await eventually(async () => (acknowledged.length >= 2 ? true : undefined), 10_000, 'traffic before the kill');
    redis?.kill();
    const during = acknowledged.length;
    // Redis down: reads, logins (the throttle falls back to memory) and chat within A carry on.
    expect((await call(b.port, 'GET', '/api/config')).body.code).toBe(0);
    expect((await call(b.port, 'GET', '/api/article/blogHomeGetArticleList/1/10')).status).toBe(200);
    await login(b.port, 'carol', 'Passw0rd1');
    await eventually(
      async () => (acknowledged.length >= during + 3 ? true : undefined),
      15_000,
      'traffic while Redis is down',
    );
    redis?.start();
    await eventually(async () => (acknowledged.length >= 8 ? true : undefined), 15_000, 'traffic after the restart');
    stop = true;
    await traffic;
    const received = () => new Set(onB.frames.filter(isMessage).map((f) => f.id));
    await eventually(
      async () => (acknowledged.every((id) => received().has(id)) ? true : undefined),
      10_000,
      `all of ${JSON.stringify(acknowledged)} on B`,
    );
    const ids = onB.frames.filter(isMessage).map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(a.output()).toMatch(/Redis 不可用/);
    expect(a.output()).toMatch(/Redis 已恢复/);
    // B's cache subscription came back and flushed: an edit through A is fresh on B again.
    await editedOnAFreshOnB('砚·恢复后');
  }, 60_000);

  it('a PostgreSQL restart does not kill a process, which reconnects', async () => {
    pg?.restart();
    let last: unknown;
    await eventually(
      async () => {
        const answer = await call(a.port, 'POST', '/api/chat/getChatList', { body: {} });
        last = answer.body;
        return answer.body.code === 0 ? true : undefined;
      },
      10_000,
      'A answers after the restart',
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(last)}\n${a.output().slice(-2000)}`);
    });
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    const socket = await connect(NGINX_PORT);
    sockets.push(socket);
    socket.send({ type: 'init', user_id: null, token: null });
    await socket.waitFor('tips');
  }, 30_000);
});

/** B answers /api/config from its cache, the admin renames the blog through A, B shows the new name. */
async function editedOnAFreshOnB(name: string): Promise<void> {
  await call(b.port, 'GET', '/api/config');
  const admin = await login(a.port, 'admin', ADMIN_PASSWORD);
  await call(a.port, 'PUT', '/api/admin/config', { token: admin.token, body: { blog_name: name } });
  await eventually(
    async () => ((await call(b.port, 'GET', '/api/config')).body.result?.blog_name === name ? true : undefined),
    5000,
    `config edit "${name}" visible on B`,
  );
}

function isMessage(frame: ServerFrame): frame is Extract<ServerFrame, { type: 'message' }> {
  return frame.type === 'message';
}
