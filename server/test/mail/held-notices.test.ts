import { REVIEW_MESSAGES } from '@protocol/spamRules';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { STYLE } from '../message/helpers';
import { callerFrom } from '../spam/spam-kit';
import { mailEnv, startSmtpSink, type SmtpSink } from './smtp-sink';

// docs/behaviour.md §13.2, §5.4: an item held for review mails the author 待审核 with a link to the
// review queue, in the item's transaction; approving it mails the author nothing more, and an item
// marked as spam later tells nobody.
let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
let reader: TestUser;
let targets: Targets;
const call = callerFrom(() => ctx, '10.12.0');
const REVIEW_LINK = 'https://blog.example.com/admin/review';
const policy = {
  max_links: 1,
  min_fill_seconds: 0,
  captcha_max_number: 1000,
  review_comment: 'all',
  review_message: 'all',
  review_talk_comment: 'all',
  review_link: 'all',
};
const delivered = async () => {
  await ctx.app.mail.worker.idle();
  return sink.received.map((mail) => mail.subject ?? '').sort();
};

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await build({ env: mailEnv(sink) });
  admin = await adminUser(ctx);
  reader = await createUser(ctx, { username: 'reader01', nick_name: '读者甲' });
  targets = await createTargets(ctx, admin.id);
  await call('PUT', '/api/admin/spam/settings', policy, admin);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await sink.stop();
});
beforeEach(async () => {
  await ctx.app.mail.worker.idle();
  sink.received.length = 0;
});

test('each kind held for review mails the author 待审核 with the link to the review queue', async () => {
  const comment = await call(
    'POST',
    '/api/comment/add',
    { type: 1, for_id: targets.articleId, content: '等审核' },
    reader,
  );
  expect(comment.json()).toMatchObject({ message: REVIEW_MESSAGES.held, result: { held: true } });
  const talk = { type: 2, for_id: targets.talkId, content: '说说下的评论' };
  expect((await call('POST', '/api/comment/add', talk, reader)).json().message).toBe(REVIEW_MESSAGES.held);
  const post = { ...STYLE, message: '匿名留言', tag: '日常' };
  expect((await call('POST', '/api/message/add', post)).json().message).toBe(REVIEW_MESSAGES.held);
  const link = { site_name: '邻居', site_desc: '隔壁', site_avatar: '', url: 'https://neighbour.example.com' };
  expect((await call('POST', '/api/links/add', link, reader)).json().code).toBe(0);

  expect(await delivered()).toEqual(
    [
      '[砚] 待审核：读者甲 评论了文章《公开文章》',
      `[砚] 待审核：读者甲 评论了说说`,
      '[砚] 待审核：游客 在留言板留言',
      '[砚] 待审核：新的友链申请：邻居',
    ].sort(),
  );
  const mail = sink.received.find((m) => m.subject?.includes('文章'));
  expect(mail?.to).toMatchObject({ value: [{ address: 'blog@example.com' }] });
  expect(mail?.text).toContain('> 等审核');
  expect(mail?.text).toContain(`查看：${REVIEW_LINK}`);
  expect(mail?.html).toContain(`href="${REVIEW_LINK}"`);
  const kinds = await ctx.db.selectFrom('mail_outbox').select('kind').distinct().execute();
  expect(kinds).toEqual([{ kind: 'held' }]);
});

test('approving a held reply mails the author nothing more; marking one as spam tells nobody', async () => {
  const question = await ctx.db
    .selectFrom('comments')
    .select('id')
    .where('content', '=', '等审核')
    .executeTakeFirstOrThrow();
  const reply = { type: 1, for_id: targets.articleId, parent_id: question.id, to_id: reader.id, content: '回一句' };
  const held = (await call('POST', '/api/comment/apply', reply, reader)).json().result;
  expect(await delivered()).toEqual(['[砚] 待审核：读者甲 在文章《公开文章》下回复了评论']);
  sink.received.length = 0;

  const decide = (ids: number[], decision: string) =>
    call('POST', '/api/admin/review/decide', { kind: 'comment', ids, decision }, admin);
  expect((await decide([held.id], 'approve')).json()).toMatchObject({ code: 0, result: { count: 1 } });
  expect((await decide([question.id], 'spam')).json()).toMatchObject({ code: 0 });
  expect(await delivered()).toEqual([]);
});

test('the admin’s own comment is never held and mails nobody', async () => {
  const own = await call(
    'POST',
    '/api/comment/add',
    { type: 1, for_id: targets.articleId, content: '博主自己' },
    admin,
  );
  expect(own.json().message).toBe('评论成功');
  expect(await delivered()).toEqual([]);
});
