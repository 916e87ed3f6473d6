// Part of `npm run build:styles`: KaTeX's sheet for server-rendered pages whose article has typeset
// math (docs/import-export.md "Math and diagrams"). Its fonts are served by us, not a CDN: the woff2
// files (every browser the app supports reads woff2) are copied under their content hash, and the
// sheet's @font-face rules point at those copies only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FONT_FACE_SRC = /src:url\(fonts\/([\w-]+)\.woff2\) format\("woff2"\)(?:,url\([^)]+\) format\("[a-z]+"\))*/g;

/** Writes KaTeX's fonts into `clientDir`/assets/ and its sheet through `writeSheet`; returns the sheet's URL. */
export function buildMathSheet(root: string, clientDir: string, writeSheet: (css: string) => string): string {
  const katexDir = path.join(root, 'node_modules', 'katex', 'dist');
  const css = fs.readFileSync(path.join(katexDir, 'katex.min.css'), 'utf8');
  const assets = path.join(clientDir, 'assets');
  let fonts = 0;
  const rewritten = css.replace(FONT_FACE_SRC, (_match, name: string) => {
    fonts += 1;
    // The app's own copy (webpack's, for articles opened inside the app) when it is there: one URL
    // for both, so a reader's browser fetches each font once.
    const emitted = fs.readdirSync(assets).find((file) => file.startsWith(`${name}.`) && file.endsWith('.woff2'));
    if (emitted) return `src:url(/assets/${emitted}) format("woff2")`;
    const bytes = fs.readFileSync(path.join(katexDir, 'fonts', `${name}.woff2`));
    const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    fs.writeFileSync(path.join(assets, `${name}.${hash}.woff2`), bytes);
    return `src:url(/assets/${name}.${hash}.woff2) format("woff2")`;
  });
  // A KaTeX release that wrote its @font-face rules differently would leave fonts on a path we never serve.
  if (fonts === 0 || /url\(fonts\//.test(rewritten)) throw new Error('katex.min.css: @font-face rules not recognised');
  return writeSheet(rewritten);
}
