import fs from 'node:fs';
import path from 'node:path';
import type { StyleRule } from '@protocol/ssr';

// docs/performance.md, "Lean server-rendered pages": the CSS every page repeats (MUI's theme
// variables, the shell's and the pages' component classes) is one static, content-hashed stylesheet
// written by `npm run build:styles`; a page inlines only the rules it lacks.

/** What build:styles writes next to the render bundle (build/ssr/shared-styles.json). */
export interface SharedStylesManifest {
  /** The stylesheet's URL, e.g. `/assets/ssr.1a2b3c4d.css` (under the SPA's build folder). */
  href: string;
  /** Rule keys (`global:<id>` or `css:<id>`) the stylesheet holds. */
  rules: string[];
}

export interface SharedStyles {
  href: string;
  has: (rule: StyleRule) => boolean;
}

export const SHARED_STYLES_FILE = 'shared-styles.json';
export const ruleKey = (rule: Pick<StyleRule, 'global' | 'id'>) => `${rule.global ? 'global' : 'css'}:${rule.id}`;

/** The shared stylesheet of this build, or null (pages then inline all their CSS, as before). */
export function loadSharedStyles(ssrEntry: string | null, clientDir: string | null): SharedStyles | null {
  if (!ssrEntry || !clientDir) return null;
  const file = path.join(path.dirname(ssrEntry), SHARED_STYLES_FILE);
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as SharedStylesManifest;
  // A manifest from another build whose stylesheet is not in this client folder would leave pages unstyled.
  if (!fs.existsSync(path.join(clientDir, manifest.href))) return null;
  const rules = new Set(manifest.rules);
  return { href: manifest.href, has: (rule) => rules.has(ruleKey(rule)) };
}

/** No stored value may end the <style> element (`</style>`, `<!--`): `\3c ` is the same `<` to CSS. */
const safe = (css: string) => css.replace(/<(?=[/!])/g, '\\3c ');

/**
 * The page's <head> styles: the shared stylesheet's <link>, then Emotion's <style data-emotion> tags
 * (globals one by one, then the classes). Rules the stylesheet holds are named with no CSS, so the
 * client's Emotion cache counts them as inserted and does not add them again while hydrating.
 */
export function pageStyleTags(rules: readonly StyleRule[], shared: SharedStyles | null): string {
  const tags: string[] = shared ? [`<link rel="stylesheet" href="${shared.href}">`] : [];
  const sharedIds: string[] = [];
  const ownIds: string[] = [];
  let ownCss = '';
  for (const rule of rules) {
    const inSheet = shared?.has(rule) ?? false;
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
