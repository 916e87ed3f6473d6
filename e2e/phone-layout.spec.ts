import { expect, test, type Page } from './fixtures';
import { PHONE, transitionsDone } from './a11yKit';
import { STATIC_PAGE_TITLES } from '../protocol/pageTitles';
import { networkQuiet } from './networkQuiet';

// docs/behaviour.md §2.2 "Floating controls on a phone": on a 390 × 844 screen the music disc, the chat,
// contents and back-to-top buttons never sit over anything the reader sees — text, chips, avatars,
// code lines, buttons — wherever the page is scrolled, before the app boots and after.

/** The floating controls, by their accessible names. */
const CONTROLS = ['音乐播放器', '聊天室', '打开目录', '回到顶部'];

/** Every public page: the page-title table's, the home page, an article with code, an article list, 专栏. */
const PAGES = ['/home', '/article?id=8', ...Object.keys(STATIC_PAGE_TITLES), '/photos', '/articleList', '/series'];

/**
 * Runs in the page: each visible control's box against what the reader can see of the content in
 * `main` and the footer — each line of text (its range's boxes, not its block's), and every picture,
 * icon, field, button, link, chip, avatar and code line. What a scrolling box clips, or what scrolls
 * behind the opaque dock, is not seen — except at the page's end, where the page keeps the dock's room
 * free: there the dock counts as a control. (A list that loads more at its end is no longer at its end
 * once it has.) Returns one line per overlap of at least 2 × 2 px.
 */
function overlaps(names: string[]): string[] {
  type Box = { l: number; t: number; r: number; b: number };
  const box = (r: DOMRect): Box => ({ l: r.left, t: r.top, r: r.right, b: r.bottom });
  const cut = (a: Box, b: Box): Box => ({
    l: Math.max(a.l, b.l),
    t: Math.max(a.t, b.t),
    r: Math.min(a.r, b.r),
    b: Math.min(a.b, b.b),
  });
  const seen = (a: Box) => a.r - a.l >= 2 && a.b - a.t >= 2;
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
  let view: Box = { l: 0, t: 0, r: innerWidth, b: innerHeight };
  const dock = document.querySelector('[data-testid="floating-dock"]');
  const dockShown = dock && shown(dock) && /^rgb\(/.test(getComputedStyle(dock).backgroundColor);
  if (dockShown && !atEnd) view = { ...view, b: Math.min(view.b, dock.getBoundingClientRect().top) };
  const controls = [...document.querySelectorAll('button[aria-label]')]
    .filter((el) => names.includes(el.getAttribute('aria-label') ?? '') && shown(el))
    .map((el) => ({ name: el.getAttribute('aria-label'), at: cut(box(el.getBoundingClientRect()), view) }))
    .concat(dockShown && atEnd ? [{ name: 'the dock', at: cut(box(dock.getBoundingClientRect()), view) }] : [])
    .filter((control) => seen(control.at));
  /** The part of `at` that `el`'s scrolling or clipping ancestors leave on screen. */
  const clipped = (el: Element, at: Box): Box => {
    let out = cut(at, view);
    for (let up = el.parentElement; up && seen(out); up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none')
        out = cut(out, box(up.getBoundingClientRect()));
    }
    return out;
  };
  const found: string[] = [];
  const isControl = (el: Element) => names.includes(el.closest('button[aria-label]')?.getAttribute('aria-label') ?? '');
  const check = (el: Element, at: Box, what: string) => {
    if (isControl(el)) return;
    const visible = clipped(el, at);
    for (const control of controls)
      if (seen(cut(visible, control.at))) found.push(`${control.name} over ${what} at ${JSON.stringify(visible)}`);
  };
  const things =
    'img, svg, input, textarea, button, a, [role="button"], .MuiChip-root, .MuiAvatar-root, .md-editor-code-line';
  for (const root of document.querySelectorAll('main, body > div footer')) {
    for (const el of root.querySelectorAll(things))
      if (shown(el)) check(el, box(el.getBoundingClientRect()), `<${el.tagName.toLowerCase()} ${el.className}>`);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) check(node.parentElement, box(line), `"${text.slice(0, 16)}"`);
    }
  }
  return found;
}

/** What steps aside with the dock on a phone once the app is up: the disc, the chat and contents buttons. */
const STEPPING_ASIDE = '[data-testid="music-disc"], button[aria-label="聊天室"], button[aria-label="打开目录"]';

/** Waits for the controls to finish stepping aside or coming back: no transition still running. */
async function settled(page: Page, booted: boolean, aside: boolean) {
  // The dock and each control follow the scroll on their own (the widgets are parts loaded on demand
  // that may re-render a turn later), so the controls are awaited until they agree with the dock. A
  // list that loads more at its end may send them all aside again: then they agree on that.
  if (booted) {
    const dock = page.getByTestId('floating-dock');
    if (aside) await expect(dock).toHaveAttribute('data-aside', 'true');
    else await expect(dock).not.toHaveAttribute('data-aside');
    await page.waitForFunction(
      (selector) => {
        const dockAside = document.querySelector('[data-testid="floating-dock"]')?.hasAttribute('data-aside');
        return [...document.querySelectorAll(selector)].every((el) => el.hasAttribute('data-aside') === dockAside);
      },
      STEPPING_ASIDE,
      { timeout: 15_000 },
    );
  }
  await transitionsDone(page);
}

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

async function checkEveryPage(page: Page, booted: boolean) {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  // A page that needs a query (/photos, /siteList, /message/detail, /articleList) is reached by a link
  // an earlier page shows, as a reader would.
  const linked = new Map<string, string>();
  const problems: string[] = [];
  for (const path of PAGES) {
    const url = linked.get(path) ?? path;
    await page.goto(url);
    await networkQuiet(page);
    for (const href of await page.locator('a[href*="?"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      if (href?.startsWith('/') && !linked.has(href.split('?')[0])) linked.set(href.split('?')[0], href);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    const record = async (where: string) =>
      problems.push(...(await page.evaluate(overlaps, CONTROLS)).map((line) => `${url} ${where}: ${line}`));
    await settled(page, booted, false);
    await record('top');
    if (bottom <= 2) continue;
    const middle = Math.round(bottom / 2);
    if (middle > 60) {
      await scrollTo(page, middle);
      await settled(page, booted, true);
      await record(`y=${middle}`);
      // Scrolling up a little brings the controls back (docs/behaviour.md §2.2).
      await scrollTo(page, middle - 8);
      await settled(page, booted, false);
      await record(`y=${middle - 8} (back)`);
    }
    // At the end they come back too, over the room the page keeps free below its footer. A list
    // that loads more at its end grows the page: follow it to its last end first.
    let end = bottom;
    for (let grown = 0; grown < 5; grown += 1) {
      await scrollTo(page, end);
      await networkQuiet(page);
      const now = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      if (now <= end + 2) break;
      end = now;
    }
    await scrollTo(page, end);
    await settled(page, booted, false);
    await record('end');
  }
  expect(problems).toEqual([]);
}

test('phone: no floating control covers content on any page, scrolled anywhere', async ({ page }) => {
  await checkEveryPage(page, true);
});

test.describe('before the app boots', () => {
  test.use({ bootAtArrival: false });
  test('phone: the server-rendered launchers cover no content either', async ({ page }) => {
    await checkEveryPage(page, false);
  });
});

test('phone: a long code line scrolls sideways inside its block, it never wraps', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/article?id=8');
  const code = page.locator('.md-editor-preview .md-editor-code pre code').first();
  await expect(code).toBeVisible();
  // docs/behaviour.md §3: every line is one line box, and the block is wider inside than on screen.
  const wrapped = await code
    .locator('.md-editor-code-line-content')
    .evaluateAll(
      (lines) =>
        lines.filter((line) => line.getClientRects().length > 1 || line.getBoundingClientRect().height > 1.6 * 14 * 1.5)
          .length,
    );
  expect(wrapped).toBe(0);
  expect(await code.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
