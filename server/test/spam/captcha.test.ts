import type { Challenge } from 'altcha-lib';
import { SPAM_MESSAGES } from '@protocol/spamRules';
import { Captcha } from '../../src/modules/spam/captcha';
import { adminUser, build, TEST_JWT_SECRET, type TestContext, type TestUser } from '../helpers';
import { ManualClock } from '../manual-clock';
import { solveCaptcha } from '../captcha-solver';
import { STYLE } from '../message/helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { callerFrom } from './spam-kit';

// docs/behaviour.md §13.1: the proof-of-work captcha on the public forms — signed, expiring,
// accepted once, set by the desk, never asked of the admin. Solved here with altcha-lib's solver.
let ctx: TestContext;
let admin: TestUser;
let targets: Targets;
const clock = new ManualClock(new Date());
const call = callerFrom(() => ctx, '10.11.0');
const post = (altcha?: string) => call('POST', '/api/message/add', { ...STYLE, tag: '鼓励', message: '你好', altcha });
const messages = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const challenge = async () => (await call('GET', '/api/spam/challenge')).json().result as Challenge;

beforeAll(async () => {
  ctx = await build({ captcha: 'manual', clock });
  admin = await adminUser(ctx);
  targets = await createTargets(ctx, admin.id);
}, 60_000);
afterAll(() => ctx.close());

it('hands out a signed challenge that expires in ten minutes, never cached', async () => {
  const res = await call('GET', '/api/spam/challenge');
  expect(res.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/);
  const { parameters, signature } = res.json().result as Challenge;
  expect(signature).toMatch(/^[0-9a-f]{64}$/);
  expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
  expect((parameters.expiresAt as number) * 1000 - clock.now().getTime()).toBeLessThanOrEqual(10 * 60_000);
  expect((await challenge()).parameters.nonce).not.toBe(parameters.nonce);
});

it('accepts a solved challenge once; a replay stores nothing', async () => {
  const altcha = await solveCaptcha(await challenge());
  const before = await messages();
  expect((await post(altcha)).json()).toMatchObject({ code: 0 });
  expect((await post(altcha)).json()).toMatchObject({ code: 1, message: SPAM_MESSAGES.captchaExpired });
  expect(await messages()).toBe(before + 1);
});

it('refuses a missing, damaged or tampered solution, storing nothing', async () => {
  const before = await messages();
  expect((await post()).json()).toMatchObject({ code: 1, message: SPAM_MESSAGES.captchaRequired });
  expect((await post('not-base64-json')).json()).toMatchObject({ code: 1, message: SPAM_MESSAGES.captchaFailed });
  const solved = JSON.parse(Buffer.from(await solveCaptcha(await challenge()), 'base64').toString());
  const forge = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');
  // A signature of our own making, an easier prefix, a wrong key: each is refused.
  const signature = solved.challenge.signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a'));
  expect((await post(forge({ ...solved, challenge: { ...solved.challenge, signature } }))).json().message).toBe(
    SPAM_MESSAGES.captchaFailed,
  );
  const easier = { ...solved.challenge, parameters: { ...solved.challenge.parameters, keyPrefix: '00' } };
  expect((await post(forge({ ...solved, challenge: easier }))).json().message).toBe(SPAM_MESSAGES.captchaFailed);
  const wrongKey = { ...solved.solution, derivedKey: '00'.repeat(32) };
  expect((await post(forge({ ...solved, solution: wrongKey }))).json().message).toBe(SPAM_MESSAGES.captchaFailed);
  expect(await messages()).toBe(before);
  // Untouched, the same solution is still good: the refusals spent nothing.
  expect((await post(forge(solved))).json().code).toBe(0);
});

it('refuses a solution whose challenge expired', async () => {
  const altcha = await solveCaptcha(await challenge());
  await clock.set(new Date(clock.now().getTime() + 11 * 60_000));
  expect((await post(altcha)).json()).toMatchObject({ code: 1, message: SPAM_MESSAGES.captchaExpired });
});

it('keeps a solution spent for another process sharing the database', async () => {
  // A second process holds only the server's secret and the database: its own Captcha over both.
  const other = new Captcha(ctx.app, TEST_JWT_SECRET);
  const altcha = await solveCaptcha(await other.challenge());
  expect((await post(altcha)).json().code).toBe(0);
  // The solutions spent before the clock moved past their expiry were pruned on the way.
  expect(await ctx.db.selectFrom('captcha_uses').selectAll().execute()).toHaveLength(1);
  await expect(other.check(altcha, null)).rejects.toThrow(SPAM_MESSAGES.captchaExpired);
});

it('guards comments, link applications and registration too', async () => {
  const reader = (await call('POST', '/api/user/register', { username: 'robot01', password: 'Passw0rd!' })).json();
  expect(reader).toMatchObject({ code: 1, message: SPAM_MESSAGES.captchaRequired });
  const altcha = await solveCaptcha(await challenge());
  const joined = await call('POST', '/api/user/register', { username: 'human01', password: 'Passw0rd!', altcha });
  expect(joined.json().code).toBe(0);
  const login = await call('POST', '/api/user/login', { username: 'human01', password: 'Passw0rd!' });
  const user = { id: 0, username: 'human01', password: '', token: login.json().result.token as string };
  const comment = { type: 1, for_id: targets.articleId, content: '你好' };
  expect((await call('POST', '/api/comment/add', comment, user)).json().message).toBe(SPAM_MESSAGES.captchaRequired);
  const link = { site_name: '某站', url: 'https://example.com', site_desc: '介绍', site_avatar: '' };
  expect((await call('POST', '/api/links/add', link, user)).json().message).toBe(SPAM_MESSAGES.captchaRequired);
});

it('asks nothing of the admin', async () => {
  const comment = { type: 1, for_id: targets.articleId, content: '博主回复' };
  expect((await call('POST', '/api/comment/add', comment, admin)).json()).toMatchObject({ code: 0 });
  expect((await call('POST', '/api/message/add', { ...STYLE, tag: '鼓励', message: '公告' }, admin)).json().code).toBe(
    0,
  );
});

it('takes its difficulty from the desk, within bounds', async () => {
  const settings = (await call('GET', '/api/admin/spam/settings', undefined, admin)).json().result;
  expect(settings.captcha_max_number).toBe(1000);
  const harder = { ...settings, captcha_max_number: 2000 };
  expect((await call('PUT', '/api/admin/spam/settings', harder, admin)).json().result.captcha_max_number).toBe(2000);
  const tooEasy = { ...settings, captcha_max_number: 10 };
  expect((await call('PUT', '/api/admin/spam/settings', tooEasy, admin)).statusCode).toBe(400);
  const solved = JSON.parse(Buffer.from(await solveCaptcha(await challenge()), 'base64').toString());
  expect(solved.solution.counter).toBeLessThanOrEqual(2000);
});
