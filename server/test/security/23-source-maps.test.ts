import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../helpers';

// A production build's output: hashed bundles with their unreferenced maps and compressed copies.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
const files: Record<string, string> = {
  'main.0123456789.js': 'console.log(1);',
  'main.0123456789.js.map': '{"version":3,"sources":["webpack://src/main.tsx"],"sourcesContent":["secret"]}',
  'main.0123456789.js.map.gz': 'gz',
  'assets/admin.abcdef0123.js.map': '{"version":3,"sourcesContent":["admin secret"]}',
  'assets/admin.abcdef0123.css.MAP': '{}',
};
for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(clientDir, name), content);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

/**
 * Attack 23: downloading the source. The build keeps its source maps for the operator, but the
 * server never serves one, the admin desk's included, however it is asked for; the bundles
 * themselves are served as before (plugins/static-files.ts, README "Source maps").
 */
describe('attack 23: source maps', () => {
  const ctx = useTestApp({ env: { CLIENT_DIR: clientDir } });

  it.each([
    ['/main.0123456789.js.map', {}],
    ['/main.0123456789.js.map', { 'accept-encoding': 'gzip' }],
    ['/main.0123456789.js.map.gz', {}],
    ['/assets/admin.abcdef0123.js.map', {}],
    ['/assets/admin.abcdef0123.js.map?x=1', {}],
    ['/assets/admin.abcdef0123.css.MAP', {}],
    ['/assets//admin.abcdef0123.js.map', {}],
  ])('%s %p is a 404 without the map', async (url, headers) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: '接口没有找到' });
    expect(response.body).not.toContain('secret');
  });

  it('the bundle itself is still served', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/main.0123456789.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
  });
});
