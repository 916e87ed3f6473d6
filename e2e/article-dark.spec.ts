import AxeBuilder from '@axe-core/playwright';
import { chooseReadingTheme } from './readingSettings';
import { expect, test, type Page } from './fixtures';
import { contrastRatio, parseCssColor, relativeLuminance, type Rgb } from '../src/shared/lib/contrast';
import { showTheme } from './a11yKit';

// docs/behaviour.md §3: every preview theme has a real dark variant — body text well above 4.5 : 1 on
// the article card (≈ #c9d1d9, not md-editor-rt's #999) and headings brighter than the body — and the
// article passes axe's colour-contrast rule in the dark theme.
const PREVIEW_THEMES = ['default', 'github', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis'] as const;

interface Colours {
  body: string;
  heading: string;
  background: string;
}

/** The first paragraph's and first h2's colour, and the opaque background behind the preview. */
const coloursOf = (page: Page): Promise<Colours> =>
  page.evaluate(() => {
    const preview = document.querySelector('.md-editor-preview') as HTMLElement;
    const paragraph = preview.querySelector(':scope > p') as HTMLElement;
    const heading = preview.querySelector('h2') as HTMLElement;
    let background = 'rgba(0, 0, 0, 0)';
    for (let el: HTMLElement | null = preview; el; el = el.parentElement) {
      const colour = getComputedStyle(el).backgroundColor;
      if (!/rgba\(.*, 0\)$/.test(colour) && colour !== 'transparent') {
        background = colour;
        break;
      }
    }
    return {
      body: getComputedStyle(paragraph).color,
      heading: getComputedStyle(heading).color,
      background,
    };
  });

const rgb = (css: string): Rgb => {
  const parsed = parseCssColor(css);
  if (!parsed) throw new Error(`unreadable colour ${css}`);
  return parsed;
};

test('dark article themes: readable body, brighter headings, axe colour contrast', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/article?id=8');
  await expect(page.locator('.md-editor-preview h2').first()).toBeVisible();
  await showTheme(page, 'dark');
  for (const theme of PREVIEW_THEMES) {
    await chooseReadingTheme(page, '预览主题', theme);
    await expect(page.locator(`.md-editor-preview.${theme}-theme`)).toBeVisible();
    const colours = await coloursOf(page);
    const body = contrastRatio(rgb(colours.body), rgb(colours.background));
    expect(body, `${theme}: body ${colours.body} on ${colours.background}`).toBeGreaterThanOrEqual(7);
    expect(
      relativeLuminance(rgb(colours.heading)),
      `${theme}: heading ${colours.heading} brighter than body ${colours.body}`,
    ).toBeGreaterThan(relativeLuminance(rgb(colours.body)));
    const { violations } = await new AxeBuilder({ page }).include('article').withRules(['color-contrast']).analyze();
    expect(
      violations.flatMap((v) => v.nodes.map((n) => `${theme}: ${n.failureSummary} ${n.html.slice(0, 80)}`)),
    ).toEqual([]);
  }
});
