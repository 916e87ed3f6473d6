import { expect, type Page } from '@playwright/test';
import { pagePaths } from '../src/app/routePaths';
import { routes } from '../src/app/router';
import { networkQuiet } from './networkQuiet';

// Shared by the accessibility specs (docs/accessibility.md): the page list, the two themes, the two
// screen sizes, and banners swapped for a test picture (the picture itself: e2e/png.ts).

/** Every page of the route table (src/app/router.tsx): pages added later are checked automatically. */
export const PAGE_PATHS = pagePaths(routes);

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export type Mode = 'light' | 'dark';

const SWITCH = 'button[data-theme-mode]';

/**
 * The theme now shown, once the switch agrees with the scheme on <html>. Before hydration and the
 * start-up rule (docs/behaviour.md §3) the server's markup carries a light switch while the inline
 * script may already have painted the page dark (outside hours 8 to 18), so reading the switch at
 * once would depend on the clock.
 */
export async function themeOf(page: Page): Promise<Mode> {
  const agreed = () =>
    page.evaluate((selector) => {
      const shown = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
      return document.querySelector(selector)?.getAttribute('data-theme-mode') === shown ? shown : null;
    }, SWITCH);
  await expect.poll(agreed, { timeout: 15_000 }).not.toBeNull();
  return (await agreed()) ?? 'light';
}

/**
 * Waits until every finite animation and transition has ended (the spinning disc and spinners never
 * do): colours read mid-fade (a panel fading in, a theme switching) are neither theme's.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Shows the page in `mode` without a reload. A DOM click, so it also works while a modal widget
 * covers the header; clicked again only if a click was lost (it never toggles back). Then waits
 * for the .3 s colour transitions to end.
 */
export async function showTheme(page: Page, mode: Mode): Promise<void> {
  const toggle = page.locator(SWITCH).first();
  await expect(async () => {
    if ((await themeOf(page)) !== mode) await toggle.evaluate((button: HTMLElement) => button.click());
    await expect(toggle).toHaveAttribute('data-theme-mode', mode, { timeout: 3000 });
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  }).toPass({ timeout: 20_000 });
  await transitionsDone(page);
}

/** Switches to the other theme; returns the one now shown. */
export async function toggleTheme(page: Page): Promise<Mode> {
  const after: Mode = (await themeOf(page)) === 'dark' ? 'light' : 'dark';
  await showTheme(page, after);
  return after;
}

/** Waits until a page has its content and the idle-loaded widgets (chat, music) are in place. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('music-disc')).toBeVisible();
  await networkQuiet(page);
  await expect(page.getByTestId('article-skeleton')).toHaveCount(0);
}

/**
 * Shows `picture` as the banner of the given routes (all when `routes` is omitted), as if the author
 * had uploaded it there. Pages are server-rendered with their banners already in the HTML and the
 * preloaded state, so both the page documents and later `getAll` answers are rewritten.
 */
export async function showBannerPicture(page: Page, picture: Buffer, routes?: readonly string[]): Promise<void> {
  const seeded = (await (await page.request.get('/api/pageHeader/getAll')).json()) as {
    result: { route_name: string; bg_url: string }[];
  };
  const chosen = (route: string) => !routes || routes.includes(route);
  const replaced = [...new Set(seeded.result.filter((h) => chosen(h.route_name) && h.bg_url).map((h) => h.bg_url))];
  await page.route('**/a11y-banner.png', (route) => route.fulfill({ contentType: 'image/png', body: picture }));
  await page.route('**/api/pageHeader/getAll', async (route) => {
    const answer = (await (await route.fetch()).json()) as typeof seeded;
    const result = answer.result.map((h) => (chosen(h.route_name) ? { ...h, bg_url: '/a11y-banner.png' } : h));
    await route.fulfill({ json: { ...answer, result } });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    let body = await response.text();
    for (const url of replaced) body = body.split(url).join('/a11y-banner.png');
    // The body is sent decoded, so the encoding and length of the original no longer apply.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    delete headers['etag'];
    await route.fulfill({ status: response.status(), headers, body });
  });
}
