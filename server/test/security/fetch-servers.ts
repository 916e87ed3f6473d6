import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { isPublicAddress, type AddressPolicy, type Resolver } from '../../src/lib/safe-fetch';

/**
 * Two real HTTP servers on one port for the fetch tests (attacks 24 and 25), never the internet:
 * `inside` on 127.0.0.1 stands for the operator's own services and counts every request it gets;
 * `outside` on 127.0.0.2 stands for a public host: the tests' policy lets 127.0.0.2 pass as public
 * while everything the real policy refuses (127.0.0.1 included) stays refused.
 */
export interface FetchServers {
  port: number;
  /** Requests that reached 127.0.0.1, by path. */
  insideHits: string[];
  outsideHits: string[];
  /** The test's policy: 127.0.0.2 counts as public, the rest as in production. */
  allow: AddressPolicy;
  /** public.test → 127.0.0.2, inside.test → 127.0.0.1, anything else unknown. */
  resolve: Resolver;
  picture: Buffer;
  close: () => Promise<void>;
}

export const OUTSIDE = '127.0.0.2';

function listen(server: http.Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject).listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startFetchServers(): Promise<FetchServers> {
  const picture = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  const insideHits: string[] = [];
  const outsideHits: string[] = [];
  let port = 0;
  const inside = http.createServer((req, res) => {
    insideHits.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'image/png', 'X-Server': 'inside' }).end(picture);
  });
  const outside = http.createServer((req, res) => {
    const url = req.url ?? '';
    outsideHits.push(url);
    const hop = /^\/hop\/(\d+)$/.exec(url);
    const to = (location: string) => res.writeHead(302, { Location: location }).end();
    if (url === '/pic.png') res.writeHead(200, { 'Content-Type': 'image/png', 'X-Server': 'outside' }).end(picture);
    else if (url === '/to-loopback') to(`http://127.0.0.1:${port}/secret.png`);
    else if (url === '/to-hex') to(`http://0x7f.0.0.1:${port}/secret.png`);
    else if (url === '/to-mapped') to(`http://[::ffff:127.0.0.1]:${port}/secret.png`);
    else if (url === '/to-name') to(`http://inside.test:${port}/secret.png`);
    else if (url === '/to-file') to('file:///etc/passwd');
    else if (hop) to(Number(hop[1]) > 0 ? `/hop/${Number(hop[1]) - 1}` : '/pic.png');
    else res.writeHead(404).end();
  });
  port = await listen(inside, '127.0.0.1', 0);
  await listen(outside, OUTSIDE, port);
  const names: Record<string, string> = { 'public.test': OUTSIDE, 'inside.test': '127.0.0.1' };
  const resolve: Resolver = async (hostname) => {
    const address = names[hostname];
    if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address, family: 4 }];
  };
  const close = (server: http.Server) => new Promise<void>((done) => server.close(() => done()));
  return {
    port,
    insideHits,
    outsideHits,
    allow: (address) => address === OUTSIDE || isPublicAddress(address),
    resolve,
    picture,
    close: async () => {
      await Promise.all([close(inside), close(outside)]);
    },
  };
}
