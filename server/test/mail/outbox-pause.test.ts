import { PAUSE_AFTER_FAILURE_MS } from '../../src/modules/mail/worker';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { mailEnv, startSmtpSink, type SmtpSink } from './smtp-sink';

// docs/behaviour.md §5.4: while the mail server is failing, a queued mail waits for the worker's timer
// instead of an attempt of its own, so a dead server costs the request that queued it nothing.
describe('the outbox with its mail server failing', () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  let reader: TestUser;
  let targets: Targets;
  let clock = Date.now();
  const attempts = async () =>
    (await ctx.db.selectFrom('mail_outbox').select('attempts').orderBy('id').execute()).map((row) => row.attempts);
  const comment = async (content: string) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/comment/add',
      headers: { authorization: reader.token },
      payload: { type: 1, for_id: targets.articleId, content },
    });
    expect(answer.json().code).toBe(0);
    await ctx.app.mail.worker.idle();
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await build({ env: mailEnv(sink) });
    ctx.app.mail.worker.setClock(() => clock);
    reader = await createUser(ctx, { username: 'reader', nick_name: '读者乙' });
    targets = await createTargets(ctx, (await adminUser(ctx)).id);
  });
  afterAll(async () => {
    await ctx.close();
    await sink.stop();
  });

  it('tries the first mail at once, leaves the next to the timer, and sends all once it is back', async () => {
    await sink.stop();
    await comment('第一条');
    expect(await attempts()).toEqual([1]);
    await comment('第二条');
    expect(await attempts()).toEqual([1, 0]);

    // The timer's run tries what is due whatever the last attempt said.
    ctx.app.mail.worker.tick();
    await ctx.app.mail.worker.idle();
    expect(await attempts()).toEqual([1, 1]);

    // A minute on, the pause is over and the first two are due again: the next queued mail starts a
    // run, and with the server back all three go, each once.
    await sink.start();
    clock += PAUSE_AFTER_FAILURE_MS;
    await comment('第三条');
    expect(await attempts()).toEqual([2, 2, 1]);
    expect(sink.received.map((mail) => mail.text?.match(/第.条/)?.[0]).sort()).toEqual(['第一条', '第三条', '第二条']);
  });
});
