import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importFolder } from '../../src/transfer/import-folder';
import { renderArticle } from '../../src/lib/markdown/render';
import { useTestApp } from '../helpers';

// A real Hexo blog's math post (server/test/fixtures/real-blogs/README.md), imported and shown as
// the page shows it (docs/import-export.md "Math and diagrams").
const BLOG = path.join(__dirname, '..', 'fixtures', 'real-blogs', 'hexo-karobben-math');

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('importing a real blog that writes math', () => {
  const ctx = useTestApp();

  it('typesets every formula of the post, its TeX intact, and leaves no raw delimiter on the page', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-math-blog-'));
    fs.cpSync(BLOG, folder, { recursive: true });
    const report = await importFolder(folder, {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun: false,
    });
    expect(report.created).toBe(1);
    const row = await ctx.db
      .selectFrom('articles')
      .select('article_content')
      .where('article_title', '=', 'Binomial Distribution | Introduction and examples')
      .executeTakeFirstOrThrow();
    const { html } = renderArticle(row.article_content);
    const tex = Array.from(html.matchAll(/<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/g), (m) =>
      unescape(m[1]),
    );
    // 4 display blocks and 29 inline formulas, the loosely closed `$nP = \lambda $` included.
    expect(count(html, /class="katex-display"/g)).toBe(4);
    expect(tex).toHaveLength(33);
    expect(tex).toContain('\nb(x; n, P) = C_{n}^{x} * P^ x  (1 - P)^{(n - x)}\n');
    expect(tex).toContain('b(1; 1, 1/2) = 1 * 0.5 * 1');
    expect(tex).toContain('nP = \\lambda ');
    // No mistake, no emphasis made of the formulas' `*` and `_`, no delimiter left outside them.
    expect(count(html, /katex-error|<em>/g)).toBe(0);
    const outside = html.replace(/<span class="katex(-display)?">[\s\S]*?<\/annotation>/g, '');
    expect(outside).not.toMatch(/\$/);
    expect(outside).toContain('Binomial is a simplistic polynomial.');
  });
});
