import { PUSH_SECRETS_PURPOSE } from '../../src/modules/mail/webhooks/channels';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { startReceiver, type WebhookReceiver } from './webhook-receiver';

// docs/behaviour.md §5.3.1: the desk's push channels — secrets sealed and never answered, kept when
// left empty, http(s) URLs only with a Chinese reason, and 测试 answering the service's own words.
describe('即时通讯推送 settings', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let receiver: WebhookReceiver;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin.token) =>
    ctx.app.inject({ method, url: `/api/push/${url}`, payload, headers: { authorization: token } });
  const base = { enabled: true, baseUrl: '', chatId: '' };

  beforeAll(async () => {
    receiver = await startReceiver();
    ctx = await build();
    admin = await adminUser(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  it('is for the admin only', async () => {
    const reader = await createUser(ctx, { username: 'reader' });
    expect((await call('GET', 'channels', undefined, reader.token)).statusCode).toBe(403);
    expect((await call('POST', 'test/1', undefined, reader.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push/channels' })).statusCode).toBe(401);
  });

  it('seals every secret, never answers one, and keeps it when left empty', async () => {
    const secrets = {
      url: `${receiver.base}/robot/send?access_token=tok-SECRET-1`,
      sign: 'SECsign-SECRET-2',
    };
    const saved = await call('POST', 'channels', { ...base, type: 'dingtalk', name: '钉钉群', ...secrets });
    expect(saved.json()).toMatchObject({ code: 0, message: '保存成功' });
    const { id } = saved.json().result as { id: number };
    const telegram = await call('POST', 'channels', {
      ...base,
      type: 'telegram',
      name: 'TG',
      chatId: '42',
      token: '123:bot-SECRET-3',
    });
    expect(telegram.json()).toMatchObject({ code: 0 });

    const list = await call('GET', 'channels');
    for (const secret of ['tok-SECRET-1', 'SECsign-SECRET-2', 'bot-SECRET-3']) {
      expect(list.body).not.toContain(secret);
      expect(saved.body + telegram.body).not.toContain(secret);
    }
    expect(list.json().result[0]).toMatchObject({
      id,
      type: 'dingtalk',
      name: '钉钉群',
      enabled: true,
      secretsSet: { url: true, sign: true, token: false, key: false },
    });
    const row = await ctx.db.selectFrom('push_channels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.secrets_sealed).not.toContain('SECRET');
    expect(JSON.parse(ctx.app.secretBox(PUSH_SECRETS_PURPOSE).open(row.secrets_sealed) ?? '')).toEqual(secrets);

    // Renamed with the secrets left empty: the stored ones stay.
    await call('POST', 'channels', { ...base, id, type: 'dingtalk', name: '钉钉群2', url: '', enabled: false });
    const after = await ctx.db.selectFrom('push_channels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ name: '钉钉群2', enabled: 0 });
    expect(JSON.parse(ctx.app.secretBox(PUSH_SECRETS_PURPOSE).open(after.secrets_sealed) ?? '')).toEqual(secrets);
  });

  it('refuses what is not an http(s) URL and missing fields, in Chinese', async () => {
    const refusal = async (body: object) => {
      const answer = await call('POST', 'channels', { ...base, name: 'x', ...body });
      expect(answer.json()).toMatchObject({ code: 1 });
      return (answer.json() as { message: string }).message;
    };
    expect(await refusal({ type: 'wecom', url: 'javascript:alert(1)' })).toBe(
      'Webhook 地址必须是以 http:// 或 https:// 开头的完整网址',
    );
    expect(await refusal({ type: 'generic', url: 'file:///etc/passwd' })).toMatch(/http:\/\/ 或 https:\/\//);
    expect(await refusal({ type: 'feishu', url: 'open.feishu.cn/hook' })).toMatch(/完整网址/);
    expect(await refusal({ type: 'feishu' })).toBe('请填写 Webhook 地址');
    expect(await refusal({ type: 'bark', key: 'abc', baseUrl: 'ftp://bark.example.com' })).toBe(
      '服务器地址必须是以 http:// 或 https:// 开头的完整网址',
    );
    expect(await refusal({ type: 'bark', key: '../x' })).toMatch(/设备 Key 只能含/);
    expect(await refusal({ type: 'telegram', token: '1:a' })).toBe('请填写 Chat ID');
    expect(await refusal({ type: 'serverchan' })).toBe('请填写 SendKey');
    expect(await refusal({ type: 'wecom', url: 'https://a.example.com', name: ' ' })).toBe('请填写渠道名称');
    expect(await refusal({ type: 'wecom', id: 999, url: 'https://a.example.com' })).toBe('推送渠道不存在');
  });

  it('测试 sends at once and answers the service verbatim, refusal included', async () => {
    const saved = await call('POST', 'channels', {
      ...base,
      type: 'wecom',
      name: '企业微信群',
      url: `${receiver.base}/cgi-bin/webhook/send?key=wecom-SECRET-4`,
    });
    const { id } = saved.json().result as { id: number };
    receiver.answers.push({ status: 200, body: '{"errcode":93000,"errmsg":"invalid webhook url"}' });
    const refused = await call('POST', `test/${id}`);
    expect(refused.json()).toMatchObject({
      message: '发送失败',
      result: { ok: false, response: 'HTTP 200 {"errcode":93000,"errmsg":"invalid webhook url"}' },
    });
    receiver.answers.push({ status: 200, body: '{"errcode":0,"errmsg":"ok"}' });
    const sent = await call('POST', `test/${id}`);
    expect(sent.json()).toMatchObject({ result: { ok: true, response: 'HTTP 200 {"errcode":0,"errmsg":"ok"}' } });
    const last = receiver.received.at(-1);
    expect(last).toMatchObject({ method: 'POST', url: '/cgi-bin/webhook/send?key=wecom-SECRET-4' });
    expect(last?.body).toMatchObject({ msgtype: 'text', text: { content: expect.stringContaining('测试推送') } });
    expect(sent.body + refused.body).not.toContain('wecom-SECRET-4');

    expect((await call('DELETE', `channels/${id}`)).json()).toMatchObject({ code: 0 });
    expect((await call('POST', `test/${id}`)).json()).toMatchObject({ message: '推送渠道不存在' });
  });
});
