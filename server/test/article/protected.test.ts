import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportFolder } from '../../src/transfer/export-folder';
import { LOGIN_PAIR_MAX } from '../../src/modules/user/login-throttle';
import { grantCookieName, GRANT_TTL_MS } from '../../src/modules/article/access';
import { useTestApp } from '../helpers';
import { templateClientDir } from '../ssr/render-bundle';
import { ManualClock } from '../manual-clock';
import { actors, call, type AdminActors } from '../admin/guard';

// docs/behaviour.md §11.4: a protected article's body never leaves the server without its password.
const MARKER = '琥珀密语验证词';
const PASSWORD = 'open-sesame-7';

describe('password-protected articles', () => {
  const clock = new ManualClock(new Date('2030-06-01T00:00:00Z'));
  const ctx = useTestApp({ clock, env: { CLIENT_DIR: templateClientDir() } });
  let who: AdminActors;
  let locked: number;
  let other: number;
  beforeAll(async () => {
    who = await actors(ctx);
    const create = async (title: string, extra: Record<string, unknown>) => {
      const res = await call(ctx, who.admin.token, 'POST', '/api/admin/article', {
        article_title: title,
        article_content: `## 小节\n\n正文开头 ${MARKER} 正文结尾`,
        article_description: '公开的摘要',
        category_name: '加密',
        tagNameList: ['加密标签'],
        status: 'public',
        ...extra,
      });
      expect(res.json().code).toBe(0);
      return res.json().result.id as number;
    };
    locked = await create('上锁的文章', {
      access_password: PASSWORD,
      access_hint: '芝麻开门',
      hide_description: true,
      article_description: `摘要 ${MARKER}`,
    });
    other = await create('另一篇上锁的', { access_password: 'other-password' });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const unlock = (id: number, password: string, ip = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: `/api/article/unlock/${id}`, payload: { password }, remoteAddress: ip });
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '').split(';')[0];
  const comments = (id: number, headers: Record<string, string> = {}) =>
    post('/api/comment/frontGetParentComment', { type: 1, for_id: id, current: 1, size: 10 }, headers);

  it('the admin desk reads and the admin API sets it; the editor never gets the hash', async () => {
    const editor = (await call(ctx, who.admin.token, 'GET', `/api/admin/article/${locked}`)).json().result;
    expect(editor).toMatchObject({ access_protected: true, access_hint: '芝麻开门', hide_description: true });
    expect(editor.article_content).toContain(MARKER);
    expect(JSON.stringify(editor)).not.toMatch(/\$2[aby]\$/);
  });

  it('no public surface carries a word of the body (or the hidden description)', async () => {
    const texts = [
      await get('/api/article/blogHomeGetArticleList/1/50'),
      await get('/api/article/blogTimelineGetArticleList/1/50'),
      await get(`/api/article/getArticleById/${locked}`),
      await get(`/api/article/getRecommendArticleById/${other}`),
      await get('/api/article/getHotArticle'),
      await get(`/api/article/getArticleListByContent/${encodeURIComponent(MARKER)}`),
      await get(`/api/article/searchArticles/${encodeURIComponent(MARKER)}/1`),
      await get(`/api/article/getArticleListByContent/${encodeURIComponent('上锁')}`),
      await post('/api/article/getArticleListByTagId', { id: 1, current: 1, size: 50 }),
      await post('/api/article/getArticleListByCategoryId', { id: 1, current: 1, size: 50 }),
      await get('/rss.xml'),
      await get('/atom.xml'),
      await get('/sitemap.xml'),
      await get(`/article?id=${locked}`),
      await comments(locked),
    ].map((res) => res.body);
    for (const text of texts) expect(text).not.toContain(MARKER);
    const detail = JSON.parse(texts[2]).result;
    expect(detail).toMatchObject({ article_title: '上锁的文章', access_locked: true, access_hint: '芝麻开门' });
    expect([detail.article_content, detail.article_html, detail.article_description]).toEqual(['', '', '']);
    // Found by its title, never by a word of its body.
    expect(JSON.parse(texts[5]).result).toEqual([]);
    expect(JSON.parse(texts[7]).result.map((hit: { id: number }) => hit.id)).toContain(locked);
    expect(texts[10]).toContain('此文章受密码保护');
    expect(texts[12]).toContain(`/article?id=${locked}</loc>`);
    expect(texts[12]).not.toMatch(new RegExp(`id=${locked}</loc>\\s*<lastmod>`));
    expect(JSON.parse(texts[14])).toMatchObject({ code: 403, message: '此文章受密码保护，请先输入访问密码' });
  });

  it('the export leaves it out unless asked, then writes its hash, never a password', async () => {
    const folder = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), name));
    const all = (dir: string) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
        .join('\n');
    const plain = folder('protected-export-');
    const report = await exportFolder(plain, { db: ctx.db, storage: ctx.app.storage });
    expect(report.protectedSkipped).toBe(2);
    expect(all(plain)).not.toContain(MARKER);
    const full = folder('protected-export-all-');
    await exportFolder(full, { db: ctx.db, storage: ctx.app.storage, includeProtected: true });
    expect(all(full)).toContain(MARKER);
    expect(all(full)).toMatch(/access_hash: \$2[aby]\$/);
    expect(all(full)).not.toContain(PASSWORD);
  });

  it('a wrong password is refused, then throttled with 429; the right one is too while throttled', async () => {
    const ip = '10.0.0.9';
    const wrong = await unlock(locked, 'nope', ip);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('访问密码错误');
    expect(wrong.body).not.toContain(MARKER);
    for (let i = 1; i < LOGIN_PAIR_MAX; i += 1) expect((await unlock(locked, 'nope', ip)).statusCode).toBe(403);
    const refused = await unlock(locked, PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^密码错误次数过多/);
    expect(refused.body).not.toContain(MARKER);
  });

  it('the right password answers the body and a grant that opens this article (and its comments) only', async () => {
    const res = await unlock(locked, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().result).toMatchObject({ access_locked: false, article_description: `摘要 ${MARKER}` });
    expect(res.json().result.article_html).toContain(MARKER);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${grantCookieName(locked)}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = { cookie: cookieOf(res) };
    const detail = await get(`/api/article/getArticleById/${locked}`, cookie);
    expect(detail.json().result.article_content).toContain(MARKER);
    expect(detail.headers['cache-control']).toBe('private, no-store');
    expect((await comments(locked, cookie)).json().code).toBe(0);
    // The same grant under another article's name opens nothing.
    const moved = { cookie: cookieOf(res).replace(grantCookieName(locked), grantCookieName(other)) };
    expect((await get(`/api/article/getArticleById/${other}`, moved)).json().result.access_locked).toBe(true);
    expect((await get(`/api/article/getArticleById/${other}`, cookie)).json().result.access_locked).toBe(true);
    expect((await comments(other, cookie)).statusCode).toBe(403);
    // A forged value is refused.
    const forged = { cookie: `${grantCookieName(locked)}=v1.AAAA.BBBB.CCCC` };
    expect((await get(`/api/article/getArticleById/${locked}`, forged)).body).not.toContain(MARKER);
    // The admin reads it with no grant.
    const asAdmin = await call(ctx, who.admin.token, 'GET', `/api/article/getArticleById/${locked}`);
    expect(asAdmin.json().result.article_content).toContain(MARKER);
  });

  it('a grant expires, and a new password ends the grants of the old one', async () => {
    const cookie = { cookie: cookieOf(await unlock(locked, PASSWORD, '10.0.0.2')) };
    const read = async () => (await get(`/api/article/getArticleById/${locked}`, cookie)).json().result.access_locked;
    expect(await read()).toBe(false);
    await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${locked}`, { access_password: 'changed-pass' });
    expect(await read()).toBe(true);
    const fresh = { cookie: cookieOf(await unlock(locked, 'changed-pass', '10.0.0.2')) };
    expect((await get(`/api/article/getArticleById/${locked}`, fresh)).json().result.access_locked).toBe(false);
    await clock.set(new Date(clock.now().getTime() + GRANT_TTL_MS + 1000));
    expect((await get(`/api/article/getArticleById/${locked}`, fresh)).json().result.access_locked).toBe(true);
  });

  it('an empty password lifts the protection', async () => {
    await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${other}`, { access_password: '' });
    const detail = (await get(`/api/article/getArticleById/${other}`)).json().result;
    expect(detail.article_content).toContain(MARKER);
    expect(detail.access_locked).toBeUndefined();
  });
});
