import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { READING_THEMES_SCRIPT_TAG } from '@protocol/readingThemesScript';
import { inlineScriptHashes } from '../../src/lib/page-template';
import { useTestApp } from '../helpers';

/**
 * Attack 5: framing the blog and injecting scripts. Every response carries a CSP that allows only
 * our own origin for scripts, connections, media and images, frame-ancestors 'none', a referrer
 * policy and nosniff; the uploads keep their stricter sandbox policy.
 */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(clientDir, 'assets', 'main.0123456789.js'), 'console.log(1);');
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('attack 5: framing and injected scripts', () => {
  const ctx = useTestApp({ env: { CLIENT_DIR: clientDir } });

  /** The CSP as a map of directive → sources. */
  function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const part of String(header ?? '').split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (name) out.set(name, sources);
    }
    return out;
  }

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  describe.each([
    '/',
    '/home',
    '/article/1',
    '/assets/main.0123456789.js',
    '/api/config',
    '/api/nope',
    '/wapi/toplist/detail',
    '/robots.txt',
  ])('GET %s', (url) => {
    it('carries the site CSP and the other security headers', async () => {
      const response = await get(url);
      expect(response.statusCode).toBeLessThan(500);
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // Our own origin, and the one inline script a page may add (an article's reading themes).
      expect(csp.get('script-src')).toEqual(["'self'", ...inlineScriptHashes(READING_THEMES_SCRIPT_TAG)]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      // Remote https: images in articles (image hosts) load; scripts stay our own (docs/security.md).
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    });
  });

  it('uploads keep their own stricter sandbox CSP', async () => {
    fs.writeFileSync(path.join(ctx.config.uploadDir, '0123456789abcdef0123456789abcdef.png'), 'png');
    const response = await get('/uploads/0123456789abcdef0123456789abcdef.png');
    expect(response.statusCode).toBe(200);
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
