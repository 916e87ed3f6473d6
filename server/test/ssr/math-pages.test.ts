import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MATH_SHEET_ATTRIBUTE } from '@protocol/math';
import { useTestApp } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';
import type { DB } from '../../src/db/database';
import { SHARED_STYLES_FILE, type SharedStylesManifest } from '../../src/render/shared-styles';
import { ensureRenderBundle, templateClientDir } from './render-bundle';

// docs/import-export.md "Math and diagrams": TeX is typeset on the server, and KaTeX's sheet is
// linked only by the article pages that show some.
const MATH_SHEET = '/assets/ssr.math0001.css';

/** The real render bundle beside a manifest that names a math sheet (as build:styles writes it). */
function bundleWithManifest(): { ssrEntry: string; clientDir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-math-pages-'));
  const ssrEntry = path.join(dir, 'ssr', 'render.js');
  fs.mkdirSync(path.dirname(ssrEntry), { recursive: true });
  fs.symlinkSync(ensureRenderBundle(), ssrEntry);
  const clientDir = templateClientDir();
  fs.mkdirSync(path.join(clientDir, 'assets'));
  const manifest: SharedStylesManifest = {
    shared: { href: '/assets/ssr.shared01.css', rules: [] },
    pages: { '/article': { href: '/assets/ssr.article01.css', rules: [] } },
    math: MATH_SHEET,
  };
  fs.writeFileSync(path.join(path.dirname(ssrEntry), SHARED_STYLES_FILE), JSON.stringify(manifest));
  for (const href of [manifest.shared.href, manifest.pages['/article'].href, MATH_SHEET])
    fs.writeFileSync(path.join(clientDir, href), '');
  return { ssrEntry, clientDir };
}

const MATH_POST =
  '正态分布的密度：$f(x)=\\frac{1}{\\sqrt{2\\pi}}e^{-x^2/2}$，集合 $\\{a, b\\}$。\n\n$$\n\\sum_{i=1}^n i = \\frac{n(n+1)}{2}\n$$\n';
const PRICE_POST = '一杯咖啡 $5 and $10 两种，没有公式。';

async function twoArticles(db: DB): Promise<[number, number]> {
  const rows = await db.selectFrom('articles').select('id').where('status', '=', 1).limit(2).execute();
  await db.updateTable('articles').set({ article_content: MATH_POST }).where('id', '=', rows[0].id).execute();
  await db.updateTable('articles').set({ article_content: PRICE_POST }).where('id', '=', rows[1].id).execute();
  return [rows[0].id, rows[1].id];
}

describe('article pages with math', () => {
  const { ssrEntry, clientDir } = bundleWithManifest();
  const ctx = useTestApp({ prepare: seedDemoContent, env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: clientDir } });

  it('typesets the math into the page and links the math sheet only there', async () => {
    const [math, prices] = await twoArticles(ctx.db);
    const page = await ctx.app.inject({ method: 'GET', url: `/article?id=${math}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="katex"');
    expect(page.body).toContain('class="katex-display"');
    expect(page.body).toContain(`<link rel="stylesheet" href="${MATH_SHEET}" ${MATH_SHEET_ATTRIBUTE}>`);
    // The TeX reached KaTeX as written: the braces are typeset, not eaten by Markdown.
    expect(page.body).toContain('<annotation encoding="application/x-tex">\\{a, b\\}</annotation>');
    // The page's policy lets the fonts load from us.
    expect(String(page.headers['content-security-policy'])).toMatch(/font-src 'self'/);

    const plain = await ctx.app.inject({ method: 'GET', url: `/article?id=${prices}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('一杯咖啡 $5 and $10 两种');
    expect(plain.body).not.toContain('class="katex');
    expect(plain.body).not.toContain(MATH_SHEET);
  });
});
