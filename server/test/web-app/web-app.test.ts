import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ICON_SIZES, MASKABLE_ICON_SIZES } from '@protocol/webApp';
import { ensureSiteConfig } from '../../src/modules/admin/config/service';
import { CONTENT_SECURITY_POLICY } from '../../src/plugins/security-headers';
import { useTestApp } from '../helpers';

// docs/behaviour.md §12.1: the manifest is named from the site config; the worker is served from our
// own origin, revalidated on every check, for the whole site.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-client-'));
const WORKER = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`;
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
fs.writeFileSync(path.join(clientDir, 'sw.js'), WORKER);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('the installable app', () => {
  const ctx = useTestApp({ env: { CLIENT_DIR: clientDir, SSR_ENTRY: '' } });

  it('is 砚 · Inkstone before the blog is configured', async () => {
    const manifest = (await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({ name: '砚 · Inkstone', short_name: '砚', start_url: '/home' });
    await ensureSiteConfig(ctx.db);
    await ctx.app.cache.invalidate(['config']);
  });

  it('serves /sw.js from our origin with no-cache and the whole site as its allowed scope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.body).toBe(WORKER);
    // CSP: the worker script is allowed as our own ('self'), never from elsewhere.
    expect(CONTENT_SECURITY_POLICY.workerSrc).toContain("'self'");
    expect(res.headers['content-security-policy']).toMatch(/worker-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('names the app 砚 and the blog from the site config, opening /home standalone', async () => {
    await ctx.db.updateTable('config').set({ blog_name: '小明的砚台' }).execute();
    const res = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: '砚 · 小明的砚台',
      short_name: '小明的砚台',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#/),
      background_color: expect.stringMatching(/^#/),
      user_preferences: { color_scheme_dark: { theme_color: expect.stringMatching(/^#/) } },
    });
    const purposes = (purpose: string) =>
      manifest.icons
        .filter((icon: { purpose: string }) => icon.purpose === purpose)
        .map((icon: { sizes: string }) => icon.sizes);
    expect(purposes('any')).toEqual(ICON_SIZES.map((size) => `${size}x${size}`));
    expect(purposes('maskable')).toEqual(MASKABLE_ICON_SIZES.map((size) => `${size}x${size}`));
  });

  it('follows a renamed blog (the config tag drops the cached manifest) and falls back to 砚 for long names', async () => {
    await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    await ctx.db.updateTable('config').set({ blog_name: '一个很长很长很长很长的博客名字' }).execute();
    await ctx.app.cache.invalidate(['config']);
    const manifest = (await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest.name).toBe('砚 · 一个很长很长很长很长的博客名字');
    expect(manifest.short_name).toBe('砚');
  });
});
