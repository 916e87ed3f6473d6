import type { AddressInfo } from 'node:net';
import { SPAM_MESSAGES } from '@protocol/spamRules';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { STYLE } from '../message/helpers';
import { callerFrom } from './spam-kit';
import { connectAs, type TestSocket } from '../chat/ws-client';

// docs/behaviour.md §13.1: the desk's word lists, the honeypot and the minimum fill time, applied on
// the server to every public write; a refusal stores nothing.
let ctx: TestContext;
let admin: TestUser;
let reader: TestUser;
let targets: Targets;
const call = callerFrom(() => ctx, '10.9.0');
/** A form opened ten seconds ago with its honeypot empty: what a person's browser sends. */
const person = () => ({ website: '', form_started: Date.now() - 10_000 });
const count = async (table: 'comments' | 'messages' | 'links') =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  ctx = await build({ env: { FORM_MIN_FILL_SECONDS: '3' } });
  admin = await adminUser(ctx);
  reader = await createUser(ctx, { username: 'reader01' });
  targets = await createTargets(ctx, admin.id);
  const lists = [
    { name: '替换', action: 'mask', words: ['坏词', 'spam'] },
    { name: '禁止', action: 'reject', words: ['禁止词'] },
    { name: '审核', action: 'hold', words: ['代开发票'] },
  ];
  const saved = await call('PUT', '/api/admin/spam/words', { lists }, admin);
  expect(saved.json()).toMatchObject({ code: 0 });
}, 60_000);
afterAll(() => ctx.close());

describe('the desk edits the lists', () => {
  it('answers the lists as saved, words trimmed and repeats dropped', async () => {
    const lists = [{ name: ' 临时 ', action: 'mask', words: [' 词一 ', '词一', '', '词二\n词三'] }];
    expect((await call('PUT', '/api/admin/spam/words', { lists }, admin)).json().code).toBe(0);
    const read = (await call('GET', '/api/admin/spam/words', undefined, admin)).json().result;
    expect(read).toEqual([{ name: '临时', action: 'mask', words: ['词一', '词二', '词三'] }]);
  });

  it('is the admin’s alone', async () => {
    expect((await call('GET', '/api/admin/spam/words', undefined, reader)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/spam/words', { lists: [] })).statusCode).toBe(401);
  });

  afterAll(async () => {
    const lists = [
      { name: '替换', action: 'mask', words: ['坏词', 'spam'] },
      { name: '禁止', action: 'reject', words: ['禁止词'] },
      { name: '审核', action: 'hold', words: ['代开发票'] },
    ];
    await call('PUT', '/api/admin/spam/words', { lists }, admin);
  });
});

describe('comments', () => {
  const comment = (content: string, form: object = person()) =>
    call('POST', '/api/comment/add', { type: 1, for_id: targets.articleId, content, ...form }, reader);

  it('masks a masked word however it is spelled', async () => {
    const res = (await comment('这是坏 词，还有 ＳＰＡＭ')).json();
    expect(res.code).toBe(0);
    expect(res.result.content).toBe('这是＊ ＊，还有 ＊＊＊＊');
  });

  it('refuses a rejected word, the honeypot and a hurried form, storing nothing', async () => {
    const before = await count('comments');
    expect((await comment('禁-止-词')).json()).toMatchObject({ code: 1, message: SPAM_MESSAGES.rejectedWord });
    expect((await comment('你好', { website: 'x', form_started: 0 })).json().message).toBe(SPAM_MESSAGES.honeypot);
    expect((await comment('你好', { form_started: Date.now() })).json().message).toBe(SPAM_MESSAGES.tooFast);
    expect((await comment('你好', {})).json().message).toBe(SPAM_MESSAGES.formExpired);
    expect(await count('comments')).toBe(before);
  });

  it('screens replies too', async () => {
    const parent = (await comment('楼主')).json().result;
    const reply = await call(
      'POST',
      '/api/comment/apply',
      { type: 1, for_id: targets.articleId, parent_id: parent.id, to_id: reader.id, content: '禁止词', ...person() },
      reader,
    );
    expect(reply.json().message).toBe(SPAM_MESSAGES.rejectedWord);
  });
});

describe('board messages and link applications', () => {
  it('masks a board message and its tag, and refuses a rejected word anonymously', async () => {
    const posted = await call('POST', '/api/message/add', { ...STYLE, message: '坏词留言', tag: 'spam', ...person() });
    const { id } = posted.json().result;
    const row = await ctx.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.message, row.tag]).toEqual(['＊＊留言', '＊＊＊＊']);
    const before = await count('messages');
    const refused = await call('POST', '/api/message/add', { ...STYLE, message: '禁止词', tag: '日常', ...person() });
    expect(refused.json().message).toBe(SPAM_MESSAGES.rejectedWord);
    expect(await count('messages')).toBe(before);
  });

  it('refuses a link application with a rejected word or a filled honeypot', async () => {
    const link = { site_name: '好站', site_desc: '禁止词', url: 'https://example.com', site_avatar: '' };
    const before = await count('links');
    expect((await call('POST', '/api/links/add', { ...link, ...person() }, reader)).json().message).toBe(
      SPAM_MESSAGES.rejectedWord,
    );
    const trap = { ...link, site_desc: '描述', website: 'x', form_started: 0 };
    expect((await call('POST', '/api/links/add', trap, reader)).json().message).toBe(SPAM_MESSAGES.honeypot);
    expect(await count('links')).toBe(before);
  });
});

describe('chat', () => {
  const open: TestSocket[] = [];
  afterAll(() => open.forEach((s) => s.close()));

  it('masks masked words and refuses rejected or held ones', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const socket = await connectAs(port, reader.token);
    open.push(socket);
    socket.send({ type: 'message', content: '说个坏词', content_type: 'text' });
    expect((await socket.waitFor('message', (m) => m.content.startsWith('说个'))).content).toBe('说个＊＊');
    socket.send({ type: 'message', content: '代开 发票', content_type: 'text' });
    expect((await socket.waitFor('error')).content).toBe(SPAM_MESSAGES.chatRejectedWord);
  });
});
