import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { seedDemoContent } from '../../src/db/seed';
import { bannerUrl } from '../../src/db/seed/images';
import { useTestApp } from '../helpers';

// Issue "Foundation": the built SPA is served with the history fallback and long-cache headers for
// hashed assets; text goes out compressed (pre-compressed files from the build, dynamic JSON on the fly).
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-client-'));
// Over the 1 KB compression threshold; no head placeholder, so every page answers it unchanged.
const INDEX = `<!doctype html><html lang="zh-CN"><head><title>砚</title><style>${'body{margin:0}'.repeat(80)}</style></head><body><div id="root"></div></body></html>`;
const ASSET = 'assets/main.0123456789.js';
const SCRIPT = `console.log(${JSON.stringify('砚'.repeat(2000))});`;
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
fs.writeFileSync(path.join(clientDir, 'index.html.br'), zlib.brotliCompressSync(INDEX));
fs.writeFileSync(path.join(clientDir, ASSET), SCRIPT);
fs.writeFileSync(path.join(clientDir, `${ASSET}.br`), zlib.brotliCompressSync(SCRIPT));
fs.writeFileSync(path.join(clientDir, `${ASSET}.gz`), zlib.gzipSync(SCRIPT));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('serving the SPA and compression', () => {
  // The unrendered fallback (no render bundle); server rendering is tested in server/test/ssr/.
  const ctx = useTestApp({ env: { CLIENT_DIR: clientDir, SSR_ENTRY: '' }, prepare: seedDemoContent });
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html,*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('answers page routes with index.html (history fallback), never cached', async () => {
    for (const url of ['/', '/home', '/article?id=3', '/message/list']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('keeps unknown API, upload and asset paths out of the fallback', async () => {
    for (const url of ['/api/nothing', '/uploads/none.png', '/assets/missing.0123456789.js']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: '接口没有找到' });
    }
    // The music service answers in its own envelope (docs/behaviour.md §7.5).
    const music = await get('/wapi/nothing');
    expect(music.statusCode).toBe(404);
    expect(music.json()).toMatchObject({ code: 404 });
  });

  it('serves hashed assets for a year, as brotli, gzip or plain as the client accepts', async () => {
    const br = await get(`/${ASSET}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get(`/${ASSET}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(`/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the fallback page compressed too', async () => {
    const res = await get('/home', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('compresses large API answers on the fly and leaves small ones and images alone', async () => {
    const url = '/api/article/blogHomeGetArticleList/1/10';
    const plain = await ctx.app.inject({ method: 'GET', url });
    const packed = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(packed.headers['content-encoding']).toBe('br');
    const unpacked = zlib.brotliDecompressSync(packed.rawPayload);
    expect(JSON.parse(unpacked.toString())).toEqual(plain.json());
    expect(packed.rawPayload.length).toBeLessThan(unpacked.length / 2);

    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/statistic',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();

    const image = await ctx.app.inject({
      method: 'GET',
      url: bannerUrl(0),
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a compressed request body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'admin', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
