import { mailEnv, startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { build, createUser, type TestContext } from '../helpers';

/** docs/behaviour.md §4.7: a sign-in from a new device and network is told in 我的消息 and by mail. */
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('a new device’s sign-in, by mail', () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  const logIn = (username: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'user-agent': FIREFOX_ON_LINUX },
      payload: { username, password: 'Passw0rd!' },
      remoteAddress,
    });
  const mailsTo = async (address: string) => {
    await ctx.app.mail.worker.idle();
    return sink.received.filter((m) => m.to && 'value' in m.to && m.to.value[0]?.address === address);
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await build({
      env: mailEnv(sink),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.stop();
  });

  it('mails a verified address, leads to 账号安全, and is noticed with its own type', async () => {
    const owner = await createUser(ctx, { username: 'mailed' });
    await ctx.db
      .updateTable('users')
      .set({ email: 'mailed@example.com', email_verified: 1 })
      .where('id', '=', owner.id)
      .execute();
    const token = (await logIn('mailed', '203.0.113.20')).json().result.token as string;
    const [mail, ...more] = await mailsTo('mailed@example.com');
    expect(more).toHaveLength(0);
    expect(mail.subject).toContain('你的账号在新设备上登录');
    expect(mail.text).toContain('Firefox · Linux（网络 203.0.113.0/24）');
    expect(mail.text).toContain('https://blog.example.com/userCenter?tab=security');
    // A warning about one's own account is no subscription: no unsubscribe link.
    expect(mail.text).not.toContain('退订');
    const list = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/notify/getNotifyList',
        headers: { authorization: token },
        payload: {},
      })
    ).json().result.list as { type: number; message: string }[];
    expect(list.find((n) => n.message.includes('新设备'))?.type).toBe(5);
    // The same device and network again: no second mail.
    await logIn('mailed', '203.0.113.21');
    expect(await mailsTo('mailed@example.com')).toHaveLength(1);
  });

  it('an unverified address gets nothing', async () => {
    const owner = await createUser(ctx, { username: 'unverified' });
    await ctx.db
      .updateTable('users')
      .set({ email: 'unverified@example.com', email_verified: 0 })
      .where('id', '=', owner.id)
      .execute();
    expect((await logIn('unverified', '198.51.100.7')).json().code).toBe(0);
    expect(await mailsTo('unverified@example.com')).toHaveLength(0);
  });
});
