import { expect, isHarnessNoise, test, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { settled } from './a11yKit';
import { apiLogin } from './chatSession';

// The article body is HTML made on the server (docs/architecture.md "Article HTML"): raw HTML in the
// Markdown shows as elements without scripts, stays the same after hydration, and an image that
// fails shows the small placeholder (docs/behaviour.md §9.1).

const MISSING_IMAGE = '/uploads/0123456789abcdef0123456789abcdef-missing.png';
const CONTENT = [
  '## 原样的 HTML',
  '',
  '按 <kbd>Ctrl</kbd>+<kbd>C</kbd> 复制；水是 H<sub>2</sub>O，E=mc<sup>2</sup>。',
  '',
  '<details><summary>展开看看</summary>藏起来的一段</details>',
  '',
  '<!-- more -->',
  '',
  `<img src="${MISSING_IMAGE}" width="240" alt="不存在的图" onerror="document.title='hacked'">`,
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
].join('\n');

let articleId = 0;
let token = '';

test.beforeAll(async ({ request }) => {
  token = (await apiLogin(request, '', 'admin', E2E_ADMIN_PASSWORD)).token;
  const created = await (
    await request.post('/api/admin/article', {
      headers: { Authorization: token },
      data: {
        article_title: `原样 HTML ${Date.now().toString(36)}`,
        article_content: CONTENT,
        category_name: '测试分类',
        tagNameList: [],
        status: 'public',
      },
    })
  ).json();
  expect(created.code).toBe(0);
  articleId = created.result.id;
});

test.afterAll(async ({ request }) => {
  if (articleId) await request.delete(`/api/admin/article/${articleId}`, { headers: { Authorization: token } });
});

async function expectRawHtmlElements(page: Page): Promise<void> {
  const body = page.locator('#article-preview-preview');
  await expect(body.locator('kbd')).toHaveText(['Ctrl', 'C']);
  await expect(body.locator('sub')).toHaveText('2');
  await expect(body.locator('sup')).toHaveText('2');
  await expect(body.locator('details:not(.md-editor-code) > summary')).toHaveText('展开看看');
  await expect(body.locator('h2#heading-1')).toHaveText('原样的 HTML');
  await expect(body.locator('code.language-ts .hljs-keyword').first()).toHaveText('const');
  await expect(body).not.toContainText('<kbd>');
  await expect(body).not.toContainText('more');
  expect(await body.locator('[onerror]').count()).toBe(0);
}

test('raw HTML in Markdown is elements in the server HTML, read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/article?id=${articleId}`);
  await expectRawHtmlElements(page);
  const image = page.locator(`#article-preview-preview img[alt="不存在的图"]`);
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '240');
  await context.close();
});

test('after hydration the same elements stay, with no console warning, and a failed image shows the placeholder', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The missing image's own 404 is what this test provokes; everything else counts.
    if (message.text().includes('404') || isHarnessNoise(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`/article?id=${articleId}`);
  await settled(page);
  await expect(page.getByRole('navigation', { name: '文章目录' })).toContainText('原样的 HTML');
  await expectRawHtmlElements(page);
  const image = page.locator(`#article-preview-preview img[alt="不存在的图"]`);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('data-failed', MISSING_IMAGE);
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // The placeholder is a real picture, not the browser's broken-image icon.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await page.title()).not.toBe('hacked');
  expect(problems).toEqual([]);
});
