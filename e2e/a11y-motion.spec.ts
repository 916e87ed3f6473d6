import { expect, test, type Page } from './fixtures';
import { DESKTOP, settled } from './a11yKit';
import { muiClass } from '../src/shared/lib/muiClassNames';

// prefers-reduced-motion: reduce (docs/accessibility.md): the typewriter shows its text at once, the
// progress bar stands still, scrolling is instant and MUI's transitions are off. Each check also runs
// once without the setting, so it proves the difference rather than a default.

test.use({ viewport: DESKTOP });

/** Records the `behavior` of every window.scrollTo call. */
const recordScrolls = (page: Page) =>
  page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { scrollCalls: string[] }).scrollCalls = calls;
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
      if (typeof options === 'object') calls.push(options.behavior ?? 'auto');
      return typeof options === 'object' ? original(options) : original(options ?? 0, y ?? 0);
    }) as typeof window.scrollTo;
  });
const scrollCalls = (page: Page) => page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls);

async function backToTopBehaviour(page: Page): Promise<string | undefined> {
  await page.mouse.wheel(0, 1200);
  await page.getByRole('button', { name: '回到顶部' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  return (await scrollCalls(page)).at(-1);
}

test('with reduced motion the typewriter is still and shows every line at once', async ({ page }) => {
  const { result } = await (await page.request.get('/api/config')).json();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  const typewriter = page.getByTestId('typewriter');
  await expect(typewriter).toHaveAttribute('data-still', 'true');
  expect(await typewriter.textContent()).toBe(result.typewriter_text);
  await page.waitForTimeout(600);
  expect(await typewriter.textContent()).toBe(result.typewriter_text);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(typewriter).toHaveAttribute('data-still', 'false');
  await expect
    .poll(async () => (await typewriter.textContent())?.length ?? 0)
    .toBeLessThan(result.typewriter_text.length);
});

test('with reduced motion back-to-top and route changes scroll instantly', async ({ page }) => {
  await recordScrolls(page);
  await page.goto('/home');
  await settled(page);
  expect(await backToTopBehaviour(page)).toBe('smooth');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await backToTopBehaviour(page)).toBe('auto');
  await page.getByRole('banner').getByRole('link', { name: '时间轴' }).click();
  await expect(page).toHaveURL(/\/archives$/);
  expect((await scrollCalls(page)).at(-1)).toBe('auto');
});

/**
 * The progress bar's transition durations (computed, in s) at every change nprogress makes to it
 * during one navigation. It is on screen only for a moment, so it is watched rather than sampled.
 * The bar's code downloads with the first navigation (src/features/layout/progress.ts); a navigation
 * that ends before it has arrived shows no bar (right: it needed none). On a loaded runner that can
 * be more than one navigation, so the reader goes back and forth until one shows the bar.
 */
async function progressBarDurations(page: Page): Promise<number[]> {
  const visit = async (link: string, heading: RegExp) => {
    await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
    await expect(page.locator('main h1').filter({ hasText: heading }).first()).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  };
  const seen = () => page.evaluate(() => (window as unknown as { barDurations: number[] }).barDurations);
  for (let round = 0; round < 5; round += 1) {
    await visit('时间轴', /时间轴/);
    await visit('首页', /./);
    if ((await seen()).length > 0) break;
  }
  return seen();
}

const watchProgressBar = (page: Page) =>
  page.addInitScript(() => {
    const durations: number[] = [];
    (window as unknown as { barDurations: number[] }).barDurations = durations;
    new MutationObserver(() => {
      const bar = document.querySelector('#nprogress .bar');
      if (bar) durations.push(parseFloat(getComputedStyle(bar).transitionDuration));
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  });

test('with reduced motion the progress bar does not slide', async ({ page, browser }) => {
  await watchProgressBar(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  await settled(page);
  const still = await progressBarDurations(page);
  expect(still.length).toBeGreaterThan(0);
  expect(Math.max(...still)).toBeLessThanOrEqual(0.001);

  // Without the setting the same bar slides.
  const moving = await browser.newPage({ viewport: DESKTOP });
  await watchProgressBar(moving);
  await moving.goto('/home');
  await settled(moving);
  expect(Math.max(...(await progressBarDurations(moving)))).toBeGreaterThan(0.1);
  await moving.close();
});

test('with reduced motion dialogs appear without a transition', async ({ page }) => {
  const backdropTransition = () =>
    page
      .locator(`.${muiClass('MuiBackdrop', 'root')}`)
      .last()
      .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  await page.goto('/home');
  await settled(page);
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await backdropTransition()).toBeGreaterThan(0.1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await backdropTransition()).toBeLessThanOrEqual(0.001);
  // Closing still works (the transition callbacks still run).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
