import { expect, type APIRequestContext, type Page } from './fixtures';

// Helpers of e2e/offline.spec.ts (docs/behaviour.md §12): the worker, the demo article, the caches.

/** Waits until the worker is installed (its precache complete) and controls the page. */
export const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 60_000,
  });

/** The first article with pictures in its body: its id, title and the pictures' alt texts. */
export async function articleWithPictures(request: APIRequestContext) {
  for (let id = 1; id <= 40; id += 1) {
    const body = await (await request.get(`/api/article/getArticleById/${id}`)).json();
    const alts = [...((body.result?.article_content as string | undefined) ?? '').matchAll(/!\[([^\]]+)\]\(/g)].map(
      (match) => match[1],
    );
    if (body.code === 0 && alts.length > 0) return { id, title: body.result.article_title as string, alts };
  }
  throw new Error('the demo content has no article with a picture');
}

/** Every picture of the article body is shown and loaded (lazy ones are scrolled into view). */
export async function expectPicturesLoaded(page: Page, alts: string[]) {
  for (const alt of alts) {
    const picture = page.locator('main article').getByRole('img', { name: alt });
    // Hydration may replace the server's element: retry the scroll on the current one.
    await expect(async () => picture.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
    await expect(picture).toBeVisible();
    await expect
      .poll(() =>
        picture.evaluate(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      )
      .toBe(true);
  }
}

/** The URLs (path and query) a runtime cache holds. */
/**
 * The worker's cached answers in one cache, each with the second the server sent it (its Date
 * header, in ms): what was read before a moment, and what was asked for after it.
 */
export const cachedAnswers = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return Promise.all(
      (await cache.keys()).map(async (request) => {
        const url = new URL(request.url);
        const sent = Date.parse((await cache.match(request))?.headers.get('date') ?? '');
        return { path: url.pathname + url.search, sent };
      }),
    );
  }, cacheName);

export const cachedPaths = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, cacheName);
