import { parseMailFrom, parseSmtpUrl } from '../../src/lib/smtp-url';
import { SMTP_PASSWORD_PURPOSE } from '../../src/modules/mail/settings';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

// docs/behaviour.md §5.3: SMTP_URL / MAIL_FROM, the desk's 通知设置 over them, a sealed password
// that is never sent back, and 发送测试邮件 answering the SMTP server's own words.
describe('mail configuration from the environment', () => {
  it('reads smtp://, smtps:// and ?starttls=1', () => {
    expect(parseSmtpUrl('smtp://me%40x.cn:p%40ss@mail.example.com:2525')).toEqual({
      host: 'mail.example.com',
      port: 2525,
      tls: 'none',
      username: 'me@x.cn',
      password: 'p@ss',
    });
    expect(parseSmtpUrl('smtps://mail.example.com')).toMatchObject({ port: 465, tls: 'implicit' });
    expect(parseSmtpUrl('smtp://mail.example.com:587?starttls=1')).toMatchObject({ port: 587, tls: 'starttls' });
    expect(parseSmtpUrl(undefined)).toBeNull();
    expect(() => parseSmtpUrl('http://mail.example.com')).toThrow(/SMTP_URL 只支持/);
  });

  it('reads MAIL_FROM with or without a name', () => {
    expect(parseMailFrom('砚 <blog@example.com>')).toEqual({ name: '砚', address: 'blog@example.com' });
    expect(parseMailFrom('blog@example.com')).toEqual({ name: '', address: 'blog@example.com' });
    expect(() => parseMailFrom('砚 <not-an-address>')).toThrow(/MAIL_FROM/);
  });
});

describe('通知设置', () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  let admin: TestUser;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin.token) =>
    ctx.app.inject({ method, url: `/api/mail/${url}`, payload, headers: { authorization: token } });
  const desk = {
    host: '127.0.0.1',
    port: 0,
    tls: 'none',
    username: 'blog',
    fromName: '砚',
    fromAddress: 'blog@example.com',
    notifyAddress: '',
  };

  beforeAll(async () => {
    sink = await startSmtpSink({ auth: { user: 'blog', pass: 's3cret' } });
    ctx = await build({ env: { SMTP_URL: 'smtp://env.example.com:25', MAIL_FROM: '环境 <env@example.com>' } });
    admin = await adminUser(ctx);
    desk.port = sink.port;
  });
  afterAll(async () => {
    await ctx.close();
    await sink.stop();
  });

  it('is for the admin only', async () => {
    const reader = await createUser(ctx, { username: 'reader' });
    expect((await call('GET', 'settings', undefined, reader.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/mail/settings' })).statusCode).toBe(401);
  });

  it('shows the environment when the desk has no server', async () => {
    const body = (await call('GET', 'settings')).json();
    expect(body.result.active).toEqual({
      source: 'env',
      host: 'env.example.com',
      port: 25,
      tls: 'none',
      from: '环境 <env@example.com>',
      notifyAddress: 'env@example.com',
    });
    expect(body.result.desk).toMatchObject({ host: '', passwordSet: false });
  });

  it('stores the password sealed and never answers it', async () => {
    const saved = await call('PUT', 'settings', { ...desk, password: 's3cret' });
    expect(saved.json()).toMatchObject({ code: 0 });
    const answer = await call('GET', 'settings');
    expect(answer.body).not.toContain('s3cret');
    expect(answer.json().result).toMatchObject({
      desk: { host: '127.0.0.1', passwordSet: true },
      active: { source: 'desk', host: '127.0.0.1', from: '砚 <blog@example.com>' },
    });
    const row = await ctx.db.selectFrom('mail_settings').select('password_sealed').executeTakeFirstOrThrow();
    expect(row.password_sealed).not.toContain('s3cret');
    expect(ctx.app.secretBox(SMTP_PASSWORD_PURPOSE).open(row.password_sealed)).toBe('s3cret');
    // Saving without a password keeps the stored one.
    await call('PUT', 'settings', desk);
    expect((await call('GET', 'settings')).json().result.desk.passwordSet).toBe(true);
  });

  it('refuses bad input with a Chinese reason, never a 500', async () => {
    const badHost = (await call('PUT', 'settings', { ...desk, host: 'mail server!' })).json();
    expect(badHost).toMatchObject({ code: 1, message: 'SMTP 主机只能是域名或 IP 地址' });
    const badFrom = (await call('PUT', 'settings', { ...desk, fromAddress: 'nobody' })).json();
    expect(badFrom).toMatchObject({ code: 1, message: '发件地址格式不正确' });
    const badPort = await call('PUT', 'settings', { ...desk, port: 70000 });
    expect(badPort.statusCode).toBe(400);
    expect(badPort.json().message).toMatch(/port/);
    const badTls = await call('PUT', 'settings', { ...desk, tls: 'ssl' });
    expect(badTls.statusCode).toBe(400);
    const badTo = (await call('POST', 'test', { to: 'x' })).json();
    expect(badTo).toMatchObject({ code: 1, message: '收件地址格式不正确' });
  });

  it('sends a test mail and shows the server’s answer verbatim', async () => {
    const sent = (await call('POST', 'test', { to: 'me@example.com' })).json();
    expect(sent.result.ok).toBe(true);
    expect(sent.result.response).toMatch(/^250 /);
    const mail = sink.received.at(-1);
    expect(mail?.subject).toContain('测试邮件');
    expect(mail?.from?.value[0]).toEqual({ name: '砚', address: 'blog@example.com' });

    await call('PUT', 'settings', { ...desk, password: 'wrong' });
    const refused = (await call('POST', 'test', { to: 'me@example.com' })).json();
    expect(refused.result).toEqual({ ok: false, response: '535 5.7.8 Error: authentication failed' });
  });
});

describe('mail off', () => {
  it('says so and attempts nothing', async () => {
    const ctx = await build();
    try {
      const admin = await adminUser(ctx);
      const headers = { authorization: admin.token };
      const settings = (await ctx.app.inject({ method: 'GET', url: '/api/mail/settings', headers })).json();
      expect(settings.result.active).toBeNull();
      const test = await ctx.app.inject({ method: 'POST', url: '/api/mail/test', headers, payload: { to: 'a@b.cn' } });
      expect(test.json()).toMatchObject({ code: 1, message: '邮件未开启：请先填写 SMTP 服务器和发件地址' });
    } finally {
      await ctx.close();
    }
  });
});
