// `npm run build:styles` (after build:client and build:ssr): the shared stylesheet of server-rendered
// pages (docs/performance.md, "Lean server-rendered pages"). It renders every public page of the
// demo blog with the real render bundle, takes the union of Emotion's rules (MUI's theme variables,
// global styles, component classes) and writes them as dist/assets/ssr.<hash>.css (with .br and .gz
// copies, served pre-compressed) plus build/ssr/shared-styles.json naming the rules it holds. The
// same build gives the same file, whatever process serves it; a page inlines only rules it lacks.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { StyleRule } from '@protocol/ssr';
import type { DB } from '../server/src/db/database';
import { injectFetch, loadRenderModule } from '../server/src/render/page-renderer';
import { ruleKey, SHARED_STYLES_FILE, type SharedStylesManifest } from '../server/src/render/shared-styles';
import { openTempBlog, runScript } from './temp-blog';

const root = path.resolve(__dirname, '..');
const clientDir = path.join(root, 'dist');
const ssrEntry = path.join(root, 'build', 'ssr', 'render.js');

/**
 * The article body's own sheets: md-editor-rt's preview rules with the default preview theme (what the
 * server renders; a reader's other theme arrives with the script) and the app's articleBody.css. The
 * client injects them from its script, so without them here a server-rendered article painted
 * unstyled and shifted when they arrived (docs/performance.md "Lean server-rendered pages").
 */
function articleSheets(): string {
  const files = [
    path.join(root, 'node_modules', '@vavt', 'markdown-theme', 'css', 'default.css'),
    path.join(root, 'node_modules', 'md-editor-rt', 'lib', 'preview.css'),
    path.join(root, 'src', 'features', 'article-detail', 'articleBody.css'),
  ];
  // preview.css @imports every theme (all.css); the default one is already first in the list.
  return files.map((file) => fs.readFileSync(file, 'utf8').replace(/^@import [^;]+;\s*/gm, '')).join('\n');
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
    '/message/list',
    ...(message ? [`/message/detail?id=${message.id}`] : []),
    '/link/list',
  ];
}

async function main(): Promise<void> {
  const render = loadRenderModule(ssrEntry, { error: console.error } as never);
  if (!render || !fs.existsSync(path.join(clientDir, 'index.html')))
    throw new Error('run build:client and build:ssr first');
  const { app, db, close } = await openTempBlog({ seed: true });
  try {
    const rules = new Map<string, StyleRule>();
    const pagesOf = new Map<string, number>();
    for (const url of await pagePaths(db)) {
      const { id, headers } = app.renderRequests.begin();
      const result = await render.renderPage({ url, fetchFn: injectFetch(app, headers) });
      app.renderRequests.end(id);
      if (result.kind !== 'page' || result.status !== 200) throw new Error(`${url} did not render (${result.kind})`);
      for (const rule of result.styles) {
        if (!rules.has(ruleKey(rule))) rules.set(ruleKey(rule), rule);
        pagesOf.set(ruleKey(rule), (pagesOf.get(ruleKey(rule)) ?? 0) + 1);
      }
    }
    // What pages repeat: the globals (theme variables, baseline) and every class at least two page
    // kinds use. A class of one page kind only (or of one post's own colours) stays in its pages.
    // Globals first, as Emotion orders them, then the classes in first-seen order.
    const ordered = [...rules.values()]
      .filter((rule) => rule.global || (pagesOf.get(ruleKey(rule)) ?? 0) >= 2)
      .sort((a, b) => Number(b.global) - Number(a.global));
    const css = [...ordered.map((rule) => rule.css), articleSheets()].join('\n');
    const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 16);
    const href = `/assets/ssr.${hash}.css`;
    const file = path.join(clientDir, href);
    for (const old of fs.readdirSync(path.dirname(file)).filter((name) => /^ssr[.-][0-9a-f]+\.css/.test(name)))
      fs.rmSync(path.join(path.dirname(file), old));
    fs.writeFileSync(file, css);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(css, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(css, { level: 9 }));
    const manifest: SharedStylesManifest = { href, rules: ordered.map(ruleKey) };
    fs.writeFileSync(path.join(path.dirname(ssrEntry), SHARED_STYLES_FILE), JSON.stringify(manifest));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const all = [...rules.values()].reduce((sum, rule) => sum + Buffer.byteLength(rule.css), 0);
    console.log(
      `shared stylesheet ${href}: ${ordered.length} of ${rules.size} rules, ${kb(Buffer.byteLength(css))} of ${kb(all)}`,
    );
  } finally {
    await close();
  }
}

runScript(main);
