import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { PHONE } from './a11yKit';
import { apiLogin, injectSession } from './chatSession';

// docs/admin-desk.md "Layout" and docs/behaviour.md §2.2: the floating stack never covers the desk's
// next-page arrow, and a page without a banner gets an opaque header (no dark scrim over a light page).

const WIDE = { width: 1440, height: 900 };

const nextPage = (page: Page) => page.getByRole('button', { name: /下一页|next page/i });
const chatButton = (page: Page) => page.getByRole('button', { name: '聊天室', exact: true });

/** The element the browser would hand a click at the centre of `target`: inside `target` or not. */
async function receivesClickAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && el.contains(hit);
  });
}

async function openArticlesDesk(page: Page): Promise<void> {
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { name: '文章管理' })).toBeVisible({ timeout: 30_000 });
  await expect(nextPage(page)).toBeEnabled();
  // The chat widget itself, not its server-rendered launcher (docs/architecture.md "Boot on intent"),
  // which it replaces once the page is idle: a box read across that swap would be of neither.
  await expect(page.getByTestId('chat-unread')).toBeAttached();
  await expect(chatButton(page)).toBeVisible();
}

test.beforeEach(async ({ page, context }) => {
  await injectSession(context, await apiLogin(page.request, '', 'admin', E2E_ADMIN_PASSWORD));
});

test('desktop: the next-page arrow is never under the chat button, at any scroll', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await openArticlesDesk(page);
  // Bring the arrow to the chat button's height (as far as the page scrolls; the bar may also sit
  // there unscrolled), then ask the browser what a click there reaches.
  const chat = await chatButton(page).boundingBox();
  const arrow = await nextPage(page).boundingBox();
  expect(chat && arrow).toBeTruthy();
  await page.evaluate((dy) => window.scrollBy(0, dy), arrow!.y + arrow!.height / 2 - (chat!.y + chat!.height / 2));
  await expect(chatButton(page)).toBeVisible();
  const [chatNow, arrowNow] = [await chatButton(page).boundingBox(), await nextPage(page).boundingBox()];
  // The columns the two occupy do not meet: no scroll can put one on the other.
  expect(arrowNow!.x + arrowNow!.width).toBeLessThan(chatNow!.x);
  expect(await receivesClickAtCentre(nextPage(page))).toBe(true);
  await nextPage(page).click();
  await expect(page.getByText(/^11[–-]/)).toBeVisible();
});

test('phone: scrolling down to the pagination, the arrow can be pressed', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openArticlesDesk(page);
  // Read down the table (as a person would, with the wheel) until the pagination bar is on screen.
  await page.mouse.move(200, 400);
  const arrowBottom = async () => {
    const box = await nextPage(page).boundingBox();
    return box ? box.y + box.height : Infinity;
  };
  for (let i = 0; i < 20 && (await arrowBottom()) > PHONE.height - 8; i += 1) await page.mouse.wheel(0, 300);
  const arrow = await nextPage(page).boundingBox();
  expect(arrow!.x + arrow!.width).toBeLessThanOrEqual(PHONE.width);
  expect(arrow!.y).toBeGreaterThanOrEqual(0);
  await expect.poll(() => receivesClickAtCentre(nextPage(page))).toBe(true);
  await nextPage(page).click({ trial: true });
});

/** The header's computed background alpha and its scrim's opacity. */
const headerLook = (page: Page) =>
  page.locator('header[data-transparent]').evaluate((header) => {
    const rgba =
      getComputedStyle(header)
        .backgroundColor.match(/[\d.]+/g)
        ?.map(Number) ?? [];
    return { alpha: rgba.length === 4 ? rgba[3] : 1, scrim: Number(getComputedStyle(header, '::before').opacity) };
  });

for (const [what, viewport] of [
  ['desktop', WIDE],
  ['phone', PHONE],
] as const) {
  test(`${what}: the header is opaque on the desk (no banner) and see-through over a banner`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/admin');
    // The desk's chunk can take a while on a loaded machine.
    await expect(page.getByRole('heading', { name: '仪表盘' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('header[data-transparent="true"]')).toBeVisible();
    await expect.poll(() => headerLook(page)).toEqual({ alpha: 1, scrim: 0 });

    await page.goto('/archives');
    await expect(page.getByTestId('page-banner')).toBeVisible();
    await expect(page.locator('header[data-transparent="true"]')).toBeVisible();
    await expect.poll(() => headerLook(page)).toEqual({ alpha: 0, scrim: 1 });
  });
}
