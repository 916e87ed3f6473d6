import { REVIEW_MESSAGES } from '@protocol/spamRules';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { mailEnv, startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { callerFrom } from './spam-kit';

// docs/behaviour.md §13.2: a held reply tells nobody; approved, it tells the user answered (bell and
// mail), never the admin who approved it.
let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
let asker: TestUser;
let replier: TestUser;
let targets: Targets;
const call = callerFrom(() => ctx, '10.11.0');
const policy = (review: string) => ({
  max_links: 1,
  min_fill_seconds: 0,
  captcha_max_number: 1000,
  review_comment: review,
  review_message: review,
  review_talk_comment: review,
  review_link: review,
});
const notices = async (user: TestUser) =>
  (await call('POST', '/api/notify/getNotifyList', {}, user))
    .json()
    .result.list.map((n: { message: string }) => n.message);
const replyMails = async () => {
  await ctx.app.mail.worker.idle();
  return sink.received.filter((m) => m.subject?.includes('回复了你'));
};

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await build({
    env: mailEnv(sink),
  });
  admin = await adminUser(ctx);
  asker = await createUser(ctx, { username: 'asker001', nick_name: '提问者' });
  replier = await createUser(ctx, { username: 'replier01', nick_name: '回答者' });
  await ctx.db
    .updateTable('users')
    .set({ email: 'asker@example.com', email_verified: 1 })
    .where('id', '=', asker.id)
    .execute();
  targets = await createTargets(ctx, admin.id);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await sink.stop();
});

test('an approved reply tells the user answered by bell and mail, and the approver nothing', async () => {
  const question = (
    await call('POST', '/api/comment/add', { type: 1, for_id: targets.articleId, content: '请问' }, asker)
  ).json().result;
  await call('PUT', '/api/admin/spam/settings', policy('all'), admin);
  const reply = { type: 1, for_id: targets.articleId, parent_id: question.id, to_id: asker.id, content: '答案在此' };
  const held = (await call('POST', '/api/comment/apply', reply, replier)).json();
  expect(held.message).toBe(REVIEW_MESSAGES.held);
  const adminBefore = await notices(admin);
  expect((await notices(asker)).filter((m: string) => m.includes('回复了你'))).toEqual([]);
  expect(await replyMails()).toHaveLength(0);

  const decided = await call(
    'POST',
    '/api/admin/review/decide',
    { kind: 'comment', ids: [held.result.id], decision: 'approve' },
    admin,
  );
  expect(decided.json()).toMatchObject({ code: 0, result: { count: 1 } });
  expect((await notices(asker)).filter((m: string) => m.includes('回答者 回复了你'))).toHaveLength(1);
  const [mail, ...more] = await replyMails();
  expect(more).toHaveLength(0);
  expect(mail.text).toContain('答案在此');
  expect(await notices(admin)).toEqual(adminBefore);
  // Approved once: a second approval finds nothing waiting and tells nobody again.
  await call(
    'POST',
    '/api/admin/review/decide',
    { kind: 'comment', ids: [held.result.id], decision: 'approve' },
    admin,
  );
  expect(await replyMails()).toHaveLength(1);
});
