import { expect, test, type APIRequestContext } from './fixtures';
import { unescapeHtml } from '../protocol/html';

// docs/map.md "Page head": the HTML itself names the page (read before any script runs,
// as link previews and crawlers do), and the title the client sets on navigation is the same.

interface Envelope<T> {
  code: number;
  result: T;
}

async function apiResult<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<T>).result;
}

const decode = unescapeHtml;

/** The server's <title> and og:title of a page, from its HTML as sent. */
async function serverHead(request: APIRequestContext, path: string): Promise<{ title: string; ogTitle: string }> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    ogTitle: decode(/<meta property="og:title" content="([^"]*)" \/>/.exec(html)?.[1] ?? ''),
  };
}

test('the article’s title is in the HTML before any script runs, and stays after navigation', async ({
  browser,
  page,
  request,
}) => {
  const { blog_name: blog } = await apiResult<{ blog_name: string }>(request, '/api/config');
  const { list } = await apiResult<{ list: { id: number; article_title: string }[] }>(
    request,
    '/api/article/blogHomeGetArticleList/1/5',
  );
  const article = list[0];
  const path = `/article?id=${article.id}`;

  const head = await serverHead(request, path);
  expect(head.title).toBe(`${article.article_title} - ${blog}`);
  expect(head.ogTitle).toBe(article.article_title);

  // A browser with scripts off sees the same title: it comes with the document, not from the app.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noScript.newPage();
  await staticPage.goto(path);
  await expect(staticPage).toHaveTitle(head.title);
  await noScript.close();

  // Client-side navigation sets the same titles the server sends for those URLs.
  await page.goto('/home');
  await expect(page).toHaveTitle((await serverHead(request, '/home')).title);
  await page.getByRole('link', { name: article.article_title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/article\\?id=${article.id}$`));
  await expect(page).toHaveTitle(head.title);
  await page.goto('/home');
  await page.getByRole('link', { name: '时间轴' }).first().click();
  await expect(page).toHaveURL(/\/archives$/);
  await expect(page).toHaveTitle((await serverHead(request, '/archives')).title);
  expect(await page.title()).toBe(`时间轴 - ${blog}`);
});
