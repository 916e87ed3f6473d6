import { RETRY_DELAYS_MS, createMailWorker } from '../../src/modules/mail/worker';
import { activeMail } from '../../src/modules/mail/settings';
import { sendMail } from '../../src/modules/mail/transport';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { startReceiver } from './webhook-receiver';

// docs/behaviour.md §5.4: the outbox is written with the comment, a worker sends it with retries and
// backoff, each row exactly once; the worker's clock is moved by injection, never by sleeping.
describe('the mail outbox', () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  let admin: TestUser;
  let reader: TestUser;
  let targets: Targets;
  let clock = Date.now();
  const minutes = (n: number) => n * 60_000;
  const outbox = () => ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const comment = (content: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/comment/add',
      headers: { authorization: reader.token },
      payload: { type: 1, for_id: targets.articleId, content },
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await build({
      env: { SMTP_URL: sink.url, MAIL_FROM: '砚 <blog@example.com>', SITE_URL: 'https://blog.example.com' },
    });
    ctx.app.mail.worker.setClock(() => clock);
    admin = await adminUser(ctx);
    reader = await createUser(ctx, { username: 'reader', nick_name: '读者甲' });
    targets = await createTargets(ctx, admin.id);
  });
  afterAll(async () => {
    await ctx.close();
    await sink.stop();
  });
  beforeEach(async () => {
    await ctx.app.mail.worker.idle();
    await ctx.db.deleteFrom('mail_outbox').execute();
    sink.received.length = 0;
  });

  it('mails the author a new comment: HTML and text, the site name, the words quoted, a link to it', async () => {
    const answer = (await comment('写得<b>真好</b>')).json();
    await ctx.app.mail.worker.idle();
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0];
    expect(mail.to).toMatchObject({ value: [{ address: 'blog@example.com' }] });
    expect(mail.subject).toBe('[砚] 读者甲 评论了文章《公开文章》');
    const link = `https://blog.example.com/article?id=${targets.articleId}#comment-${answer.result.id}`;
    expect(mail.text).toContain('> 写得真好');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<blockquote');
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'comment' });
    expect(row.last_response).toMatch(/^250 /);
  });

  it('retries a dead server with backoff, logs its error, and delivers exactly once when it is back', async () => {
    await sink.stop();
    const started = Date.now();
    expect((await comment('服务器挂了也要评论成功')).json()).toMatchObject({ code: 0 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await ctx.app.mail.worker.idle();
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_response).toMatch(/ECONNREFUSED/);
    expect(Date.parse(row.next_attempt_at) - clock).toBe(RETRY_DELAYS_MS[0]);

    // Not due yet: nothing is tried.
    clock += minutes(0.5);
    expect(await ctx.app.mail.worker.runOnce()).toBe(0);
    clock += minutes(0.5);
    expect(await ctx.app.mail.worker.runOnce()).toBe(1);
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(Date.parse(row.next_attempt_at) - clock).toBe(RETRY_DELAYS_MS[1]);

    const log = await ctx.app.inject({
      method: 'POST',
      url: '/api/mail/log',
      headers: { authorization: admin.token },
      payload: {},
    });
    expect(log.json().result.list[0]).toMatchObject({ attempts: 2, status: 'pending', channel: 'email' });
    expect(log.json().result.list[0].lastResponse).toMatch(/ECONNREFUSED/);

    await sink.start();
    clock += minutes(5);
    expect(await ctx.app.mail.worker.runOnce()).toBe(1);
    clock += minutes(24 * 60);
    expect(await ctx.app.mail.worker.runOnce()).toBe(0);
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(sink.received).toHaveLength(1);
  });

  it('drains a backlog in one run, beyond one batch of 20 (docs/behaviour.md §5.4)', async () => {
    await sink.stop();
    await comment('积压的第一封');
    await ctx.app.mail.worker.idle();
    const [{ id: _id, ...first }] = await outbox();
    await ctx.db
      .insertInto('mail_outbox')
      .values(Array.from({ length: 24 }, () => first))
      .execute();
    await sink.start();
    clock += RETRY_DELAYS_MS[0];
    expect(await ctx.app.mail.worker.runOnce()).toBe(25);
    expect(sink.received).toHaveLength(25);
    expect((await outbox()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('gives up after the last delay, and 重新发送 queues it again', async () => {
    await sink.stop();
    await comment('一直发不出去');
    await ctx.app.mail.worker.idle();
    for (const delay of RETRY_DELAYS_MS) {
      clock += delay;
      expect(await ctx.app.mail.worker.runOnce()).toBe(1);
    }
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 });
    await sink.start();
    const resend = await ctx.app.inject({
      method: 'POST',
      url: `/api/mail/resend/${row.id}`,
      headers: { authorization: admin.token },
    });
    expect(resend.json()).toMatchObject({ code: 0 });
    await ctx.app.mail.worker.idle();
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sink.received).toHaveLength(1);
  });

  it('sends each row once when several workers run at the same time', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({
      kind: 'comment',
      recipient: `r${i}@example.com`,
      subject: `第 ${i} 封`,
      html: '<p>x</p>',
      text: 'x',
      status: 'pending',
      next_attempt_at: new Date(clock).toISOString(),
      createdAt: '2026-01-01 00:00:00',
    }));
    await ctx.db.insertInto('mail_outbox').values(rows).execute();
    const worker = () =>
      createMailWorker({
        db: ctx.db,
        log: ctx.app.log,
        settings: () => activeMail(ctx.app),
        send: (mail, message) => sendMail(mail.server, mail.from, message),
      });
    const workers = [worker(), worker(), worker()];
    for (const w of workers) w.setClock(() => clock);
    const tried = await Promise.all(workers.map((w) => w.runOnce()));
    expect(tried.reduce((a, b) => a + b, 0)).toBe(6);
    expect(sink.received.map((m) => m.subject).sort()).toEqual(rows.map((r) => r.subject).sort());
  });

  it('queues the mail and each enabled push channel together, and sends each once (§5.3.1)', async () => {
    const receiver = await startReceiver();
    const channel = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/channels',
      headers: { authorization: admin.token },
      payload: { type: 'generic', name: '通用', enabled: true, baseUrl: '', chatId: '', url: `${receiver.base}/hook` },
    });
    expect(channel.json()).toMatchObject({ code: 0 });
    await comment('邮件与推送');
    await ctx.app.mail.worker.idle();
    const rows = await outbox();
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['email', 'sent'],
      ['generic', 'sent'],
    ]);
    expect(sink.received).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
    await ctx.db.deleteFrom('push_channels').execute();
    await receiver.close();
  });

  it('queues nothing for the author’s own comment', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/comment/add',
      headers: { authorization: admin.token },
      payload: { type: 1, for_id: targets.articleId, content: '自己评论' },
    });
    expect(await outbox()).toHaveLength(0);
  });

  it('mails the author board posts and held link applications, with the post quoted', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/message/add', payload: { message: '路过留言', tag: '日常' } });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/links/add',
      headers: { authorization: reader.token },
      payload: { site_name: '邻居', site_desc: '隔壁的博客', site_avatar: '', url: 'https://neighbour.example.com' },
    });
    await ctx.app.mail.worker.idle();
    const subjects = sink.received.map((m) => m.subject).sort();
    // Links are reviewed by default (docs/behaviour.md §13.2): the application waits, 待审核.
    expect(subjects).toEqual(['[砚] 待审核：新的友链申请：邻居', '[砚] 游客 在留言板留言'].sort());
    const board = sink.received.find((m) => m.subject?.includes('留言板'));
    expect(board?.text).toContain('> 路过留言');
    expect(board?.text).toMatch(/https:\/\/blog\.example\.com\/message\/detail\?id=\d+/);
  });

  it('stores no comment when its mail cannot be queued: one transaction', async () => {
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('comments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await ctx.db.schema.alterTable('mail_outbox').renameTo('mail_outbox_away').execute();
    try {
      expect((await comment('不会留下')).statusCode).toBe(500);
    } finally {
      await ctx.db.schema.alterTable('mail_outbox_away').renameTo('mail_outbox').execute();
    }
    expect(await count()).toBe(before);
  });
});
