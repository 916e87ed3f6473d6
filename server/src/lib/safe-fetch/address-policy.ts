import net from 'node:net';

/** Whether the importer may connect to an address (a canonical IPv4 or IPv6 text, no brackets). */
export type AddressPolicy = (address: string) => boolean;

// docs/security.md "Fetching remote URLs": everything that is not public unicast. IANA's special-use
// registries, IPv4 and IPv6; the IPv4 rows also cover an IPv6 address that carries an IPv4 one.
const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 broadcast
];
const V6_BLOCKED: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
];

const blocked = new net.BlockList();
for (const [address, prefix] of V4_BLOCKED) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of V6_BLOCKED) blocked.addSubnet(address, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (the URL parser writes it canonically first). */
function groupsOf(address: string): number[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head, tail] = canonical.includes('::') ? canonical.split('::') : [canonical, undefined];
  const part = (text: string | undefined) => (text ? text.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 one stands for, when it does: mapped (::ffff:a.b.c.d), compatible
 * (::a.b.c.d), translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 * Each can reach that IPv4 host.
 */
function embeddedV4(g: number[]): string | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || (g[5] === 0 && (g[6] !== 0 || g[7] > 1)))) return v4(g[6], g[7]);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6], g[7]);
  if (g[0] === 0x2002) return v4(g[1], g[2]);
  return null;
}

/** Public unicast only: refuses loopback, private, link-local, CGNAT, multicast, reserved, in any spelling. */
export const isPublicAddress: AddressPolicy = (address) => {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (net.isIPv4(bare)) return !blocked.check(bare, 'ipv4');
  if (!net.isIPv6(bare)) return false;
  const groups = groupsOf(bare);
  const inner = embeddedV4(groups);
  if (inner !== null && blocked.check(inner, 'ipv4')) return false;
  return !blocked.check(bare, 'ipv6');
};

/** --allow-private: the author's own LAN (docs/import-export.md, Images from elsewhere). */
export const anyAddress: AddressPolicy = () => true;
