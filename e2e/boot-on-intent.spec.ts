import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

// docs/architecture.md "Boot on intent": a first-time reader gets the server's page and the boot
// script only; the first tap on a control boots the app and that control responds as if the app
// had been there. What only a real browser shows: scripts actually evaluated, the replayed tap.

test.use({ bootAtArrival: false, viewport: { width: 412, height: 823 } });

/** The scripts the page has evaluated (<script src> elements: the boot's, and the app's once booted). */
const scriptFiles = (page: Page) =>
  page.evaluate(() => [...document.scripts].map((script) => script.src.replace(/^.*\/assets\//, '')).filter(Boolean));

test('a reading page runs only the boot script until the reader acts', async ({ page }) => {
  await page.goto('/article?id=1');
  await page.waitForTimeout(1500);
  expect(await page.locator('html').getAttribute('data-app')).toBe('document');
  const files = await scriptFiles(page);
  expect(files.every((file) => /^(runtime|boot)\./.test(file))).toBe(true);
  // The app's files are there to boot from: prefetched after `load`, not run.
  const listed = ((await page.locator('meta[name="inkstone-app"]').getAttribute('content')) ?? '').split(' ').length;
  expect(listed).toBeGreaterThan(1);
  await expect(page.locator('link[rel="prefetch"]')).not.toHaveCount(0);
  expect(await page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(listed);
});

test('a link tapped before the boot is an ordinary navigation', async ({ page }) => {
  await page.goto('/home');
  const first = page.locator('a[href^="/article?id="]').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href?.replace('?', '\\?')}$`));
  expect(await page.locator('html').getAttribute('data-app')).toBe('document');
});

test('the first tap on the chat button boots the app and opens the chat', async ({ page }) => {
  await page.goto('/talk');
  await page.getByRole('button', { name: '聊天室' }).click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
});

test('the first tap on the music disc boots the app and opens the player', async ({ page }) => {
  await page.goto('/talk');
  await page.getByTestId('music-disc').click();
  await expect(page.getByTestId('music-disc')).toHaveAttribute('aria-expanded', 'true');
});

test('the first tap on 点赞 counts the like once', async ({ page }) => {
  await page.goto('/talk');
  const like = page.getByRole('button', { name: /^点赞 \d+$/ }).first();
  const before = Number((await like.getAttribute('aria-label'))?.split(' ')[1]);
  await like.click();
  await expect(page.getByRole('button', { name: `取消点赞 ${before + 1}` }).first()).toBeVisible();
});

test('a keyboard user gets the same first intent: Enter on the chat button opens it', async ({ page }) => {
  await page.goto('/talk');
  await page.getByRole('button', { name: '聊天室' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-panel')).toBeVisible();
});

test('after the boot, links are client-side navigations: the document stays', async ({ page }) => {
  await page.goto('/talk');
  await page.getByTestId('music-disc').click();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.keyboard.press('Escape');
  await page.locator('a[href="/home"]').first().click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

for (const mode of ['light', 'dark'] as const) {
  test(`an article read before the boot passes axe's contrast rule (${mode})`, async ({ page }) => {
    // The head script's saved scheme (docs/behaviour.md §3): the encoded useDarkKEY flag.
    await page.addInitScript((value) => localStorage.setItem(btoa('useDarkKEY'), btoa(JSON.stringify(value))), mode);
    // The demo article with inline code in lists and interpolations inside strings: the styles the
    // server's sheets alone give them (the app's sheets never load before the boot).
    await page.goto('/article?id=5');
    await expect(page.locator('#article-preview-preview li > code').first()).toBeVisible();
    await expect(page.locator('.hljs-string .hljs-subst').first()).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual([]);
    expect(await page.locator('html').getAttribute('data-app')).toBe('document');
  });
}

test('the reading themes a reader chose apply before the boot and stay through it', async ({ page }) => {
  const body = page.locator('#article-preview-preview');
  const styleOf = () =>
    page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('#article-preview-preview h2')!).marginTop,
      keyword: getComputedStyle(document.querySelector('#article-preview-preview .hljs-keyword')!).color,
    }));
  await page.addInitScript(() => localStorage.setItem(btoa('useDarkKEY'), btoa(JSON.stringify('light'))));
  await page.goto('/article?id=5');
  const defaults = await styleOf();
  // The plain mirror of the saved choice (docs/behaviour.md §3): github's preview theme, a11y's code colours.
  await page.evaluate(() =>
    localStorage.setItem(btoa('blog-reading-themes'), btoa(JSON.stringify({ preview: 'github', code: 'a11y' }))),
  );
  await page.reload();
  await expect(body).toHaveClass(/\bgithub-theme\b/);
  const chosen = { heading: '24px', keyword: 'rgb(121, 40, 161)' }; // github's h2, a11y-light's keyword
  expect(await styleOf()).toEqual(chosen);
  expect(defaults).not.toEqual(chosen);
  expect(await page.locator('html').getAttribute('data-app')).toBe('document');

  await page.getByTestId('music-disc').click();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // The app's own code sheet takes over from the head script's, with the same colours.
  await expect(page.locator('html')).not.toHaveAttribute('data-code-theme');
  await expect(body).toHaveClass(/\bgithub-theme\b/);
  expect(await styleOf()).toEqual(chosen);
});

test('the board cards held below the first screen are laid out at the height held: nothing moves', async ({ page }) => {
  // belowFold (docs/performance.md "Boot on intent"): a card that grew or shrank when laid out would move
  // every card below it under a scroll — a reader's, or Lighthouse's axe, whose contrast checks then
  // measure a page that moved under them.
  await page.goto('/message/list');
  const cards = page.getByTestId('message-cards').getByRole('article');
  const tops = () =>
    cards.evaluateAll((all) => all.slice(0, 12).map((card) => Math.round(card.getBoundingClientRect().top + scrollY)));
  const held = await tops();
  expect(held).toHaveLength(12);
  for (const index of [6, 8, 10, 11]) await cards.nth(index).scrollIntoViewIfNeeded();
  expect(await tops()).toEqual(held);
});
