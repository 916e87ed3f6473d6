import { Writable } from 'node:stream';
import { build } from '../helpers';
import { STYLESHEETS_MISSING } from '../../src/render/pages';
import { ensureRenderBundle, templateClientDir } from './render-bundle';

// docs/performance.md, "Lean server-rendered pages": without the build's stylesheets every page
// inlines all its CSS. That is not an error, but whoever started the server should hear of it.
describe('a render bundle without the stylesheets of its build', () => {
  // On a clean clone this is where the render bundle gets built.
  let ssrEntry = '';
  beforeAll(() => {
    ssrEntry = ensureRenderBundle();
  }, 600_000);

  it('serves the page with its CSS inline and says so once, at start-up, as a warning', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg: string });
        done();
      },
    });
    const ctx = await build({
      logger: { level: 'warn', stream },
      env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: templateClientDir() },
    });
    try {
      const page = await ctx.app.inject({ method: 'GET', url: '/archives' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<style data-emotion="css-global [^"]+">:root\{/);
      expect(page.body).not.toContain('<link rel="stylesheet"');
      expect(lines.filter((line) => line.msg === STYLESHEETS_MISSING)).toEqual([
        expect.objectContaining({ level: 40 }),
      ]);
    } finally {
      await ctx.close();
    }
  });
});
