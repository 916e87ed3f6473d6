import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from '../builds';

const root = path.resolve(__dirname, '..', '..', '..');
/** docs/performance.md: "HTML of a page ≤ 35 KB", bytes as served before compression. */
const PAGE_CEILING = 35 * 1024;

interface ServedPage {
  status: number;
  encoding?: string;
  html: string;
}

/** A page of the demo blog from the production build, rendered in a production process (served-page.ts). */
function servedPage(url: string): ServedPage {
  const run = spawnSync(
    process.execPath,
    ['-r', 'ts-node/register', '-r', './scripts/protocol-alias.cjs', 'server/test/ssr/served-page.ts', url],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    },
  );
  if (run.status !== 0) throw new Error(`served-page.ts failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as ServedPage;
}

// A size, never a time: /home as bench/page-size.ts measures it, from the production build (the
// built page template, the render bundle and the pages' stylesheets) on the demo blog. A change that
// grows the page past the goal fails here (docs/performance.md, "Lean server-rendered pages").
describe('weight of the server-rendered /home', () => {
  beforeAll(() => ensureBuilt('client', 'ssr', 'styles'), 600_000);

  it('is at most 35 KB of HTML on the demo seed', () => {
    const page = servedPage('/home');
    expect(page.status).toBe(200);
    expect(page.encoding).toBeUndefined();
    // The page as served: rendered with MUI's short class names, its stylesheets linked, not inlined.
    expect(page.html).toContain('data-testid="article-card"');
    expect(page.html).toMatch(/<link rel="stylesheet" href="\/assets\/ssr\.[0-9a-f]+\.css">/);
    expect(page.html).not.toMatch(/-Mui[A-Za-z]+-root/);
    expect(Buffer.byteLength(page.html)).toBeLessThanOrEqual(PAGE_CEILING);
  }, 120_000);
});
