import { REVIEW_MESSAGES } from '@protocol/spamRules';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { STYLE } from '../message/helpers';
import { callerFrom } from './spam-kit';

// docs/behaviour.md §13.2: held items are seen by their writer and the admin only, until approved.
let ctx: TestContext;
let admin: TestUser;
let writer: TestUser;
let other: TestUser;
let targets: Targets;
const call = callerFrom(() => ctx, '10.10.0');
const settings = (review: string) => ({
  max_links: 1,
  min_fill_seconds: 0,
  captcha_max_number: 1000,
  review_comment: review,
  review_message: review,
  review_talk_comment: review,
  review_link: review,
});
const listed = async (viewer?: TestUser) =>
  (
    await call(
      'POST',
      '/api/comment/frontGetParentComment',
      { type: 1, for_id: targets.articleId, current: 1, size: 10 },
      viewer,
    )
  ).json().result;

beforeAll(async () => {
  ctx = await build();
  admin = await adminUser(ctx);
  writer = await createUser(ctx, { username: 'writer01' });
  other = await createUser(ctx, { username: 'other001' });
  targets = await createTargets(ctx, admin.id);
}, 60_000);
afterAll(() => ctx.close());

test('a held comment is its writer’s and the admin’s alone until approved, then everyone’s', async () => {
  await call('PUT', '/api/admin/spam/settings', settings('all'), admin);
  const posted = (
    await call('POST', '/api/comment/add', { type: 1, for_id: targets.articleId, content: '等我' }, writer)
  ).json();
  expect(posted.message).toBe(REVIEW_MESSAGES.held);
  expect(posted.result.held).toBe(true);
  expect((await listed()).total).toBe(0);
  expect((await listed(other)).list).toEqual([]);
  expect((await listed(writer)).list.map((c: { held: boolean }) => c.held)).toEqual([true]);
  expect((await listed(admin)).total).toBe(1);
  const total = await call('POST', '/api/comment/getCommentTotal', { type: 1, for_id: targets.articleId });
  expect(total.json().result).toBe(0);

  const queue = (await call('GET', '/api/admin/review?kind=comment', undefined, admin)).json().result;
  expect(queue.list.map((item: { content: string }) => item.content)).toEqual(['等我']);
  const heard: number[][] = [];
  ctx.app.review.onApproved(({ ids }) => void heard.push(ids));
  const decided = await call(
    'POST',
    '/api/admin/review/decide',
    { kind: 'comment', ids: [posted.result.id], decision: 'approve' },
    admin,
  );
  expect(decided.json().result.count).toBe(1);
  expect(heard).toEqual([[posted.result.id]]);
  expect((await listed()).list.map((c: { held: boolean }) => c.held)).toEqual([false]);
});

test('flagged holds only what the checks flag; a board post with too many links waits, then is rejected', async () => {
  await call('PUT', '/api/admin/spam/settings', settings('flagged'), admin);
  const plain = await call('POST', '/api/message/add', { ...STYLE, message: '路过', tag: '日常' });
  expect(plain.json().message).toBe('留言成功');
  const links = { ...STYLE, message: '看 https://a.cn 和 https://b.cn', tag: '日常' };
  const held = (await call('POST', '/api/message/add', links, writer)).json();
  expect(held.message).toBe(REVIEW_MESSAGES.held);
  const wall = (await call('GET', '/api/message/getAllMessage')).json().result;
  const onWall = wall.list.map((m: { message: string }) => m.message);
  expect(onWall).toContain('路过');
  expect(onWall).not.toContain(links.message);
  const byId = (id: number, user?: TestUser) => call('GET', `/api/message/getMessageById/${id}`, undefined, user);
  expect((await byId(held.result.id)).statusCode).toBe(404);
  expect((await byId(held.result.id, writer)).json().result.held).toBe(true);
  const body = { kind: 'message', ids: [held.result.id], decision: 'reject' };
  expect((await call('POST', '/api/admin/review/decide', body, admin)).json().result.count).toBe(1);
  expect((await byId(held.result.id, writer)).statusCode).toBe(404);
});

test('first-time writers wait; spam stays hidden; the queue is the admin’s', async () => {
  await call('PUT', '/api/admin/spam/settings', settings('first'), admin);
  const first = (
    await call('POST', '/api/comment/add', { type: 2, for_id: targets.talkId, content: '初来' }, other)
  ).json();
  expect(first.result.held).toBe(true);
  const decide = { kind: 'talk_comment', ids: [first.result.id], decision: 'spam' };
  expect((await call('POST', '/api/admin/review/decide', decide, admin)).json().result.count).toBe(1);
  // The writer (approved once above) is no longer new: published at once.
  const again = (
    await call('POST', '/api/comment/add', { type: 2, for_id: targets.talkId, content: '又来' }, writer)
  ).json();
  expect(again.result.held).toBe(false);
  expect((await call('GET', '/api/admin/review?kind=comment', undefined, other)).statusCode).toBe(403);
});
