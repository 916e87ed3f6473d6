import { build, createUser, type TestContext } from '../helpers';
import { mailEnv, startSmtpSink, type SmtpSink } from './smtp-sink';

// docs/behaviour.md §4.5, §5.5: a registration may give an e-mail, checked by the same rule as
// 个人中心's 邮箱, stored lower-cased and unverified with its verification mail queued in the
// registration's transaction; no answer ever carries it.
const register = (ctx: TestContext, username: string, email?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { username, password: 'abc123', nick_name: '新读者', ...(email === undefined ? {} : { email }) },
  });
const account = (ctx: TestContext, username: string) =>
  ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified'])
    .where('username', '=', username)
    .executeTakeFirst();
const queued = (ctx: TestContext) => ctx.db.selectFrom('mail_outbox').select(['kind', 'recipient']).execute();

describe('an e-mail given at registration, mail on', () => {
  let sink: SmtpSink;
  let ctx: TestContext;
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

  it('stores it unverified, mails its link, and never answers it', async () => {
    const answer = await register(ctx, 'mailreader', '  New.Reader@Example.COM ');
    expect(answer.json()).toMatchObject({ code: 0, result: { username: 'mailreader' } });
    expect(answer.body.toLowerCase()).not.toContain('new.reader@example.com');
    const row = await account(ctx, 'mailreader');
    expect(row).toMatchObject({ email: 'new.reader@example.com', email_verified: 0 });
    expect(await queued(ctx)).toContainEqual({ kind: 'verify', recipient: 'new.reader@example.com' });

    await ctx.app.mail.worker.idle();
    const mail = sink.received.find((m) => m.subject?.includes('请验证你的邮箱'));
    const link = /https:\/\/blog\.example\.com(\/mail\/verify\?t=[\w.-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const opened = await ctx.app.inject({ method: 'GET', url: link ?? '' });
    expect(opened.body).toContain('邮箱 new.reader@example.com 已验证');

    const publicInfo = await ctx.app.inject({ method: 'GET', url: `/api/user/getUserInfoById/${row?.id}` });
    expect(publicInfo.json().code).toBe(0);
    expect(publicInfo.body).not.toContain('new.reader@example.com');
  });

  it('refuses a malformed address with 个人中心’s message and creates no account', async () => {
    expect((await register(ctx, 'badmailer', 'not-an-address')).json()).toEqual({
      code: 1,
      message: '邮箱格式不正确',
    });
    expect(await account(ctx, 'badmailer')).toBeUndefined();
  });

  it('takes an empty address as none: nothing stored, nothing mailed', async () => {
    const before = (await queued(ctx)).length;
    expect((await register(ctx, 'nomailer', '')).json().code).toBe(0);
    expect(await account(ctx, 'nomailer')).toMatchObject({ email: null, email_verified: 0 });
    expect(await queued(ctx)).toHaveLength(before);
  });

  it('keeps a signed-in writer’s board post from storing an address of its own, and answers none', async () => {
    const writer = await createUser(ctx, { username: 'boardwriter' });
    const headers = { authorization: writer.token };
    const payload = { message: '签名留言', tag: '日常', email: 'other@example.com' };
    const added = await ctx.app.inject({ method: 'POST', url: '/api/message/add', headers, payload });
    const id = added.json().result.id as number;
    const stored = await ctx.db.selectFrom('messages').select('email').where('id', '=', id).executeTakeFirst();
    expect(stored?.email ?? null).toBeNull();
    const answers = [
      added,
      await ctx.app.inject({ method: 'GET', url: `/api/message/getMessageById/${id}`, headers }),
      await ctx.app.inject({ method: 'POST', url: '/api/message/getMessageList', headers, payload: {} }),
    ];
    for (const answer of answers) expect(answer.body).not.toContain('other@example.com');
  });
});

describe('an e-mail given at registration, mail off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(() => ctx.close());

  it('still registers, stores the address unverified and queues nothing', async () => {
    const answer = await register(ctx, 'quietreader', 'Quiet@Example.com');
    expect(answer.json()).toMatchObject({ code: 0, message: '注册成功' });
    expect(answer.body.toLowerCase()).not.toContain('quiet@example.com');
    expect(await account(ctx, 'quietreader')).toMatchObject({ email: 'quiet@example.com', email_verified: 0 });
    expect(await queued(ctx)).toHaveLength(0);
  });
});
