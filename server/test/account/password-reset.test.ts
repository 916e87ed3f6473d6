import { LOGIN_PAIR_MAX } from '../../src/modules/user/login-throttle';
import { RESET_TTL_MS } from '../../src/modules/user/password-reset';
import { mailEnv, startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { build, createUser, type TestContext } from '../helpers';

const SENT = '如果该账号存在并已验证邮箱，重设密码的邮件已发送';
const INVALID = '重设链接无效或已过期';

/** docs/behaviour.md §4.8: 忘记密码 — a mailed single-use link, valid 30 minutes, that signs every session out. */
describe('password reset by mail', () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  let address = 10;
  const post = (url: string, payload: object, remoteAddress = `192.0.2.${address++}`) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
  const logIn = (username: string, password: string, remoteAddress?: string) =>
    post('/api/user/login', { username, password }, remoteAddress);
  /** Reset mails only: a sign-in from a new device is mailed too (docs/behaviour.md §4.7). */
  const resetMailsTo = async (to: string) => {
    await ctx.app.mail.worker.idle();
    return sink.received.filter(
      (m) => m.to && 'value' in m.to && m.to.value[0]?.address === to && m.subject?.includes('重设你的密码'),
    );
  };
  const linkIn = (text: string | undefined) => {
    const found = /https:\/\/blog\.example\.com\/resetPassword\?t=([\w.-]+)/.exec(text ?? '');
    if (!found) throw new Error(`no reset link in ${text}`);
    return found[1];
  };
  const withEmail = async (username: string, email: string, verified: 0 | 1) => {
    const user = await createUser(ctx, { username });
    await ctx.db.updateTable('users').set({ email, email_verified: verified }).where('id', '=', user.id).execute();
    return user;
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

  it('mails a link that sets the password once, signs every session out and clears the login throttle', async () => {
    await withEmail('forgetful', 'forgetful@example.com', 1);
    const session = (await logIn('forgetful', 'Passw0rd!')).json().result.token as string;
    const me = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/mail/myEmail', headers: { authorization: token } });
    expect((await me(session)).statusCode).toBe(200);
    // Someone guessing from one address is throttled for this account.
    const guesser = '198.51.100.99';
    for (let i = 0; i < LOGIN_PAIR_MAX; i++) await logIn('forgetful', 'wrong-1', guesser);
    expect((await logIn('forgetful', 'wrong-1', guesser)).statusCode).toBe(429);

    const asked = await post('/api/user/forgotPassword', { account: 'Forgetful' });
    expect(asked.json()).toMatchObject({ code: 0, message: SENT });
    const [mail, ...more] = await resetMailsTo('forgetful@example.com');
    expect(more).toHaveLength(0);
    expect(mail.subject).toContain('重设你的密码');
    expect(mail.text).toContain('30 分钟内有效');
    expect(mail.html).toContain('/resetPassword?t=');
    const t = linkIn(mail.text);

    const weak = await post('/api/user/resetPassword', { t, password: '123456' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('密码格式应为6-18位数字、字母、符号的任意两种组合');
    const reset = await post('/api/user/resetPassword', { t, password: 'N3w-secret' });
    expect(reset.json()).toMatchObject({ code: 0, message: '密码已重设，请用新密码登录' });

    expect((await me(session)).statusCode).toBe(401);
    expect((await logIn('forgetful', 'Passw0rd!')).json().code).toBe(1);
    expect((await logIn('forgetful', 'N3w-secret', guesser)).json().code).toBe(0);
    // Used once: the password it was made for is gone.
    expect((await post('/api/user/resetPassword', { t, password: 'An0ther-one' })).json()).toMatchObject({
      code: 1,
      message: INVALID,
    });
    expect((await post('/api/user/resetPassword', { t: `${t}x`, password: 'An0ther-one' })).json().message).toBe(
      INVALID,
    );
  });

  it('answers the same for an unknown account or an unverified address, and mails neither', async () => {
    await withEmail('unverified', 'unverified@example.com', 0);
    const before = sink.received.filter((m) => m.subject?.includes('重设你的密码')).length;
    for (const account of ['nobody-here', 'nobody@example.com', 'unverified', 'unverified@example.com']) {
      expect((await post('/api/user/forgotPassword', { account })).json()).toEqual({
        code: 0,
        message: SENT,
        result: null,
      });
    }
    await ctx.app.mail.worker.idle();
    expect(sink.received.filter((m) => m.subject?.includes('重设你的密码')).length).toBe(before);
  });

  it('finds the account by its verified address; the link lapses after 30 minutes', async () => {
    await withEmail('by-address', 'by-address@example.com', 1);
    await post('/api/user/forgotPassword', { account: 'By-Address@Example.com' });
    const [mail] = await resetMailsTo('by-address@example.com');
    const t = linkIn(mail.text);
    const start = Date.now();
    ctx.app.mail.worker.setClock(() => start + RESET_TTL_MS + 1000);
    try {
      expect((await post('/api/user/resetPassword', { t, password: 'N3w-secret' })).json().message).toBe(INVALID);
    } finally {
      ctx.app.mail.worker.setClock(() => Date.now());
    }
    expect((await logIn('by-address', 'Passw0rd!')).json().code).toBe(0);
  });

  it('limits asks per account name, whether or not it exists', async () => {
    for (let i = 0; i < 3; i++) await post('/api/user/forgotPassword', { account: 'ghost-user' });
    const refused = await post('/api/user/forgotPassword', { account: 'ghost-user' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^找回密码的请求过于频繁，请 \d+ 分钟后再试$/);
  });
});

describe('password reset without mail', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(() => ctx.close());

  it('says mail is off', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/forgotPassword',
      payload: { account: 'someone' },
    });
    expect(answer.json()).toMatchObject({ code: 1, message: '本站暂未开启邮件，无法找回密码' });
  });
});
