import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../helpers';
import { listen } from './raw-http';

// A built page, so the SPA's catch-all GET route exists (render/pages.ts).
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-client-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

/** The headers every answer carries (plugins/security-headers.ts), as one comparable object. */
function securityHeaders(headers: Record<string, string | string[] | number | undefined>) {
  return {
    csp: String(headers['content-security-policy'] ?? '').includes("default-src 'self'"),
    frameOptions: headers['x-frame-options'],
    nosniff: headers['x-content-type-options'],
    referrer: headers['referrer-policy'],
  };
}
const EXPECTED_HEADERS = {
  csp: true,
  frameOptions: 'DENY',
  nosniff: 'nosniff',
  referrer: 'strict-origin-when-cross-origin',
};

/** The envelope with a Chinese message and nothing of the request echoed back. */
function expectChineseEnvelope(response: LightMyRequestResponse, status: number, echo?: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json<{ code: number; message: string }>();
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toBe(status);
  expect(body.message).toMatch(/^[\u4e00-\u9fff，]+$/);
  if (echo) expect(response.body).not.toContain(echo);
  expect(securityHeaders(response.headers)).toEqual(EXPECTED_HEADERS);
}

/**
 * Attack 19: answers the router and the request parser write on their own. A malformed address, a
 * wrong method, an unreadable body or an unparseable request gets the same security headers and the
 * Chinese envelope as every other answer, never the framework's English text or the raw path
 * (plugins/router-errors.ts, docs/security.md "Every answer").
 */
describe('attack 19: router and parser errors', () => {
  const ctx = useTestApp({ env: { CLIENT_DIR: clientDir } });

  it.each(['/api/%E0%A4%A', '/%zz', '/uploads/%zz', '/article/%C0%AF'])(
    'the malformed address %s is a 400 with the headers and the envelope',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expectChineseEnvelope(response, 400, url);
      expect(response.json().message).toBe('请求地址不合法');
    },
  );

  it('a wrong method on a known API path is a 405 naming the allowed ones', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/config' });
    expectChineseEnvelope(response, 405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('an unknown API path stays a 404 (the page catch-all does not make it a 405)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expectChineseEnvelope(await ctx.app.inject({ method, url: '/api/nope' }), 404);
    }
    // A page path answers GET only through the catch-all: another method is a plain 404 too.
    expectChineseEnvelope(await ctx.app.inject({ method: 'POST', url: '/home' }), 404);
  });

  it('a body shorter than its Content-Length is a Chinese 400, not the parser text', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-length': '5' },
      payload: '',
    });
    expectChineseEnvelope(response, 400, 'Content-Length');
  });

  it('a request Node cannot parse gets the headers and the envelope on the socket', async () => {
    const port = await listen(ctx.app);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /api/config HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expect(securityHeaders(headers)).toEqual(EXPECTED_HEADERS);
    expect(JSON.parse(body)).toEqual({ code: 400, message: '请求格式不正确' });
  });
});
