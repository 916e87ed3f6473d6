import net from 'node:net';

/**
 * The network a client address belongs to, never the address itself (docs/security.md "Signed-in
 * devices"): IPv4 to its /24 (`203.0.113.0/24`), IPv6 to its /48 (`2001:db8:1::/48`). Enough to tell
 * "home" from "elsewhere" in the device list, not enough to name a household. '' when unknown.
 */
export function addressPrefix(address: string | undefined): string {
  if (!address) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  if (net.isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (!net.isIPv6(ip)) return '';
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}
