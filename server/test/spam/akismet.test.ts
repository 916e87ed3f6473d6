import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LINK_STATUS } from '@protocol/codes';
import { REVIEW_MESSAGES } from '@protocol/spamRules';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { STYLE } from '../message/helpers';
import { callerFrom } from './spam-kit';

// docs/behaviour.md §13.3: an optional Akismet-compatible check; `true` holds, anything else never blocks.
let ctx: TestContext;
let admin: TestUser;
let writer: TestUser;
let targets: Targets;
const call = callerFrom(() => ctx, '10.12.0');
const logged: { level: number; msg: string }[] = [];
const forms: URLSearchParams[] = [];

/** Imitates Akismet: records each form and answers by the words in it. */
const akismet = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    forms.push(form);
    if (request.url !== '/1.1/comment-check' || form.get('api_key') !== 'key-123') {
      response.writeHead(200, { 'X-akismet-debug-help': 'We were unable to verify your API key.' });
      return response.end('invalid');
    }
    response.end(form.get('comment_content')?.includes('代开发票') ? 'true' : 'false');
  });
});
/** Takes the request and never answers. */
const silent = http.createServer(() => undefined);
const base = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const listen = (server: http.Server) => new Promise<void>((done) => server.listen(0, '127.0.0.1', done));

const useAkismet = (endpoint: string, key?: string) =>
  call('PUT', '/api/admin/spam/akismet', { enabled: true, endpoint, key }, admin);
const comment = (content: string) =>
  call('POST', '/api/comment/add', { type: 1, for_id: targets.articleId, content }, writer).then((response) =>
    response.json(),
  );

beforeAll(async () => {
  await Promise.all([listen(akismet), listen(silent)]);
  const stream = { write: (line: string) => void logged.push(JSON.parse(line)) };
  ctx = await build({ logger: { level: 'warn', stream } });
  admin = await adminUser(ctx);
  writer = await createUser(ctx, { username: 'akiwriter' });
  targets = await createTargets(ctx, admin.id);
}, 120_000);
afterAll(async () => {
  await ctx.close();
  silent.closeAllConnections();
  await Promise.all([new Promise((done) => akismet.close(done)), new Promise((done) => silent.close(done))]);
});

test('off by default; the key is sealed at rest and never answered', async () => {
  const off = (await call('GET', '/api/admin/spam/akismet', undefined, admin)).json().result;
  expect(off).toEqual({ enabled: false, endpoint: 'https://rest.akismet.com', keySet: false });
  expect((await comment('代开发票')).message).not.toBe(REVIEW_MESSAGES.held);
  expect(forms).toHaveLength(0);

  expect((await useAkismet(base(akismet))).json()).toMatchObject({ code: 1, message: '请填写 API 密钥' });
  expect((await useAkismet('ftp://example.com', 'key-123')).json().message).toBe(
    '服务地址必须是以 http:// 或 https:// 开头的完整网址',
  );
  const saved = (await useAkismet(`${base(akismet)}/`, 'key-123')).json();
  expect(saved.result).toEqual({ enabled: true, endpoint: base(akismet), keySet: true });
  expect(JSON.stringify(saved)).not.toContain('key-123');
  const row = await ctx.db.selectFrom('akismet_settings').selectAll().executeTakeFirstOrThrow();
  expect(row.key_sealed).not.toContain('key-123');
  // Saving again without a key keeps the stored one.
  expect((await useAkismet(base(akismet))).json().result.keySet).toBe(true);
  const other = await createUser(ctx, { username: 'akireader' });
  expect((await call('GET', '/api/admin/spam/akismet', undefined, other)).statusCode).toBe(403);
});

test('a `true` holds the comment; `false` publishes it; the protocol’s fields arrive', async () => {
  forms.length = 0;
  const held = await comment('代开发票，请联系');
  expect(held.message).toBe(REVIEW_MESSAGES.held);
  expect(held.result.held).toBe(true);
  const published = await comment('写得真好');
  expect(published.result.held).toBeFalsy();
  expect(forms).toHaveLength(2);
  expect(Object.fromEntries(forms[1])).toMatchObject({
    api_key: 'key-123',
    blog: 'http://localhost:80',
    user_ip: expect.stringMatching(/^10\.12\.0\./),
    user_agent: 'lightMyRequest',
    comment_type: 'comment',
    comment_author: 'akiwriter',
    comment_content: '写得真好',
    blog_lang: 'zh_cn',
    blog_charset: 'UTF-8',
  });
});

test('an anonymous board post sends its address; a link application is a contact form', async () => {
  forms.length = 0;
  const post = { message: '代开发票', tag: '问候', email: 'guest@example.com', ...STYLE };
  expect((await call('POST', '/api/message/add', post)).json().message).toBe(REVIEW_MESSAGES.held);
  expect(Object.fromEntries(forms[0])).toMatchObject({
    comment_type: 'message',
    comment_author_email: 'guest@example.com',
  });

  const policies = (await call('GET', '/api/admin/spam/settings', undefined, admin)).json().result;
  await call('PUT', '/api/admin/spam/settings', { ...policies, review_link: 'flagged' }, admin);
  const link = { site_name: '好站', site_desc: '代开发票', url: 'https://example.com', site_avatar: '' };
  const { id } = (await call('POST', '/api/links/add', link, writer)).json().result;
  expect(forms[1].get('comment_type')).toBe('contact-form');
  const stored = await ctx.db.selectFrom('links').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  expect(stored.status).toBe(LINK_STATUS.pending);
});

test('an invalid key or a silent server is unknown: the post is published, a warning logged', async () => {
  await useAkismet(base(akismet), 'bad-key');
  expect((await comment('代开发票，再来')).result.held).toBeFalsy();
  expect(logged.some((line) => line.level === 40 && line.msg === 'akismet check gave no verdict')).toBe(true);

  await useAkismet(base(silent), 'key-123');
  const started = Date.now();
  const answer = await comment('代开发票，第三次');
  expect(answer.code).toBe(0);
  expect(answer.result.held).toBeFalsy();
  expect(Date.now() - started).toBeLessThan(5000);
  expect(logged.some((line) => line.level === 40 && line.msg === 'akismet check unreachable')).toBe(true);
  expect(logged.filter((line) => line.level >= 50)).toEqual([]);
});
