import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { apiLogin, injectSession } from './chatSession';
import { CACHE_NAMES } from '../protocol/webApp';

// Offline reading and safe updates (docs/behaviour.md §12): the service worker is on here only
// (playwright.config.ts blocks it for every other spec); each test's context is a fresh profile.
test.use({ serviceWorkers: 'allow' });

/** Waits until the worker is installed (its precache complete) and controls the page. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 60_000,
  });

/** The first article with a picture in its body, and its title. */
async function articleWithPicture(request: APIRequestContext): Promise<{ id: number; title: string }> {
  for (let id = 1; id <= 40; id += 1) {
    const body = await (await request.get(`/api/article/getArticleById/${id}`)).json();
    if (body.code === 0 && /!\[[^\]]*\]\(/.test(body.result.article_content ?? ''))
      return { id, title: body.result.article_title };
  }
  throw new Error('the demo content has no article with a picture');
}

/** The article's pictures once every one has loaded (lazy ones are scrolled into view first). */
async function loadedPictures(page: Page): Promise<number> {
  const pictures = page.locator('main img');
  await expect(pictures.first()).toBeAttached();
  for (const picture of await pictures.all()) await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
  return pictures.count();
}

/** The URLs (path and query) a runtime cache holds. */
const cachedPaths = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, cacheName);

test('an article read once opens offline with its pictures; an unvisited page shows the offline page', async ({
  page,
  context,
  request,
}) => {
  const article = await articleWithPicture(request);
  await page.goto('/home');
  await controlled(page);
  await page.goto(`/article?id=${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  const pictures = await loadedPictures(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  expect(await loadedPictures(page)).toBe(pictures);

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

test('a logged-in request is never cached, and logout empties what the reader read', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const admin = await apiLogin(request, baseURL!, 'admin', E2E_ADMIN_PASSWORD);
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
  await injectSession(context, admin);
  await page.goto('/home');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  expect((await cachedPaths(page, CACHE_NAMES.api)).filter((p) => /^\/api\/(user|notify)\//.test(p))).toEqual([]);

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect.poll(() => cachedPaths(page, CACHE_NAMES.api)).toEqual([]);
  expect(await cachedPaths(page, CACHE_NAMES.pages)).toEqual([]);
});

test('the manifest and worker pass Chromium’s installability checks', async ({ page, context }) => {
  await page.goto('/home');
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const { errors: manifestErrors, url } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifestErrors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  for (const icon of manifest.icons as Array<{ src: string }>) {
    const answer = await page.request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
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
    await prompt.click();
    await expect
      .poll(() => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false))
      .toBe(false);
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
