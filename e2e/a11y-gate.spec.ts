import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { UNKNOWN_PATH_SAMPLE } from '../src/app/routePaths';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { DESKTOP, PAGE_PATHS, PHONE, settled, themeOf, toggleTheme, transitionsDone } from './a11yKit';
import { apiLogin, injectSession } from './chatSession';

// The accessibility gate (docs/accessibility.md): axe-core's WCAG 2.1 A/AA rules on every page of the
// route table, in both themes, on a desktop and a phone screen, and on each widget while it is open.
// Any serious or critical violation fails the run. One page load per page and size: the second
// theme is switched in place and checked for colours.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What a theme switch can change: colours only (docs/accessibility.md), so the second theme of each
 * state is checked with axe's colour rules, the first with all of WCAG 2.1 A/AA.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function expectAccessible(page: Page, what: string, rules: 'all' | 'colours' = 'all'): Promise<void> {
  await transitionsDone(page);
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules === 'all' ? axe.withTags(WCAG_TAGS) : axe.withRules(COLOUR_RULES)).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    // The element's markup and axe's own summary (e.g. the measured ratio) say what to fix.
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}\n      ${n.failureSummary ?? ''}`)
        .join('\n    ')}`,
  );
  expect(report, `${what} (${await themeOf(page)} theme)`).toEqual([]);
}

/** Checks the current state, switches the theme in place, checks its colours again. */
async function expectAccessibleInBothThemes(page: Page, what: string): Promise<void> {
  await expectAccessible(page, what);
  await toggleTheme(page);
  await expectAccessible(page, what, 'colours');
}

test.describe('axe gate, pages', () => {
  test.use({ viewport: DESKTOP });

  // One load per page: desktop in both themes, then the same page resized to a phone.
  for (const path of PAGE_PATHS) {
    test(`page ${path}`, async ({ page }) => {
      // The 404 page goes home after 5 s; hold its one-second countdown so the check sees the 404.
      if (path === UNKNOWN_PATH_SAMPLE) {
        await page.addInitScript(() => {
          const original = window.setInterval.bind(window);
          window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
            ms === 1000 ? 0 : original(handler, ms, ...args)) as typeof window.setInterval;
        });
      }
      await page.goto(path);
      await settled(page);
      await expectAccessibleInBothThemes(page, `${path}, desktop`);
      await page.setViewportSize(PHONE);
      // CSS, not a role: on /userCenter the login dialog hides the rest of the page from the a11y tree.
      await expect(page.locator('header button[aria-label="打开菜单"]')).toBeVisible();
      // Every rule again on the phone's layout, in the theme now shown; the other theme's colours were
      // read on the desktop layout (the phone's open widgets get both themes below).
      await expectAccessible(page, `${path}, phone`);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});

for (const [sizeName, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`axe gate, widgets on ${sizeName}`, () => {
    test.use({ viewport });
    // Many checks in one page: more time than a single-page test.
    test.describe.configure({ timeout: 180_000 });

    test('open widgets: login dialog, chat panel, music panel and lyric board, menus', async ({ page }) => {
      await page.goto('/home');
      await settled(page);

      if (sizeName === 'phone') {
        await page.getByRole('button', { name: '打开菜单' }).click();
        await expect(page.getByRole('navigation', { name: '移动端导航' })).toBeVisible();
        await expectAccessibleInBothThemes(page, 'mobile drawer');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('navigation', { name: '移动端导航' })).toBeHidden();
        // the drawer's user area opens the login dialog on phones
        await page.getByRole('button', { name: '打开菜单' }).click();
        await page.getByRole('presentation').getByRole('button', { name: '登录', exact: true }).click();
      } else {
        await page.getByRole('button', { name: '更多' }).click();
        await expect(page.getByRole('menuitem').first()).toBeVisible();
        await expectAccessibleInBothThemes(page, '更多 menu');
        await page.keyboard.press('Escape');
        await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
      }
      await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
      await expectAccessibleInBothThemes(page, 'login dialog');
      await page.getByRole('dialog').getByRole('button', { name: '没有账号？去注册' }).click();
      await expectAccessible(page, 'register dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('button', { name: '聊天室' }).click();
      await expect(page.getByTestId('chat-panel')).toBeVisible();
      await expectAccessibleInBothThemes(page, 'chat panel');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('chat-panel')).toBeHidden();

      await page.getByTestId('music-disc').click();
      await expect(page.getByTestId('song-row').first()).toBeVisible();
      await expectAccessibleInBothThemes(page, 'music panel');
      await page.getByLabel('音量与播放模式').click();
      await expect(page.getByTestId('volume-popover')).toBeVisible();
      await expectAccessible(page, 'volume popover');
      await page.keyboard.press('Escape');
      await page.getByTestId('open-lyrics').click();
      await expect(page.getByTestId('lyric-board')).toBeVisible();
      await expectAccessibleInBothThemes(page, 'lyric board');
    });

    test('logged in: personal center, notification drawer, user menu', async ({ page, context, request, baseURL }) => {
      await injectSession(context, await apiLogin(request, baseURL ?? '', 'admin', E2E_ADMIN_PASSWORD));
      await page.goto('/userCenter');
      await settled(page);
      await expect(page.getByRole('tab', { name: '个人资料' })).toBeVisible();
      await expectAccessibleInBothThemes(page, 'personal center');

      await page.getByRole('button', { name: '我的消息' }).click();
      await expect(page.getByRole('heading', { name: '我的消息' })).toBeVisible();
      await expectAccessibleInBothThemes(page, 'notification drawer');
      await page.keyboard.press('Escape');

      if (sizeName === 'desktop') {
        await page.getByRole('button', { name: '用户菜单' }).click();
        await expect(page.getByRole('menuitem').first()).toBeVisible();
        await expectAccessible(page, 'user menu');
      }
    });
  });
}
