import { themeOf, toggleTheme } from './a11yKit';
import { expect, test } from './fixtures';

// Issue "Foundation": routing, home articles, theme persistence, 404 countdown, header scroll rule.

test("'/' redirects to /home, which shows the seeded articles", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  const title = cards.first().getByRole('heading', { level: 2 });
  await expect(title).not.toHaveText('');
  await expect(page.getByRole('region', { name: '博主信息' })).toBeVisible();
});

test('the theme toggle survives a reload', async ({ page }) => {
  await page.goto('/home');
  const after = await toggleTheme(page);
  await page.reload();
  await expect(page.locator('button[data-theme-mode]')).toHaveAttribute('data-theme-mode', after);
  expect(await themeOf(page)).toBe(after);
});

test('an unknown path shows the 404 page and counts down to /home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('countdown')).toContainText('秒后自动返回首页');
  await expect(page.getByRole('button', { name: '回到首页' })).toBeVisible();
  await page.waitForURL(/\/home$/, { timeout: 9000 });
  await expect(page.getByTestId('article-card').first()).toBeVisible();
});

test('the header hides on scrolling down and comes back on scrolling up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  const header = page.locator('header[data-hidden]');
  await expect(header).toHaveAttribute('data-transparent', 'true');
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect(header).toHaveAttribute('data-transparent', 'false');
});

test('menus, the drawer and back-to-top load on demand and work', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '回到顶部' })).toHaveCount(0);
  await page.mouse.wheel(0, 900);
  const backToTop = page.getByRole('button', { name: '回到顶部' });
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '后端推荐' }).click();
  await expect(page).toHaveURL(/\/resources\/back$/);

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('navigation', { name: '移动端导航' });
  await expect(drawer).toContainText('标签');
  await drawer.getByRole('link', { name: '留言板' }).click();
  await expect(page).toHaveURL(/\/message\/list$/);
  await expect(drawer).toBeHidden();
});

test('a page or menu whose code cannot be downloaded does not blank the blog', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route(/\/assets\/(page-banner|page-archives|popup-menu)\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/home');
  await expect(page.getByTestId('article-card').first()).toBeVisible();

  await page.getByRole('button', { name: '更多' }).click();
  await page.waitForTimeout(1500); // past the one retry
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await expect(page.getByTestId('article-card').first()).toBeVisible();

  await page.getByRole('link', { name: '时间轴' }).click();
  // The welcome notice is an alert too (it may still be up): look for the page's own.
  const pageFailure = page.getByRole('alert').filter({ hasText: '页面加载失败' });
  await expect(pageFailure).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: '刷新页面' }).click();
  await expect(page).toHaveURL(/\/archives$/);
  await expect(pageFailure).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '时间轴' })).toBeVisible();
});
