import fs from 'node:fs';
import path from 'node:path';
import type { ReadingSheets } from '@protocol/readingThemes';
import type { StyleRule } from '@protocol/ssr';
import { MATH_SHEET_ATTRIBUTE, hasTypesetMath } from '@protocol/math';
import { readingThemesHead } from './reading-sheets';

// docs/performance.md, "Lean server-rendered pages": the CSS of server-rendered pages is in static,
// content-hashed stylesheets written by `npm run build:styles` — one every page links (MUI's theme
// variables, the baseline, the classes several page kinds use) and one per page kind (the classes
// only that page uses; the article's body sheets) — so a page inlines only the rules they lack.

/** One stylesheet and the Emotion rules it holds (`global:<id>` or `css:<id>`). */
export interface StyleSheetEntry {
  /** The stylesheet's URL, e.g. `/assets/ssr.1a2b3c4d.css` (under the SPA's build folder). */
  href: string;
  rules: string[];
}

/** What build:styles writes next to the render bundle (build/ssr/shared-styles.json). */
export interface SharedStylesManifest {
  /** Linked by every page. */
  shared: StyleSheetEntry;
  /** By page path (`/home`, `/article`, `/message/list`): the rules only that kind of page uses. */
  pages: Record<string, StyleSheetEntry>;
  /** The reading themes' sheets a page with an article body names for its head script. */
  reading?: ReadingSheets;
  /** KaTeX's sheet, linked only by article pages whose article has typeset math (mathSheetTag). */
  math?: string;
}

/** The page kind whose pages carry an article body (docs/behaviour.md §3, reading themes). */
const ARTICLE_PAGE = '/article';

/** The stylesheets one page links, and whether they hold a rule. */
export interface PageSheets {
  hrefs: string[];
  /** Tags for the page's own head: on /article the reading themes' <meta> and script. */
  headTags: string;
  /** On /article: KaTeX's sheet, for a page whose body has typeset math. */
  mathHref?: string;
  has: (rule: StyleRule) => boolean;
}

export interface SharedStyles {
  /** The sheets of the page at `pathname` (its own kind's sheet when the build made one). */
  forPage: (pathname: string) => PageSheets;
}

export const SHARED_STYLES_FILE = 'shared-styles.json';
export const ruleKey = (rule: Pick<StyleRule, 'global' | 'id'>) => `${rule.global ? 'global' : 'css'}:${rule.id}`;

function isManifest(value: unknown): value is SharedStylesManifest {
  const manifest = value as Partial<SharedStylesManifest> | null;
  return typeof manifest?.shared?.href === 'string' && typeof manifest.pages === 'object';
}

/** The stylesheets of this build, or null (pages then inline all their CSS, as before). */
export function loadSharedStyles(ssrEntry: string | null, clientDir: string | null): SharedStyles | null {
  if (!ssrEntry || !clientDir) return null;
  const file = path.join(path.dirname(ssrEntry), SHARED_STYLES_FILE);
  if (!fs.existsSync(file)) return null;
  const manifest: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isManifest(manifest)) return null;
  const reading = manifest.reading;
  const hrefs = [
    ...[manifest.shared, ...Object.values(manifest.pages)].map((sheet) => sheet.href),
    ...Object.values(reading?.preview ?? {}),
    ...Object.values(reading?.code ?? {}).flatMap((modes) => Object.values(modes ?? {})),
    ...(manifest.math ? [manifest.math] : []),
  ];
  // A manifest from another build whose stylesheets are not in this client folder would leave pages unstyled.
  if (hrefs.some((href) => !fs.existsSync(path.join(clientDir, href)))) return null;
  const articleHead = reading ? readingThemesHead(reading) : '';
  const shared = new Set(manifest.shared.rules);
  const pages = new Map(Object.entries(manifest.pages).map(([page, sheet]) => [page, new Set(sheet.rules)]));
  const sharedOnly: PageSheets = {
    hrefs: [manifest.shared.href],
    headTags: '',
    has: (rule) => shared.has(ruleKey(rule)),
  };
  return {
    forPage(pathname) {
      const own = pages.get(pathname);
      if (!own) return sharedOnly;
      return {
        hrefs: [manifest.shared.href, manifest.pages[pathname].href],
        headTags: pathname === ARTICLE_PAGE ? articleHead : '',
        mathHref: pathname === ARTICLE_PAGE ? manifest.math : undefined,
        has: (rule) => shared.has(ruleKey(rule)) || own.has(ruleKey(rule)),
      };
    },
  };
}

/**
 * The math sheet's <link> when the rendered page shows typeset math (docs/import-export.md "Math and
 * diagrams"); marked so the app, once booted, knows the sheet is already there.
 */
export function mathSheetTag(sheets: PageSheets | null, bodyHtml: string): string {
  if (!sheets?.mathHref || !hasTypesetMath(bodyHtml)) return '';
  return `<link rel="stylesheet" href="${sheets.mathHref}" ${MATH_SHEET_ATTRIBUTE}>`;
}

/** No stored value may end the <style> element (`</style>`, `<!--`): `\3c ` is the same `<` to CSS. */
const safe = (css: string) => css.replace(/<(?=[/!])/g, '\\3c ');

/**
 * The page's <head> styles: the stylesheets' <link>s, then Emotion's <style data-emotion> tags
 * (globals one by one, then the classes). Rules the stylesheets hold are named with no CSS, so the
 * client's Emotion cache counts them as inserted and does not add them again while hydrating.
 */
export function pageStyleTags(rules: readonly StyleRule[], sheets: PageSheets | null): string {
  const tags: string[] = (sheets?.hrefs ?? []).map((href) => `<link rel="stylesheet" href="${href}">`);
  const sharedIds: string[] = [];
  const ownIds: string[] = [];
  let ownCss = '';
  for (const rule of rules) {
    const inSheet = sheets?.has(rule) ?? false;
    if (rule.global) tags.push(`<style data-emotion="css-global ${rule.id}">${inSheet ? '' : safe(rule.css)}</style>`);
    else if (inSheet) sharedIds.push(rule.id);
    else {
      ownIds.push(rule.id);
      ownCss += rule.css;
    }
  }
  if (sharedIds.length > 0) tags.push(`<style data-emotion="css ${sharedIds.join(' ')}"></style>`);
  if (ownIds.length > 0) tags.push(`<style data-emotion="css ${ownIds.join(' ')}">${safe(ownCss)}</style>`);
  return tags.join('');
}
