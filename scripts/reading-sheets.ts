// Part of `npm run build:styles`: the stylesheets a reader's saved reading themes need before the app
// boots (docs/behaviour.md §3). The page sheet of /article already carries the default preview theme
// and the default code theme's dark variant; every other choice gets a sheet of its own, which the
// head script of index.html loads when the reader's choice asks for it.
import fs from 'node:fs';
import path from 'node:path';
import {
  CODE_THEME_ATTRIBUTE,
  CODE_THEME_FILES,
  CODE_THEMES,
  DARK_CODE_PREVIEWS,
  PREVIEW_THEMES,
  type ReadingSheets,
} from '@protocol/readingThemes';
import { followHeadScheme, prefixSelectors } from '../server/src/render/reading-sheets';

const SCHEMES = ['light', 'dark'] as const;

/** Writes the reading themes' sheets through `writeSheet` (which returns each one's URL). */
export function buildReadingSheets(root: string, writeSheet: (css: string) => string): ReadingSheets {
  const themes = path.join(root, 'node_modules', '@vavt', 'markdown-theme', 'css');
  const styles = path.join(root, 'node_modules', 'highlight.js', 'styles');
  const sheets: ReadingSheets = { preview: {}, code: {}, darkCode: DARK_CODE_PREVIEWS };
  for (const theme of PREVIEW_THEMES) {
    if (theme === 'default') continue;
    sheets.preview[theme] = writeSheet(followHeadScheme(fs.readFileSync(path.join(themes, `${theme}.css`), 'utf8')));
  }
  for (const theme of CODE_THEMES) {
    for (const scheme of SCHEMES) {
      if (theme === 'atom' && scheme === 'dark') continue;
      const css = fs.readFileSync(path.join(styles, `${CODE_THEME_FILES[theme][scheme]}.min.css`), 'utf8');
      // Prefixed so they win over the page sheet's default code theme while the attribute is there.
      sheets.code[theme] = {
        ...sheets.code[theme],
        [scheme]: writeSheet(prefixSelectors(css, `html[${CODE_THEME_ATTRIBUTE}]`)),
      };
    }
  }
  return sheets;
}
