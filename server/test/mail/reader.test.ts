import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import type { ParsedMail } from 'mailparser';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** A header exactly as it travelled (mailparser folds List-* headers into one structured value). */
const rawHeader = (mail: ParsedMail | undefined, key: string) =>
  mail?.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '');

// docs/behaviour.md §5.5: readers' addresses, verified through a signed link, mailed on replies with
// a one-click unsubscribe that needs no login; an anonymous post's address is never answered.
describe('readers’ mail', () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  let reader: TestUser;
  let replier: TestUser;
  let targets: Targets;
  const as = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user ? { authorization: user.token } : {} });
  const settle = () => ctx.app.mail.worker.idle();
  const linkIn = (text: string | undefined, path: string) => {
    const found = new RegExp(`https://blog\\.example\\.com(${path}\\?t=[\\w.-]+)`).exec(text ?? '');
    if (!found) throw new Error(`no ${path} link in ${text}`);
    return found[1];
  };
  const reply = async (parentId: number, toId: number, content: string) =>
    as(replier, 'POST', '/api/comment/apply', {
      type: 1,
      for_id: targets.articleId,
      parent_id: parentId,
      to_id: toId,
      content,
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await build({
      env: { SMTP_URL: sink.url, MAIL_FROM: '砚 <blog@example.com>', SITE_URL: 'https://blog.example.com' },
    });
    const admin = await adminUser(ctx);
    reader = await createUser(ctx, { username: 'reader', nick_name: '读者甲' });
    replier = await createUser(ctx, { username: 'replier', nick_name: '读者乙' });
    targets = await createTargets(ctx, admin.id);
  });
  afterAll(async () => {
    await ctx.close();
    await sink.stop();
  });

  it('mails a reply only to a verified address, and the unsubscribe link works without a login', async () => {
    const mine = (
      await as(reader, 'POST', '/api/comment/add', { type: 1, for_id: targets.articleId, content: '我的评论' })
    ).json();
    expect((await as(reader, 'POST', '/api/mail/myEmail', { email: 'x' })).json()).toMatchObject({
      code: 1,
      message: '邮箱格式不正确',
    });
    await as(reader, 'POST', '/api/mail/myEmail', { email: 'Reader@Example.com' });
    await settle();
    // Not verified yet: a reply is not mailed to it.
    await reply(mine.result.id, reader.id, '第一条回复');
    await settle();
    expect(sink.received.filter((m) => m.subject?.includes('回复了你'))).toHaveLength(0);

    const verification = sink.received.find((m) => m.subject?.includes('请验证你的邮箱'));
    const verifyPath = linkIn(verification?.text, '/mail/verify');
    expect((await ctx.app.inject({ method: 'GET', url: `${verifyPath}x` })).statusCode).toBe(400);
    const verified = await ctx.app.inject({ method: 'GET', url: verifyPath });
    expect(verified.body).toContain('邮箱 reader@example.com 已验证');
    expect((await as(reader, 'GET', '/api/mail/myEmail')).json().result).toEqual({
      email: 'reader@example.com',
      verified: true,
    });

    await reply(mine.result.id, reader.id, '第二条回复');
    await settle();
    const replies = sink.received.filter((m) => m.subject?.includes('回复了你'));
    expect(replies).toHaveLength(1);
    const [mail] = replies;
    expect(mail.to).toMatchObject({ value: [{ address: 'reader@example.com' }] });
    expect(mail.text).toContain('> 第二条回复');
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = rawHeader(mail, 'list-unsubscribe') ?? '';
    expect(header).toMatch(/^<https:.*>$/);
    const unsubscribePath = linkIn(header, '/mail/unsubscribe');
    expect(linkIn(mail.text, '/mail/unsubscribe')).toBe(unsubscribePath);

    expect((await ctx.app.inject({ method: 'GET', url: unsubscribePath })).body).toContain('确认退订');
    const done = await ctx.app.inject({
      method: 'POST',
      url: unsubscribePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('已退订');
    await reply(mine.result.id, reader.id, '第三条回复');
    await settle();
    expect(sink.received.filter((m) => m.subject?.includes('回复了你'))).toHaveLength(1);
  });

  it('keeps an anonymous post’s address out of every answer, and mails it a reply', async () => {
    const added = await as(null, 'POST', '/api/message/add', {
      message: '匿名留言',
      tag: '日常',
      email: 'guest@example.com',
    });
    const id = added.json().result.id;
    const answers = [
      await as(null, 'GET', `/api/message/getMessageById/${id}`),
      await as(null, 'POST', '/api/message/getMessageList', {}),
      await as(null, 'GET', '/api/message/getAllMessage'),
    ];
    for (const answer of answers) expect(answer.body).not.toContain('guest@example.com');
    const bad = await as(null, 'POST', '/api/message/add', { message: '匿名留言', tag: '日常', email: 'nope' });
    expect(bad.json()).toMatchObject({ code: 1, message: '邮箱格式不正确' });

    await as(replier, 'POST', '/api/comment/add', { type: 3, for_id: id, content: '回复匿名留言' });
    await settle();
    const mail = sink.received.find((m) => m.to && 'value' in m.to && m.to.value[0]?.address === 'guest@example.com');
    expect(mail?.text).toContain('> 回复匿名留言');
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});
