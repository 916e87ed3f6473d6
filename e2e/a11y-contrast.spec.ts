import { expect, test, type Page } from './fixtures';
import {
  contrastRatio,
  isLargeText,
  MIN_CONTRAST_LARGE_TEXT,
  MIN_CONTRAST_TEXT,
  parseCssColor,
  worstContrast,
  type Rgb,
} from '../src/shared/lib/contrast';
import { DESKTOP, PAGE_PATHS, PHONE, showBannerPicture, themeOf, toggleTheme } from './a11yKit';
import { decodePng, region, solidPng } from './png';
import { networkQuiet } from './networkQuiet';

// Text over pictures, measured on real pixels (docs/accessibility.md): the transparent header's
// menu text and icons and every banner's title and line are hidden, the page is photographed, and
// each text colour is compared with every pixel that was behind its box. Normal text needs 4.5 : 1,
// large text and icons 3 : 1, over every seeded banner and over a pure-white and a pure-black one.

interface Measured {
  label: string;
  color: string;
  large: boolean;
  box: { x: number; y: number; width: number; height: number };
}

/** Marks what to measure (text-bearing elements and icons of the transparent header and the banner). */
async function markTargets(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    const roots = [...document.querySelectorAll('header[data-transparent="true"], [data-testid="banner-text"]')];
    const found = new Set<Element>();
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && node.parentElement) found.add(node.parentElement);
      }
      if (root.tagName === 'HEADER') root.querySelectorAll('svg').forEach((svg) => found.add(svg));
    }
    return [...found].flatMap((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0) return [];
      const style = getComputedStyle(element);
      element.setAttribute('data-a11y-measured', '');
      const icon = element.tagName.toLowerCase() === 'svg';
      const size = parseFloat(style.fontSize);
      const weight = Number(style.fontWeight);
      return [
        {
          label: icon
            ? `icon in ${element.closest('button,a')?.getAttribute('aria-label') ?? 'header'}`
            : (element.textContent ?? '').trim().slice(0, 20),
          color: style.color,
          // Icons are graphics: 3 : 1 like large text (WCAG 1.4.11).
          large: icon || size >= 24 || (size >= 18.66 && weight >= 700),
          box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        },
      ];
    });
  });
}

/** Every measured text with its worst contrast over the pixels behind it, the text itself hidden. */
async function measure(page: Page): Promise<string[]> {
  const targets = await markTargets(page);
  expect(targets.length, 'something to measure').toBeGreaterThan(0);
  await page.addStyleTag({ content: '[data-a11y-measured] { visibility: hidden !important; }' });
  // Toasts (welcome, reconnecting chat) float over the banner on phones for a few seconds; they are
  // not banner text, and their own white text behind a title's box would read as white on white.
  const toasts = await page.addStyleTag({ content: '[role="status"][aria-live] { visibility: hidden !important; }' });
  const pixels = decodePng(await page.screenshot({ animations: 'disabled' }));
  await toasts.evaluate((style) => style.parentNode?.removeChild(style));
  await page.evaluate(() =>
    document.querySelectorAll('[data-a11y-measured]').forEach((e) => e.removeAttribute('data-a11y-measured')),
  );
  const failures: string[] = [];
  for (const target of targets) {
    const color = parseCssColor(target.color) as Rgb;
    const ratio = worstContrast(color, region(pixels, target.box));
    const needed = target.large ? MIN_CONTRAST_LARGE_TEXT : MIN_CONTRAST_TEXT;
    if (ratio < needed) failures.push(`${target.label}: ${ratio.toFixed(2)} : 1 < ${needed} : 1`);
  }
  return failures;
}

/** The page's banner, header and (on /home) a fully typed typewriter line are in place. */
async function ready(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('header[data-transparent="true"]')).toBeVisible();
  await networkQuiet(page);
  // /userCenter opens the login dialog for a logged-out reader: close it to see the banner.
  if (await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const typewriter = page.getByTestId('typewriter');
  if (await typewriter.count()) {
    // Measure over the longest box: wait until a whole line is typed (it holds for ~2 s).
    const lines = ((await (await page.request.get('/api/config')).json()).result.typewriter_text as string).split('\n');
    await expect
      .poll(() => typewriter.innerText(), { timeout: 15_000, intervals: [100] })
      .toMatch(new RegExp(`^(${lines.join('|')})$`));
  }
}

async function expectReadableInBothThemes(page: Page, what: string): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    const mode = await themeOf(page);
    expect(await measure(page), `${what}, ${mode} theme`).toEqual([]);
    if (i === 0) await toggleTheme(page);
  }
}

test('the measurement catches unreadable text (white on a bare white banner)', async ({ page }) => {
  // Guards the test itself: without the scrim and plate, white text on white must fail.
  await showBannerPicture(page, solidPng(64, 64, [255, 255, 255]), ['archives']);
  await page.goto('/archives');
  await ready(page);
  await page.addStyleTag({
    content:
      'header::before { display: none !important; } [data-testid="banner-text"] { background: none !important; box-shadow: none !important; } [data-testid="page-banner"] { background: #fff !important; } [data-testid="banner-dim"] { display: none !important; }',
  });
  const failures = await measure(page);
  expect(failures.join('\n')).toMatch(/时间轴: 1\.00 : 1/);
  // The header's menu is over the banner only while it is transparent (not in the dark theme chosen by
  // the hour), so the title is what is sure to fail; it alone proves white on white is caught.
  expect(failures.length).toBeGreaterThan(0);
  expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
  expect(isLargeText(48, 700)).toBe(true);
});

test.describe('text over the seeded banners', () => {
  test.use({ viewport: DESKTOP });
  for (const path of PAGE_PATHS) {
    test(`desktop ${path}`, async ({ page }) => {
      // Hold the 404 page's countdown (it would leave for /home before the measurement).
      await page.addInitScript(() => {
        const original = window.setInterval.bind(window);
        window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
          ms === 1000 ? 0 : original(handler, ms, ...args)) as typeof window.setInterval;
      });
      await page.goto(path);
      await ready(page);
      await expectReadableInBothThemes(page, path);
    });
  }
});

for (const [name, rgb] of [
  ['pure white', [255, 255, 255]],
  ['pure black', [0, 0, 0]],
] as const) {
  test(`text over an uploaded ${name} banner, desktop and phone`, async ({ page }) => {
    test.setTimeout(120_000);
    // Every page header points at the picture, as if the author had uploaded it for each route.
    await showBannerPicture(page, solidPng(64, 64, rgb));
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const path of ['/home', '/archives', '/message/list']) {
        await page.goto(path);
        await ready(page);
        await expectReadableInBothThemes(page, `${path} at ${viewport.width} px`);
      }
    }
  });
}
