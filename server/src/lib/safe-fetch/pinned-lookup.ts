import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { AddressPolicy } from './address-policy';

/** Every address of a host name, as dns.lookup gives them. */
export type Resolver = (hostname: string) => Promise<dns.LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** A host or address the policy refuses; the message names both (a report's middle). */
export class BlockedAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    const where = host === address ? `地址 ${address} ` : `${host}（${address}）`;
    super(`${where}是本机、局域网或保留地址，已拒绝连接`);
    this.name = 'BlockedAddressError';
  }
}

/**
 * The `lookup` handed to net.connect: it resolves the name once, refuses the host when ANY of its
 * addresses is refused, and gives the socket exactly the addresses it checked. Checking and
 * connecting are one step, so a name that answers a public address to a check and a private one
 * to the connect (DNS rebinding) cannot slip through (docs/security.md "Fetching remote URLs").
 */
export function pinnedLookup(resolve: Resolver, allow: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((a) => !allow(a.address));
        if (refused) return callback(new BlockedAddressError(hostname, refused.address), '', 0);
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted = addresses.filter((a) => !family || a.family === family);
        if (wanted.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          error.code = 'ENOTFOUND';
          return callback(error, '', 0);
        }
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
