import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { apiLogin, injectSession } from './chatSession';
import { CACHE_NAMES } from '../protocol/webApp';
import { articleWithPictures, cachedAnswers, cachedPaths, controlled, expectPicturesLoaded } from './offlineKit';

// Offline reading and safe updates (docs/behaviour.md §12): the service worker is on here only
// (playwright.config.ts blocks it for every other spec); each test's context is a fresh profile.
test.use({ serviceWorkers: 'allow' });

test('an article read once opens offline with its pictures; an unvisited page shows the offline page', async ({
  page,
  context,
  request,
}) => {
  const article = await articleWithPictures(request);
  await page.goto('/home');
  await controlled(page);
  await page.goto(`/article?id=${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expectPicturesLoaded(page, article.alts);
  // Kept by the worker itself, not only by the browser's HTTP cache.
  const firstPicture = await page
    .locator('main article')
    .getByRole('img', { name: article.alts[0] })
    .evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname);
  expect(await cachedPaths(page, CACHE_NAMES.images)).toContain(firstPicture);
  expect(await cachedPaths(page, CACHE_NAMES.pages)).toContain(`/article?id=${article.id}`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expectPicturesLoaded(page, article.alts);

  // Never visited: the offline page, listing the article above.
  await page.goto('/talk');
  await expect(page.getByRole('heading', { name: '当前处于离线状态' })).toBeVisible();
  await page.getByRole('link', { name: article.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

  // Back online, pages come from the network again (network first).
  await context.setOffline(false);
  await page.goto('/talk');
  await expect(page.getByRole('heading', { name: '当前处于离线状态' })).toHaveCount(0);
});

test('the article read before the worker was ready is kept once it takes over, and opens offline', async ({
  page,
  context,
  request,
}) => {
  // A first visit straight to an article: the page loads before any worker exists (on a slow machine
  // the worker took ~20 s), so none of its requests went through the worker.
  const article = await articleWithPictures(request);
  await page.goto(`/article?id=${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expectPicturesLoaded(page, article.alts);
  await controlled(page);
  // The worker stored what the reader has open: the page and its pictures.
  await expect
    .poll(() => cachedPaths(page, CACHE_NAMES.pages), { timeout: 20_000 })
    .toContain(`/article?id=${article.id}`);
  const firstPicture = await page
    .locator('main article')
    .getByRole('img', { name: article.alts[0] })
    .evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname);
  await expect.poll(() => cachedPaths(page, CACHE_NAMES.images)).toContain(firstPicture);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: '当前处于离线状态' })).toHaveCount(0);
  await expectPicturesLoaded(page, article.alts);
});

test('a logged-in request is never cached, and logout empties what the reader read', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const admin = await apiLogin(request, baseURL!, 'admin', E2E_ADMIN_PASSWORD);
  await injectSession(context, admin);
  await page.goto('/home');
  await controlled(page);
  // The same public answer, asked for anonymously and with the reader's token.
  const fetched = await page.evaluate(async (token) => {
    const anonymous = await fetch('/api/article/getHotArticle');
    const withToken = await fetch('/api/pageHeader/getAll', { headers: { Authorization: token } });
    return [anonymous.status, withToken.status];
  }, admin.token);
  expect(fetched).toEqual([200, 200]);
  const api = await cachedPaths(page, CACHE_NAMES.api);
  expect(api).toContain('/api/article/getHotArticle');
  expect(api).not.toContain('/api/pageHeader/getAll');

  // Logged in through the app: its personal answers (user info, notifications) are not kept.
  await page.goto('/home');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  expect((await cachedPaths(page, CACHE_NAMES.api)).filter((p) => /^\/api\/(user|notify)\//.test(p))).toEqual([]);

  // A second apart: every answer read so far carries an earlier Date than the logout's second.
  await page.waitForTimeout(1100);
  const loggedOutAt = Math.floor(Date.now() / 1000) * 1000;
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  // What the reader read is gone. The page, logged out now, asks again for its public answers (the
  // sidebar's after the login state changes), and those may be kept anew.
  const readBefore = async (name: string) =>
    (await cachedAnswers(page, name)).filter((answer) => !(answer.sent >= loggedOutAt)).map((answer) => answer.path);
  await expect.poll(() => readBefore(CACHE_NAMES.api)).toEqual([]);
  expect(await readBefore(CACHE_NAMES.pages)).toEqual([]);
  expect(await readBefore(CACHE_NAMES.images)).toEqual([]);
});

test('the manifest and worker pass Chromium’s installability checks', async ({ baseURL }, testInfo) => {
  // A profile on disk: Chromium never offers to install from an incognito context (Playwright's
  // default), so the check runs where a reader's browser would.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/home');
    await controlled(page);
    // The calls Lighthouse's installable-manifest audit made (Lighthouse 12 dropped that audit).
    const cdp = await context.newCDPSession(page);
    const { errors: manifestErrors, url } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifestErrors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('a new deploy raises 有新版本，点击刷新 and one tap loads it whole', async ({ page }) => {
  await page.goto('/home');
  await controlled(page);
  // A new deploy, as the browser sees it: /sw.js with another precache list (index.html's revision).
  const workerFile = path.resolve(__dirname, '..', process.env.CLIENT_DIR ?? 'dist', 'sw.js');
  const deployed = fs.readFileSync(workerFile, 'utf8');
  const revision = /'revision':'([0-9a-f]+)','url':'\/index\.html'/.exec(deployed)?.[1];
  expect(revision, 'index.html in the precache list of dist/sw.js').toBeTruthy();
  const nextRevision = `${revision!.slice(0, -6)}abcdef`;
  try {
    fs.writeFileSync(workerFile, deployed.replace(`'revision':'${revision}'`, `'revision':'${nextRevision}'`));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('button', { name: '有新版本，点击刷新' });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    // The page keeps running the old shell until the tap.
    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
    const reloaded = page.waitForEvent('load');
    await prompt.click();
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    await expect(page.getByRole('button', { name: '有新版本，点击刷新' })).toHaveCount(0);
    // The new worker controls the page and its precache is the new deploy's, the old one gone.
    const shellEntries = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.includes('precache'));
      const urls = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return urls.flat().filter((url) => url.includes('/index.html'));
    });
    expect(shellEntries.map((url) => new URL(url).searchParams.get('__WB_REVISION__'))).toEqual([nextRevision]);
  } finally {
    fs.writeFileSync(workerFile, deployed);
  }
});
