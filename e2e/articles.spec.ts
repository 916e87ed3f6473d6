import { showTheme } from './a11yKit';
import { chooseReadingTheme, readingTheme } from './readingSettings';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { muiClass } from '../src/shared/lib/muiClassNames';

// Issue "Articles for readers" (reader pages): the article page, the lists, the search dialog.

interface Envelope<T> {
  code: number;
  result: T;
}
interface HomeArticle {
  id: number;
  article_title: string;
}

async function apiResult<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<T>).result;
}

/** A home-page article whose text has headings and a code block (the seed has several). */
async function articleWithCode(request: APIRequestContext): Promise<HomeArticle> {
  const page = await apiResult<{ list: HomeArticle[] }>(request, '/api/article/blogHomeGetArticleList/1/5');
  for (const article of page.list) {
    const detail = await apiResult<{ article_content: string }>(request, `/api/article/getArticleById/${article.id}`);
    if (/(~~~|```)\w*\n/.test(detail.article_content) && (detail.article_content.match(/^##+ /gm) ?? []).length >= 2)
      return article;
  }
  throw new Error('no article with code on the first home page');
}

const readingDuration = async (request: APIRequestContext, id: number) =>
  (await apiResult<{ reading_duration: number }>(request, `/api/article/getArticleById/${id}`)).reading_duration;

/** Every http(s) request the page made, to prove nothing leaves 127.0.0.1 (no CDN). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
const external = (urls: string[]) =>
  urls.filter((url) => /^https?:/.test(url) && new URL(url).hostname !== '127.0.0.1');

test('home → article: themes, table of contents, copy, reading time, nothing from a CDN', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.setViewportSize({ width: 1280, height: 800 });
  const urls = recordRequests(page);
  const target = await articleWithCode(request);
  const before = await readingDuration(request, target.id);

  await page.goto('/home');
  await page.getByTestId('article-card').getByRole('link', { name: target.article_title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/article\\?id=${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.article_title })).toBeVisible();
  await expect(page.getByTestId('article-meta')).toContainText('发表于');
  await expect(page.getByText(/阅读时长 \d+ 分钟/)).toBeVisible();
  const code = page.locator('.md-editor-preview pre code').first();
  await expect(code).toBeVisible();
  await expect(code.locator('[class^="hljs-"]').first()).toBeAttached(); // highlighted by the bundled highlight.js

  // preview and code theme: switched from the article, applied, remembered
  await chooseReadingTheme(page, '预览主题', 'github');
  await expect(page.locator('.md-editor-preview')).toHaveClass(/github-theme/);
  // the code theme colours the highlighted tokens (the preview theme may fix the block's background)
  const token = code.locator('[class^="hljs-"]').first();
  const background = () => token.evaluate((el) => getComputedStyle(el).color);
  const atomBackground = await background();
  await chooseReadingTheme(page, '代码主题', 'stackoverflow');
  await expect.poll(background).not.toBe(atomBackground);
  await page.reload();
  expect(await readingTheme(page, '预览主题')).toBe('github');
  expect(await readingTheme(page, '代码主题')).toBe('stackoverflow');
  await expect(page.locator('.md-editor-preview')).toHaveClass(/github-theme/);

  // the table of contents scrolls the heading right under the fixed header
  const toc = page.getByRole('navigation', { name: '文章目录' });
  const entry = toc.getByRole('link').nth(1);
  const headingId = (await entry.getAttribute('href'))!.slice(1);
  await entry.click();
  const headingTop = () =>
    page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), headingId);
  const headerHeight = await page
    .locator(`header.${muiClass('MuiAppBar', 'root')}`)
    .evaluate((el) => (el as HTMLElement).offsetHeight);
  await expect.poll(headingTop, { timeout: 5000 }).toBeLessThanOrEqual(headerHeight + 3);
  expect(await headingTop()).toBeGreaterThanOrEqual(headerHeight - 3);
  await expect(entry).toHaveAttribute('aria-current', 'location');

  // copy a code block: 复制成功 with the copied code, and the clipboard holds it
  const block = page.locator('.md-editor-code').first();
  await block.hover();
  await block.locator('.md-editor-copy-button').click();
  await expect(page.getByText('复制成功').first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe((await code.textContent())!.trim());
  await page.getByRole('button', { name: '复制文章链接' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // leaving for another route reports the time read
  await page.waitForTimeout(1500);
  await page.mouse.wheel(0, -400); // the header hid while scrolling down; scrolling up brings it back
  await expect(page.locator('header[data-hidden]')).toHaveAttribute('data-hidden', 'false');
  await page.getByRole('link', { name: '首页' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => readingDuration(request, target.id), { timeout: 10_000 }).toBeGreaterThan(before + 1000);

  expect(external(urls)).toEqual([]);
});

test('closing the tab still reports the reading time (keepalive)', async ({ context, request }) => {
  const target = await articleWithCode(request);
  const page = await context.newPage();
  await page.goto(`/article?id=${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.article_title })).toBeVisible();
  const before = await readingDuration(request, target.id);
  await page.waitForTimeout(1500);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => readingDuration(request, target.id), { timeout: 10_000 }).toBeGreaterThan(before + 1000);
});

test('tag cloud → article list → article; /tag and /category lead to the same lists', async ({ page }) => {
  await page.goto('/home');
  const cloud = page.getByRole('region', { name: '标签' });
  const tag = cloud.getByRole('link').first();
  const tagName = (await tag.textContent())!.trim();
  await tag.click();
  await expect(page).toHaveURL(/\/articleList\?id=\d+&type=tag&name=/);
  await expect(page.getByRole('heading', { level: 1, name: tagName })).toBeVisible();
  await expect(page.getByTestId('article-list-total')).toContainText(/共 \d+ 篇/);
  const first = page.getByTestId('article-brief').first();
  const title = (await first
    .locator(`h6, .${muiClass('MuiTypography', 'subtitle2')}`)
    .first()
    .textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/article\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto('/tag');
  await page
    .getByRole('region', { name: '全部标签' })
    .getByRole('link', { name: new RegExp(`^${tagName}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: tagName })).toBeVisible();

  await page.goto('/category');
  const category = page.getByTestId('taxonomy-entry').first();
  const categoryName = (await category.locator('div').first().textContent())!.trim();
  await category.click();
  await expect(page).toHaveURL(/\/articleList\?id=\d+&type=category&name=/);
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(page.getByTestId('article-brief').first()).toBeVisible();
});

test('search: results highlighted, history remembered, hot list with ranks', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  await page.getByRole('button', { name: '搜索文章' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('hot-article')).toHaveCount(5);
  await expect(dialog.getByLabel('第 1 名')).toBeVisible();
  await dialog.getByRole('textbox', { name: '搜索文章' }).fill('博客');
  const result = dialog.getByTestId('search-result').first();
  await expect(result.locator('mark').first()).toHaveText('博客');
  await dialog.getByRole('textbox', { name: '搜索文章' }).press('Enter');
  const title = (await result.locator(`.${muiClass('MuiTypography', 'subtitle2')}`).textContent())!.trim();
  await result.click();
  await expect(page).toHaveURL(/\/article\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.locator('body').click();
  await page.keyboard.press('Control+k');
  await expect(dialog.getByTestId('history-tag').first()).toHaveText('博客');
  const hotTitle = (await dialog.getByTestId('hot-article').first().textContent())!.replace(/^\d/, '').trim();
  await dialog.getByTestId('hot-article').first().click();
  await expect(page.getByRole('heading', { level: 1, name: hotTitle })).toBeVisible();
});

test('every article page in dark mode on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const target = await articleWithCode(request);
  const tags = await apiResult<Array<{ id: number; tag_name: string }>>(request, '/api/tag/getTagDictionary');
  await page.goto('/home');
  await showTheme(page, 'dark');
  const pages: Array<[string, RegExp | string]> = [
    ['/archives', '时间轴'],
    ['/category', '分类'],
    ['/tag', '标签'],
    [`/articleList?id=${tags[0].id}&type=tag&name=${encodeURIComponent(tags[0].tag_name)}`, tags[0].tag_name],
    [`/article?id=${target.id}`, target.article_title],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[data-testid="page-error"]')).toHaveCount(0);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(150); // a dark page
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  }
  // the phone's table of contents is a drawer
  await expect(page.locator('.md-editor-preview')).toBeVisible();
  await expect(page.locator('.md-editor-dark, [data-theme="dark"]').first()).toBeAttached();
  await page.getByRole('button', { name: '打开目录' }).click();
  const toc = page.getByRole('navigation', { name: '文章目录' });
  const entry = toc.getByRole('link').nth(1);
  const headingId = (await entry.getAttribute('href'))!.slice(1);
  await entry.click();
  await expect(toc).toBeHidden();
  const headerHeight = await page
    .locator(`header.${muiClass('MuiAppBar', 'root')}`)
    .evaluate((el) => (el as HTMLElement).offsetHeight);
  await expect
    .poll(
      () => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), headingId),
      { timeout: 5000 },
    )
    .toBeLessThanOrEqual(headerHeight + 3);
});
