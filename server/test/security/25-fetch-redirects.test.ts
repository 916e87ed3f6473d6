import type { LookupAddress } from 'node:dns';
import { BlockedAddressError, FetchRefusedError, readCapped, safeGet, type Resolver } from '../../src/lib/safe-fetch';
import { OUTSIDE, startFetchServers, type FetchServers } from './fetch-servers';

/**
 * Attack 25: a public-looking image URL that redirects into 127.0.0.1, a redirect chain without
 * end, and a name that answers a public address to the check and 127.0.0.1 to the connect (DNS
 * rebinding). safeGet checks every hop itself, stops after 5 redirects, and connects to exactly the
 * addresses it checked (docs/security.md "Fetching remote URLs").
 */
describe('safeGet: redirects and rebinding', () => {
  let servers: FetchServers;
  beforeAll(async () => {
    servers = await startFetchServers();
  });
  afterAll(() => servers.close());
  const guard = () => ({ allow: servers.allow, resolve: servers.resolve });
  const url = (path: string) => `http://public.test:${servers.port}${path}`;

  it('a public host is fetched (the tests policy lets 127.0.0.2 pass)', async () => {
    const response = await safeGet(url('/pic.png'), guard());
    expect(response.headers['x-server']).toBe('outside');
    expect(await readCapped(response, 1 << 20)).toEqual(servers.picture);
  });

  it('a redirect from an allowed host into loopback is refused, however the Location spells it', async () => {
    for (const path of ['/to-loopback', '/to-hex', '/to-mapped', '/to-name'])
      await expect(safeGet(url(path), guard())).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(safeGet(url('/to-file'), guard())).rejects.toThrow(
      new FetchRefusedError('不支持的地址 file:（只下载 http、https）'),
    );
    expect(servers.insideHits).toEqual([]);
  });

  it('follows at most 5 redirects', async () => {
    const five = await safeGet(url('/hop/4'), guard());
    expect(five.url).toBe(url('/pic.png'));
    five.body.destroy();
    servers.outsideHits.length = 0;
    await expect(safeGet(url('/hop/5'), guard())).rejects.toThrow(new FetchRefusedError('重定向超过 5 次'));
    // The first request and five redirects; the sixth Location is never requested.
    expect(servers.outsideHits).toEqual(['/hop/5', '/hop/4', '/hop/3', '/hop/2', '/hop/1', '/hop/0']);
  });

  it('a name that rebinds to loopback after the check never reaches loopback', async () => {
    const answers: LookupAddress[] = [
      { address: OUTSIDE, family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    let asked = 0;
    // Public on the first question, 127.0.0.1 from then on: a check-then-connect fetcher asks twice.
    const rebinding: Resolver = async () => [answers[Math.min(asked++, 1)]];
    const first = await safeGet(`http://rebind.test:${servers.port}/pic.png`, {
      allow: servers.allow,
      resolve: rebinding,
    });
    expect(first.headers['x-server']).toBe('outside');
    first.body.destroy();
    expect(asked).toBe(1);
    // The next connection asks again, gets 127.0.0.1 and is refused.
    await expect(
      safeGet(`http://rebind.test:${servers.port}/pic.png`, { allow: servers.allow, resolve: rebinding }),
    ).rejects.toThrow(new BlockedAddressError('rebind.test', '127.0.0.1'));
    // A name with a public and a private address is refused whole.
    const both: Resolver = async () => answers;
    await expect(
      safeGet(`http://both.test:${servers.port}/pic.png`, { allow: servers.allow, resolve: both }),
    ).rejects.toBeInstanceOf(BlockedAddressError);
    expect(servers.insideHits).toEqual([]);
  });
});
