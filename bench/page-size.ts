// Bytes of the server-rendered pages: `node -r ts-node/register -r ./scripts/protocol-alias.cjs bench/page-size.ts`
// (also run by `npm run bench`). Needs the production build (`npm run build`: dist/, build/ssr/render.js
// and the shared stylesheet). Renders /home, an article, /talk and /message/list of the demo blog
// in-process and prints each page's HTML as served (before compression), its Brotli and gzip sizes,
// and what the bytes are (docs/performance.md, "Lean server-rendered pages"): the CSS the page
// inlines, the preloaded state (by RTK Query endpoint), the markup (of it SVG icons, class
// attributes, <picture> sources, inline style attributes) and the rest (template, head, scripts).
// Figures only: nothing here asserts a size (server/test/ssr/page-size.test.ts does).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { openTempBlog, runScript } from '../scripts/temp-blog';
import { BROTLI_QUALITY_STORED, brotliParams } from '../server/src/lib/compression/settings';

const built = path.join(__dirname, '..', 'build', 'ssr', 'shared-styles.json');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const size = (text: string) => Buffer.byteLength(text);
const sumOf = (parts: Iterable<string>) => [...parts].reduce((sum, part) => sum + size(part), 0);

/** The preloaded state's bytes by endpoint (a cache key's prefix) and its tag list (src/app/ssr/apiStateWire.ts). */
function stateBreakdown(json: string): Record<string, number> {
  const state = JSON.parse(json) as { apis: { api: { queries: Record<string, unknown>; tagsOf: unknown } } };
  const out: Record<string, number> = {};
  for (const [key, entry] of Object.entries(state.apis.api.queries)) {
    const name = key.split('(')[0];
    out[name] = (out[name] ?? 0) + size(JSON.stringify(entry));
  }
  out['(provided tags)'] = size(JSON.stringify(state.apis.api.tagsOf));
  return out;
}

/** What one page's bytes are; the markup's parts add up to the markup, all parts to the page. */
function breakdown(html: string): Record<string, number> {
  const styles = [...html.matchAll(/<style data-emotion="([^"]*)">([^<]*)<\/style>/g)];
  const state = /<script id="__INKSTONE_STATE__" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  const root = /<div id="?root"?>([\s\S]*)<\/div><script id="__INKSTONE_STATE__"/.exec(html)?.[1] ?? '';
  const svgs = root.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
  const outsideSvg = svgs.reduce((rest, svg) => rest.replace(svg, ''), root);
  const inlinedCss = styles.reduce((sum, m) => sum + size(m[2]), 0);
  const markup = {
    'markup: SVG icons': sumOf(svgs),
    'markup: class attributes (outside SVG)': sumOf(outsideSvg.match(/ class="[^"]*"/g) ?? []),
    'markup: <picture> sources': sumOf(outsideSvg.match(/<source [^>]*>/g) ?? []),
    'markup: style attributes': sumOf(outsideSvg.match(/ style="[^"]*"/g) ?? []),
  };
  const markupParts = Object.values(markup).reduce((a, b) => a + b, 0);
  const parts = {
    'CSS inlined (rules the stylesheets lack)': inlinedCss,
    '<style> tags naming the stylesheet rules': sumOf(styles.map((m) => m[0])) - inlinedCss,
    'state (__INKSTONE_STATE__)': size(state),
    ...markup,
    'markup: the rest (tags, text, attributes)': size(root) - markupParts,
    'JSON-LD': sumOf(html.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? []),
  };
  const counted = Object.values(parts).reduce((a, b) => a + b, 0);
  return { ...parts, 'template, head, scripts': size(html) - counted };
}

async function main(): Promise<void> {
  if (!fs.existsSync(built)) throw new Error('build/ssr/shared-styles.json is missing: run npm run build first');
  const { app, db, close } = await openTempBlog({ seed: true, pages: true });
  try {
    const article = await db
      .selectFrom('articles')
      .select('id')
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const pages = ['/home', `/article?id=${article.id}`, '/talk', '/message/list'];
    const rows: string[] = [];
    for (const url of pages) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      const html = res.body;
      const br = zlib.brotliCompressSync(html, brotliParams(BROTLI_QUALITY_STORED)).byteLength;
      const gz = zlib.gzipSync(html, { level: 6 }).byteLength;
      rows.push(`${url}: ${kb(size(html))}, brotli ${kb(br)}, gzip ${kb(gz)}`);
      console.log(`\n${url}: ${kb(size(html))} (brotli q${BROTLI_QUALITY_STORED} ${kb(br)}, gzip ${kb(gz)})`);
      for (const [part, bytes] of Object.entries(breakdown(html))) console.log(`  ${part.padEnd(44)} ${kb(bytes)}`);
      const state = /<script id="__INKSTONE_STATE__" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
      if (state)
        for (const [name, bytes] of Object.entries(stateBreakdown(state)).sort((a, b) => b[1] - a[1]))
          console.log(`    state ${name.padEnd(38)} ${kb(bytes)}`);
    }
    console.log(`\npage-size:\n  ${rows.join('\n  ')}`);
  } finally {
    await close();
  }
}

runScript(main);
