import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { STYLE } from '../message/helpers';
import { callerFrom } from '../spam/spam-kit';
import { mailEnv, startSmtpSink, type SmtpSink } from './smtp-sink';

// docs/behaviour.md §5.4: with 每日汇总 the author's notices are collected and sent as one digest at
// the chosen hour in BLOG_TZ (Asia/Shanghai, UTC+8, here); readers' reply mails still go at once.
// The worker's clock is moved by injection, never by sleeping.
let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
let reader: TestUser;
let targets: Targets;
let clock = Date.parse('2026-03-01T00:00:00Z'); // 08:00 in Shanghai
const call = callerFrom(() => ctx, '10.13.0');
const hours = (n: number) => n * 3_600_000;
const desk = {
  host: '',
  port: 0,
  tls: 'none',
  username: '',
  fromName: '',
  fromAddress: '',
  notifyAddress: 'author@example.com',
};
const subjects = async () => {
  await ctx.app.mail.worker.idle();
  return sink.received.map((mail) => mail.subject ?? '');
};
const comment = (content: string, extra: object = {}) =>
  call('POST', '/api/comment/add', { type: 1, for_id: targets.articleId, content, ...extra }, reader);

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await build({ env: { ...mailEnv(sink), BLOG_TZ: 'Asia/Shanghai' } });
  ctx.app.mail.worker.setClock(() => clock);
  admin = await adminUser(ctx);
  reader = await createUser(ctx, { username: 'reader01', nick_name: '读者甲' });
  targets = await createTargets(ctx, admin.id);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await sink.stop();
});

test('bad delivery values are refused with a Chinese 400; good ones are kept', async () => {
  const weekly = await call('PUT', '/api/mail/settings', { ...desk, authorNotices: 'weekly' }, admin);
  expect(weekly.statusCode).toBe(400);
  expect(weekly.json().message).toBe('参数 authorNotices 取值不合法');
  const late = await call('PUT', '/api/mail/settings', { ...desk, authorNotices: 'digest', digestHour: 24 }, admin);
  expect(late.statusCode).toBe(400);
  expect(late.json().message).toBe('参数 digestHour 超出范围，最大为 23');
  const odd = await call('PUT', '/api/mail/settings', { ...desk, digestHour: 8.5 }, admin);
  expect(odd.statusCode).toBe(400);
  expect(odd.json().message).toMatch(/^参数 digestHour /);

  const saved = await call('PUT', '/api/mail/settings', { ...desk, authorNotices: 'digest', digestHour: 9 }, admin);
  expect(saved.json()).toMatchObject({ code: 0 });
  // Left out on a later save, the delivery stays as it was.
  await call('PUT', '/api/mail/settings', desk, admin);
  const read = (await call('GET', '/api/mail/settings', undefined, admin)).json().result.desk;
  expect(read).toMatchObject({ authorNotices: 'digest', digestHour: 9 });
});

test('nothing goes at once; one digest at the hour lists every item; none again that day or next', async () => {
  const first = (await comment('第一条评论')).json().result;
  await call('POST', '/api/message/add', { ...STYLE, message: '留言一句', tag: '日常' });
  expect(await subjects()).toEqual([]);
  expect(await ctx.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);

  clock += hours(0.5); // 08:30: not yet
  await ctx.app.mail.worker.runOnce();
  expect(await subjects()).toEqual([]);

  clock += hours(0.5); // 09:00
  await ctx.app.mail.worker.runOnce();
  expect(await subjects()).toEqual(['[砚] 每日汇总：2026-03-01 共 2 条新通知']);
  const [digest] = sink.received;
  expect(digest.to).toMatchObject({ value: [{ address: 'author@example.com' }] });
  const link = `https://blog.example.com/article?id=${targets.articleId}#comment-${first.id}`;
  expect(digest.text).toContain('1. 读者甲 评论了文章《公开文章》');
  expect(digest.text).toContain('> 第一条评论');
  expect(digest.text).toContain(`查看：${link}`);
  expect(digest.text).toContain('2. 游客 在留言板留言');
  expect(digest.text).toMatch(/查看：https:\/\/blog\.example\.com\/message\/detail\?id=\d+/);
  expect(digest.html).toContain(`href="${link}"`);
  const rows = await ctx.db.selectFrom('mail_outbox').select(['kind', 'status']).execute();
  expect(rows).toEqual([{ kind: 'digest', status: 'sent' }]);

  // Later the same day: a new comment waits for tomorrow.
  clock += hours(3);
  await comment('第二天才汇总');
  await ctx.app.mail.worker.runOnce();
  expect(await subjects()).toHaveLength(1);

  clock += hours(21); // 09:00 the next day
  await ctx.app.mail.worker.runOnce();
  expect((await subjects())[1]).toBe('[砚] 每日汇总：2026-03-02 共 1 条新通知');
  expect(sink.received[1].text).toContain('> 第二天才汇总');
  expect(sink.received[1].text).not.toContain('第一条评论');

  clock += hours(24); // nothing new: no digest
  await ctx.app.mail.worker.runOnce();
  expect(await subjects()).toHaveLength(2);
});

test('a reply mail to a reader is never digested', async () => {
  sink.received.length = 0;
  await ctx.db
    .updateTable('users')
    .set({ email: 'reader@example.com', email_verified: 1 })
    .where('id', '=', reader.id)
    .execute();
  const other = await createUser(ctx, { username: 'other001', nick_name: '读者乙' });
  const question = (await comment('有个问题')).json().result;
  const reply = { type: 1, for_id: targets.articleId, parent_id: question.id, to_id: reader.id, content: '答' };
  await call('POST', '/api/comment/apply', reply, other);
  expect(await subjects()).toEqual(['[砚] 读者乙 在文章《公开文章》下回复了你']);
  const waiting = await ctx.db.selectFrom('author_digest_items').select('heading').orderBy('id').execute();
  expect(waiting.map((item) => item.heading)).toEqual([
    '读者甲 评论了文章《公开文章》',
    '读者乙 在文章《公开文章》下回复了评论',
  ]);
});

test('switched back to 即时发送, what was collected goes at once as one last digest', async () => {
  sink.received.length = 0;
  await call('PUT', '/api/mail/settings', { ...desk, authorNotices: 'instant' }, admin);
  await ctx.app.mail.worker.runOnce();
  expect(await subjects()).toEqual([expect.stringMatching(/^\[砚\] 每日汇总：\d{4}-\d{2}-\d{2} 共 2 条新通知$/)]);
  await comment('即时的');
  expect((await subjects())[1]).toBe('[砚] 读者甲 评论了文章《公开文章》');
});
