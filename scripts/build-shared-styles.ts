// `npm run build:styles` (after build:client and build:ssr): the stylesheets of server-rendered pages
// (docs/performance.md, "Lean server-rendered pages"). It renders every public page kind of the demo
// blog with the real render bundle and sorts Emotion's rules (MUI's theme variables, global styles,
// component classes): the globals and every class two page kinds use go into the sheet every page
// links; the classes of one page kind into that page's own sheet (with the article body's sheets for
// /article). Each is written as dist/assets/ssr.<hash>.css (with .br and .gz copies, served
// pre-compressed), and build/ssr/shared-styles.json names the rules each holds. The same build gives
// the same files, whatever process serves them; a page inlines only the rules its sheets lack.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { StyleRule } from '@protocol/ssr';
import type { DB } from '../server/src/db/database';
import { injectCall, loadRenderModule } from '../server/src/render/page-renderer';
import { followHeadScheme } from '../server/src/render/reading-sheets';
import { ruleKey, SHARED_STYLES_FILE, type SharedStylesManifest } from '../server/src/render/shared-styles';
import { buildMathSheet } from './math-sheet';
import { buildReadingSheets } from './reading-sheets';
import { openTempBlog, runScript } from './temp-blog';

const root = path.resolve(__dirname, '..');
const clientDir = path.join(root, 'dist');
const ssrEntry = path.join(root, 'build', 'ssr', 'render.js');

/**
 * The article body's own sheets: md-editor-rt's preview rules with the default preview theme (what the
 * server renders; a reader's other theme arrives with the script), the app's articleBody.css, and the
 * default code theme (atom, whose dark variant the default preview theme always uses: codeStyleMode in
 * codeThemeStyles.ts). The client injects them from its script, so without them here a
 * server-rendered article painted unstyled and shifted when they arrived, and its code stayed
 * uncoloured until the app booted (docs/performance.md "Lean server-rendered pages", "Boot on intent").
 */
function articleSheets(): string {
  const files = [
    path.join(root, 'node_modules', '@vavt', 'markdown-theme', 'css', 'default.css'),
    path.join(root, 'node_modules', 'md-editor-rt', 'lib', 'preview.css'),
    path.join(root, 'src', 'features', 'article-detail', 'articleBody.css'),
    path.join(root, 'node_modules', 'highlight.js', 'styles', 'atom-one-dark.min.css'),
  ];
  // preview.css @imports every theme (all.css); the default one is already first in the list.
  const css = files.map((file) => fs.readFileSync(file, 'utf8').replace(/^@import [^;]+;\s*/gm, '')).join('\n');
  // Before the boot a dark reader's tables and quotes kept light backgrounds under light text.
  return followHeadScheme(css);
}

/** Every public page kind (the article list of a category and a tag included). */
async function pagePaths(db: DB): Promise<string[]> {
  const article = await db
    .selectFrom('articles')
    .select('id')
    .where('status', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const category = await db.selectFrom('categories').select(['id', 'category_name']).executeTakeFirstOrThrow();
  const album = await db.selectFrom('albums').select('id').executeTakeFirst();
  const message = await db.selectFrom('messages').select('id').executeTakeFirst();
  const resources = await db.selectFrom('resource_categories').select(['type', 'key']).executeTakeFirst();
  return [
    '/home',
    `/article?id=${article.id}`,
    '/archives',
    '/category',
    '/tag',
    `/articleList?id=${category.id}&type=category&name=${encodeURIComponent(category.category_name)}`,
    '/talk',
    '/photoAlbum',
    ...(album ? [`/photos?id=${album.id}`] : []),
    '/resources/front',
    '/resources/back',
    ...(resources ? [`/siteList?${new URLSearchParams({ type: resources.type, category: resources.key })}`] : []),
    '/message/list',
    ...(message ? [`/message/detail?id=${message.id}`] : []),
    '/link/list',
  ];
}

/** Writes one stylesheet (with its .br and .gz copies) under its content hash; returns its URL. */
function writeSheet(css: string): string {
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 16);
  const href = `/assets/ssr.${hash}.css`;
  const file = path.join(clientDir, href);
  fs.writeFileSync(file, css);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(css, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(css, { level: 9 }));
  return href;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const render = loadRenderModule(ssrEntry, { error: console.error } as never);
  if (!render || !fs.existsSync(path.join(clientDir, 'index.html')))
    throw new Error('run build:client and build:ssr first');
  const { app, db, close } = await openTempBlog({ seed: true });
  try {
    const rules = new Map<string, StyleRule>();
    /** The page kinds (paths) each rule is used on. */
    const pagesOf = new Map<string, Set<string>>();
    for (const url of await pagePaths(db)) {
      const { id, headers } = app.renderRequests.begin();
      const result = await render.renderPage({ url, call: injectCall(app, headers) });
      app.renderRequests.end(id);
      if (result.kind !== 'page' || result.status !== 200) throw new Error(`${url} did not render (${result.kind})`);
      const page = new URL(url, 'http://page').pathname;
      for (const rule of result.styles) {
        const key = ruleKey(rule);
        if (!rules.has(key)) rules.set(key, rule);
        pagesOf.set(key, (pagesOf.get(key) ?? new Set<string>()).add(page));
      }
    }
    const assets = path.join(clientDir, 'assets');
    for (const old of fs.readdirSync(assets).filter((name) => /^ssr[.-][0-9a-f]+\.css/.test(name)))
      fs.rmSync(path.join(assets, old));
    // What pages repeat: the globals (theme variables, baseline) and every class at least two page
    // kinds use. Globals first, as Emotion orders them, then the classes in first-seen order.
    const isShared = (rule: StyleRule) => rule.global || (pagesOf.get(ruleKey(rule))?.size ?? 0) >= 2;
    const shared = [...rules.values()].filter(isShared).sort((a, b) => Number(b.global) - Number(a.global));
    const sharedCss = shared.map((rule) => rule.css).join('\n');
    const manifest: SharedStylesManifest = {
      shared: { href: writeSheet(sharedCss), rules: shared.map(ruleKey) },
      pages: {},
      reading: buildReadingSheets(root, writeSheet),
      math: buildMathSheet(root, clientDir, writeSheet),
    };
    const report = [`shared ${manifest.shared.href}: ${shared.length} rules, ${kb(Buffer.byteLength(sharedCss))}`];
    // A class of one page kind goes into that page's sheet (with the article body's own sheets for
    // /article); a class no build-time page used (a post's own colours) stays inline in its page.
    const byPage = new Map<string, StyleRule[]>();
    for (const rule of rules.values()) {
      if (isShared(rule)) continue;
      const [page] = pagesOf.get(ruleKey(rule)) ?? [];
      byPage.set(page, [...(byPage.get(page) ?? []), rule]);
    }
    if (!byPage.has('/article')) byPage.set('/article', []);
    for (const [page, own] of byPage) {
      const css = [...own.map((rule) => rule.css), ...(page === '/article' ? [articleSheets()] : [])].join('\n');
      manifest.pages[page] = { href: writeSheet(css), rules: own.map(ruleKey) };
      report.push(`${page} ${manifest.pages[page].href}: ${own.length} rules, ${kb(Buffer.byteLength(css))}`);
    }
    fs.writeFileSync(path.join(path.dirname(ssrEntry), SHARED_STYLES_FILE), JSON.stringify(manifest));
    console.log(`server-rendered page stylesheets (${rules.size} rules):\n  ${report.join('\n  ')}`);
  } finally {
    await close();
  }
}

runScript(main);
