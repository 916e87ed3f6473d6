import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { build, type TestContext } from '../helpers';

// Proxy mode (docs/behaviour.md §7.5): forwarding, lrc patch, and a clear 502 within 10 s when down.
function listen(handler: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('proxy mode', () => {
  it('forwards the six paths with their query strings and patches a missing lrc', async () => {
    const seen: string[] = [];
    const { server, url } = await listen((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/lyric')) return res.end(JSON.stringify({ nolyric: true, sgc: false, code: 200 }));
      if (req.url?.startsWith('/playlist')) {
        res.statusCode = 404;
        return res.end(JSON.stringify({ code: 404, message: 'not here' }));
      }
      return res.end(JSON.stringify({ code: 200, songs: [{ id: 1 }] }));
    });
    const ctx: TestContext = await build({ env: { MUSIC_API_UPSTREAM: `${url}/` } });
    try {
      const lyric = (await ctx.app.inject('/wapi/lyric?id=7')).json();
      expect(lyric).toEqual({ nolyric: true, sgc: false, code: 200, lrc: { version: 0, lyric: '' } });
      const detail = await ctx.app.inject('/wapi//song/detail?ids=1');
      expect(detail.json()).toEqual({ code: 200, songs: [{ id: 1 }] });
      const missing = await ctx.app.inject('/wapi/playlist/track/all?id=5&limit=30&offset=0');
      expect(missing.statusCode).toBe(404);
      await ctx.app.inject('/wapi/search?keywords=a+b&offset=20&limit=20');
      await ctx.app.inject('/wapi/toplist/detail');
      await ctx.app.inject('/wapi/song/url/v1?id=1&level=exhigh');
      expect(seen).toEqual([
        '/lyric?id=7',
        '/song/detail?ids=1',
        '/playlist/track/all?id=5&limit=30&offset=0',
        '/search?keywords=a+b&offset=20&limit=20',
        '/toplist/detail',
        '/song/url/v1?id=1&level=exhigh',
      ]);
    } finally {
      await ctx.close();
      server.close();
    }
  });

  it('answers 502 quickly when the upstream refuses connections', async () => {
    const { server, url } = await listen(() => undefined);
    server.close();
    const ctx = await build({ env: { MUSIC_API_UPSTREAM: url } });
    try {
      const res = await ctx.app.inject('/wapi/toplist/detail');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 502, msg: expect.stringContaining('无法连接音乐服务上游') });
    } finally {
      await ctx.close();
    }
  });

  it('answers 502 within 10 s when the upstream never answers', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const { server, url } = await listen(() => undefined); // accepts, never responds
    server.on('connection', (socket) => sockets.add(socket));
    const ctx = await build({ env: { MUSIC_API_UPSTREAM: url } });
    try {
      const started = Date.now();
      const res = await ctx.app.inject('/wapi/search?keywords=x&limit=20&offset=0');
      const elapsed = Date.now() - started;
      expect(res.statusCode).toBe(502);
      expect(res.json().msg).toContain('秒内没有响应');
      expect(elapsed).toBeLessThan(10_000);
    } finally {
      await ctx.close();
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  }, 20_000);
});
