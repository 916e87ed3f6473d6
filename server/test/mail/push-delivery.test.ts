import { RETRY_DELAYS_MS } from '../../src/modules/mail/worker';
import { dingtalkSign } from '../../src/modules/mail/webhooks/dingtalk';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { startReceiver, type WebhookReceiver } from './webhook-receiver';

// docs/behaviour.md §5.3.1, §5.4: a notice to the author queues one outbox row per enabled channel
// with the comment (mail off here: pushes still go), each type's documented request reaches a real
// loopback receiver, a refusal is retried with backoff and kept verbatim, and each row goes once.
describe('IM push through the outbox', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let reader: TestUser;
  let targets: Targets;
  let receiver: WebhookReceiver;
  let clock = Date.now();
  const outbox = () => ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const comment = (content: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/comment/add',
      headers: { authorization: reader.token },
      payload: { type: 1, for_id: targets.articleId, content },
    });
  const addChannel = async (body: object) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/channels',
      headers: { authorization: admin.token },
      payload: { enabled: true, baseUrl: '', chatId: '', ...body },
    });
    expect(answer.json()).toMatchObject({ code: 0 });
  };

  beforeAll(async () => {
    receiver = await startReceiver();
    ctx = await build({ env: { SITE_URL: 'https://blog.example.com' } });
    ctx.app.mail.worker.setClock(() => clock);
    admin = await adminUser(ctx);
    reader = await createUser(ctx, { username: 'reader', nick_name: '读者甲' });
    targets = await createTargets(ctx, admin.id);
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await ctx.app.mail.worker.idle();
    await ctx.db.deleteFrom('mail_outbox').execute();
    await ctx.db.deleteFrom('push_channels').execute();
    receiver.received.length = 0;
    receiver.answers.length = 0;
  });

  it('sends each type’s documented request with the heading, the quoted words and the link', async () => {
    const r = receiver.base;
    await addChannel({ type: 'wecom', name: '企业微信', url: `${r}/wecom?key=k1` });
    await addChannel({ type: 'dingtalk', name: '钉钉', url: `${r}/ding?access_token=t2`, sign: 'SECabc' });
    await addChannel({ type: 'feishu', name: '飞书', url: `${r}/open-apis/bot/v2/hook/h3` });
    await addChannel({ type: 'telegram', name: 'TG', token: '123:ABC', chatId: '-1001', baseUrl: `${r}/tg/` });
    await addChannel({ type: 'bark', name: 'Bark', key: 'dev4', baseUrl: r });
    await addChannel({ type: 'serverchan', name: 'Server酱', key: 'SCT5', baseUrl: r });
    await addChannel({ type: 'generic', name: '通用', url: `${r}/hook` });
    await addChannel({ type: 'generic', name: '停用', url: `${r}/off`, enabled: false });
    const before = Date.now();
    const answer = (await comment('写得<b>真好</b>')).json();
    await ctx.app.mail.worker.idle();

    const link = `https://blog.example.com/article?id=${targets.articleId}#comment-${answer.result.id}`;
    const title = '[砚] 读者甲 评论了文章《公开文章》';
    const content = `${title}\n\n> 写得真好\n\n查看：${link}`;
    const byPath = (prefix: string) => receiver.received.filter((q) => q.url.startsWith(prefix));
    expect(receiver.received).toHaveLength(7);
    for (const request of receiver.received) {
      expect(request.method).toBe('POST');
      expect(request.contentType).toMatch(/^application\/json/);
    }
    expect(byPath('/wecom?key=k1')[0].body).toEqual({ msgtype: 'text', text: { content } });
    const ding = byPath('/ding')[0];
    expect(ding.body).toEqual({ msgtype: 'text', text: { content } });
    const query = new URL(ding.url, r).searchParams;
    expect(query.get('access_token')).toBe('t2');
    const timestamp = Number(query.get('timestamp'));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(query.get('sign')).toBe(dingtalkSign('SECabc', timestamp));
    expect(byPath('/open-apis/bot/v2/hook/h3')[0].body).toEqual({ msg_type: 'text', content: { text: content } });
    expect(byPath('/tg/bot123:ABC/sendMessage')[0].body).toEqual({ chat_id: '-1001', text: content });
    expect(byPath('/dev4')[0].body).toEqual({ title, body: '写得真好', url: link });
    expect(byPath('/SCT5.send')[0].body).toEqual({ title, desp: `> 写得真好\n\n[查看](${link})` });
    expect(byPath('/hook')[0].body).toEqual({ title, text: '写得真好', url: link });
    expect(byPath('/off')).toHaveLength(0);

    const rows = await outbox();
    expect(rows.map((row) => row.channel)).toEqual([
      'wecom',
      'dingtalk',
      'feishu',
      'telegram',
      'bark',
      'serverchan',
      'generic',
    ]);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('retries a refusal with backoff, keeps its words verbatim, delivers once, and 重新发送 works', async () => {
    await addChannel({ type: 'feishu', name: '飞书群', url: `${receiver.base}/feishu` });
    receiver.answers.push({ status: 500, body: '{"code":9499,"msg":"Bad Request"}' });
    await comment('第一次会失败');
    await ctx.app.mail.worker.idle();
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, channel: 'feishu', recipient: '飞书群' });
    expect(row.last_response).toBe('HTTP 500 {"code":9499,"msg":"Bad Request"}');
    expect(Date.parse(row.next_attempt_at) - clock).toBe(RETRY_DELAYS_MS[0]);

    clock += RETRY_DELAYS_MS[0] / 2;
    expect(await ctx.app.mail.worker.runOnce()).toBe(0);
    receiver.answers.push({ status: 200, body: '{"code":19021,"msg":"sign match fail"}' });
    clock += RETRY_DELAYS_MS[0] / 2;
    expect(await ctx.app.mail.worker.runOnce()).toBe(1);
    [row] = await outbox();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 2,
      last_response: 'HTTP 200 {"code":19021,"msg":"sign match fail"}',
    });

    receiver.answers.push({ status: 200, body: '{"code":0,"msg":"success"}' });
    clock += RETRY_DELAYS_MS[1];
    expect(await ctx.app.mail.worker.runOnce()).toBe(1);
    clock += 24 * 3_600_000;
    expect(await ctx.app.mail.worker.runOnce()).toBe(0);
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_response: 'HTTP 200 {"code":0,"msg":"success"}' });
    expect(receiver.received).toHaveLength(3);

    const log = await ctx.app.inject({
      method: 'POST',
      url: '/api/mail/log',
      headers: { authorization: admin.token },
      payload: {},
    });
    expect(log.json().result.list[0]).toMatchObject({ channel: 'feishu', recipient: '飞书群', status: 'sent' });
    const resend = await ctx.app.inject({
      method: 'POST',
      url: `/api/mail/resend/${row.id}`,
      headers: { authorization: admin.token },
    });
    expect(resend.json()).toMatchObject({ code: 0 });
    await ctx.app.mail.worker.idle();
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(receiver.received).toHaveLength(4);
  });

  it('counts Telegram’s ok:false and 钉钉’s errcode as failures, and never logs a secret', async () => {
    await addChannel({ type: 'telegram', name: 'TG', token: '999:TOKEN-SECRET', chatId: '1', baseUrl: receiver.base });
    receiver.answers.push({ status: 200, body: '{"ok":false,"error_code":400,"description":"chat not found"}' });
    await comment('找不到聊天');
    await ctx.app.mail.worker.idle();
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_response).toBe('HTTP 200 {"ok":false,"error_code":400,"description":"chat not found"}');

    await ctx.db.deleteFrom('push_channels').execute();
    await addChannel({ type: 'dingtalk', name: '钉钉', url: `${receiver.base}/ding?access_token=x` });
    receiver.answers.push({ status: 200, body: '{"errcode":310000,"errmsg":"sign not match"}' });
    await comment('签名不对');
    await ctx.app.mail.worker.idle();
    expect((await outbox())[1]).toMatchObject({
      status: 'pending',
      last_response: 'HTTP 200 {"errcode":310000,"errmsg":"sign not match"}',
    });

    await ctx.db.deleteFrom('push_channels').execute();
    const dead = await startReceiver();
    await dead.close();
    await addChannel({
      type: 'telegram',
      name: 'TG2',
      token: '999:TOKEN-SECRET',
      chatId: '1',
      baseUrl: dead.base,
    });
    await comment('连不上');
    await ctx.app.mail.worker.idle();
    const rows = await outbox();
    expect(rows[2].last_response).toMatch(/ECONNREFUSED/);
    expect(rows.map((r) => r.last_response).join()).not.toContain('TOKEN-SECRET');
  });
});
