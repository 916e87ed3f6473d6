import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type DB } from '../../src/db/database';
import { runDigest } from '../../src/modules/mail/digest';
import { TEST_JWT_SECRET, adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { solveCaptchasFor } from '../captcha-solver';
import { mailEnv, startSmtpSink, type SmtpSink } from './smtp-sink';

// docs/behaviour.md §5.4: two servers on one SQLite file, both at the digest's hour, send one digest:
// the day is claimed by a conditional UPDATE, as outbox rows are.
let sink: SmtpSink;
let ctx: TestContext;
let secondDb: DB;
let second: FastifyInstance;
let admin: TestUser;
let reader: TestUser;
let targets: Targets;
const at = new Date('2026-03-01T02:00:00Z'); // 10:00 in Shanghai
/** Before the hour while the items come in, then the hour (runs after each comment would send it early). */
let clock = Date.parse('2026-03-01T00:00:00Z');

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await build({ env: mailEnv(sink) });
  secondDb = await openDatabase(ctx.config);
  const options = { config: ctx.config, db: secondDb, jwtSecret: TEST_JWT_SECRET, logger: false as const };
  second = await buildApp({ ...options, instrument: solveCaptchasFor });
  await second.ready();
  for (const app of [ctx.app, second]) app.mail.worker.setClock(() => clock);
  admin = await adminUser(ctx);
  reader = await createUser(ctx, { username: 'reader01', nick_name: '读者甲' });
  targets = await createTargets(ctx, admin.id);
}, 60_000);
afterAll(async () => {
  await second.close();
  await secondDb.destroy();
  await ctx.close();
  await sink.stop();
});

test('both servers at the hour: one claims the day, one digest is delivered once', async () => {
  const settings = { host: '', port: 0, tls: 'none', username: '', fromName: '', fromAddress: '', notifyAddress: '' };
  const body = { ...settings, authorNotices: 'digest', digestHour: 9 };
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/mail/settings',
    headers: { authorization: admin.token },
    payload: body,
  });
  expect(saved.json()).toMatchObject({ code: 0 });
  for (const [server, content] of [
    [ctx.app, '甲的评论'],
    [second, '乙的评论'],
  ] as const) {
    const posted = await server.inject({
      method: 'POST',
      url: '/api/comment/add',
      headers: { authorization: reader.token },
      payload: { type: 1, for_id: targets.articleId, content },
    });
    expect(posted.json()).toMatchObject({ code: 0 });
  }

  await Promise.all([ctx.app.mail.worker.idle(), second.mail.worker.idle()]);
  expect(sink.received).toEqual([]);
  clock = at.getTime();
  const queued = await Promise.all([runDigest(ctx.app, at), runDigest(second, at)]);
  expect(queued.sort()).toEqual([false, true]);
  await Promise.all([ctx.app.mail.worker.runOnce(), second.mail.worker.runOnce()]);
  await Promise.all([ctx.app.mail.worker.idle(), second.mail.worker.idle()]);

  expect(sink.received.map((mail) => mail.subject)).toEqual(['[砚] 每日汇总：2026-03-01 共 2 条新通知']);
  expect(sink.received[0].text).toContain('> 甲的评论');
  expect(sink.received[0].text).toContain('> 乙的评论');
  const rows = await ctx.db.selectFrom('mail_outbox').select(['kind', 'status', 'attempts']).execute();
  expect(rows).toEqual([{ kind: 'digest', status: 'sent', attempts: 1 }]);
});
