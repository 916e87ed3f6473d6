import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CODE_THEME_FILES, READING_SHEETS_META, type ReadingSheets } from '@protocol/readingThemes';
import {
  followHeadScheme,
  prefixSelectors,
  readingSheetsMeta,
  readingThemesHead,
} from '../../src/render/reading-sheets';
import { loadSharedStyles, SHARED_STYLES_FILE, type SharedStylesManifest } from '../../src/render/shared-styles';

// docs/behaviour.md §3: the reading themes a reader chose apply before the app boots.
describe('the reading themes’ stylesheets', () => {
  it('prefixes every selector, inside @media too, and drops comments', () => {
    const css =
      'pre code.hljs{display:block}/*! Theme: a11y */.hljs-comment,.hljs-quote{color:#d4d0ab}' +
      '@media screen and (-ms-high-contrast:active){.hljs-addition,.hljs-title{color:highlight}}';
    expect(prefixSelectors(css, 'html[data-code-theme]')).toBe(
      'html[data-code-theme] pre code.hljs{display:block}' +
        'html[data-code-theme] .hljs-comment,html[data-code-theme] .hljs-quote{color:#d4d0ab}' +
        '@media screen and (-ms-high-contrast:active){html[data-code-theme] .hljs-addition,html[data-code-theme] .hljs-title{color:highlight}}',
    );
  });

  it('lets md-editor-rt’s dark rules follow the head script’s class', () => {
    expect(followHeadScheme('.md-editor[data-theme=dark] div.github-theme{color:#fff}')).toBe(
      ':is(.md-editor[data-theme=dark],html.dark .md-editor) div.github-theme{color:#fff}',
    );
  });

  it('names the sheets in a <meta> whose single-quoted content reads back as the same JSON', () => {
    const sheets: ReadingSheets = { preview: { github: `/a"b&c'd&#39;.css` }, code: {}, darkCode: ['default'] };
    const meta = readingSheetsMeta(sheets);
    const content = new RegExp(`^<meta name="${READING_SHEETS_META}" content='([^']*)'>$`).exec(meta)?.[1] ?? '';
    // An HTML parser's reading of the two references a single-quoted value needs.
    expect(JSON.parse(content.replace(/&#39;/g, "'").replace(/&amp;/g, '&'))).toEqual(sheets);
  });

  it('every code theme variant exists in highlight.js, and the app bundles exactly those files', () => {
    const styles = path.resolve(__dirname, '../../../node_modules/highlight.js/styles');
    const files = Object.values(CODE_THEME_FILES).flatMap((modes) => Object.values(modes));
    for (const file of files) expect(fs.existsSync(path.join(styles, `${file}.min.css`))).toBe(true);
    const appSheets = fs.readFileSync(
      path.resolve(__dirname, '../../../src/features/article-detail/markdown/codeThemeSheets.ts'),
      'utf8',
    );
    const bundled = [...appSheets.matchAll(/from 'highlight\.js\/styles\/([\w-]+)\.min\.css'/g)].map((m) => m[1]);
    expect(bundled.sort()).toEqual([...files].sort());
  });

  it('only a page with an article body names them, and a missing sheet turns the manifest off', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-reading-sheets-'));
    const ssrEntry = path.join(dir, 'ssr', 'render.js');
    const clientDir = path.join(dir, 'dist');
    fs.mkdirSync(path.dirname(ssrEntry), { recursive: true });
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    const reading: ReadingSheets = {
      preview: { github: '/assets/ssr.0001.css' },
      code: { a11y: { light: '/assets/ssr.0002.css', dark: '/assets/ssr.0003.css' } },
      darkCode: ['default', 'mk-cute'],
    };
    const manifest: SharedStylesManifest = {
      shared: { href: '/assets/ssr.1000.css', rules: [] },
      pages: {
        '/article': { href: '/assets/ssr.2000.css', rules: [] },
        '/home': { href: '/assets/ssr.3000.css', rules: [] },
      },
      reading,
    };
    fs.writeFileSync(path.join(path.dirname(ssrEntry), SHARED_STYLES_FILE), JSON.stringify(manifest));
    for (const href of ['1000', '2000', '3000', '0001', '0002'])
      fs.writeFileSync(`${clientDir}/assets/ssr.${href}.css`, '');
    expect(loadSharedStyles(ssrEntry, clientDir)).toBeNull(); // ssr.0003.css is missing
    fs.writeFileSync(`${clientDir}/assets/ssr.0003.css`, '');
    const styles = loadSharedStyles(ssrEntry, clientDir);
    expect(styles?.forPage('/article').headTags).toBe(readingThemesHead(reading));
    expect(styles?.forPage('/home').headTags).toBe('');
    expect(styles?.forPage('/talk').headTags).toBe('');
  });
});
