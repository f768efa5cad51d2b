import { BlockList, isIP } from 'node:net';

// Which addresses a webhook may be sent to: public unicast only (docs/partners/webhooks.md,
// "SSRF rules"). The table follows the IANA special-purpose registries (IPv4 and IPv6,
// RFC 6890 and its updates); an IPv6 address that carries an IPv4 one (IPv4-mapped, NAT64,
// 6to4) is judged by the IPv4 address it carries.

/** Never a webhook's destination: not public unicast, or not routed on the Internet. */
const IPV4_BLOCKED: readonly [string, number, string][] = [
  ['0.0.0.0', 8, '"this network", unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared address space (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation (TEST-NET-1)'],
  ['192.31.196.0', 24, 'AS112-v4'],
  ['192.52.193.0', 24, 'AMT'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['192.175.48.0', 24, 'direct delegation AS112'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation (TEST-NET-2)'],
  ['203.0.113.0', 24, 'documentation (TEST-NET-3)'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved, broadcast'],
];

/** Inside 2000::/3 (global unicast), what is still not a public host. */
const IPV6_BLOCKED: readonly [string, number, string][] = [
  ['2001::', 23, 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'segment routing (SRv6) SIDs'],
];
const IPV6_GLOBAL = ['2000::', 3] as const;
const NAT64 = ['64:ff9b::', 96] as const;

function list(entries: readonly [string, number, string][], type: 'ipv4' | 'ipv6'): BlockList {
  const blocked = new BlockList();
  for (const [network, prefix] of entries) blocked.addSubnet(network, prefix, type);
  return blocked;
}

const ipv4Blocked = list(IPV4_BLOCKED, 'ipv4');
const ipv6Blocked = list(IPV6_BLOCKED, 'ipv6');
const ipv6Global = list([[...IPV6_GLOBAL, 'global unicast']], 'ipv6');
const nat64 = list([[...NAT64, 'NAT64']], 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included); null if not one. */
export function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right];
  return groups.length === 8 ? groups.map((group) => Number.parseInt(group, 16)) : null;
}

const dotted = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/** The IPv4 address an IPv6 one carries (IPv4-mapped, NAT64 64:ff9b::/96, 6to4), if any. */
export function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return dotted(g6, g7);
  }
  if (nat64.check(address, 'ipv6')) return dotted(g6, g7);
  if (g0 === 0x2002) return dotted(g1 ?? 0, g2 ?? 0);
  return null;
}

/** Whether `address` (an IP literal; an IPv6 zone is ignored) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const plain = address.split('%')[0] ?? '';
  const family = isIP(plain);
  if (family === 4) return !ipv4Blocked.check(plain, 'ipv4');
  if (family !== 6) return false;
  const carried = embeddedIpv4(plain);
  if (carried !== null) return !ipv4Blocked.check(carried, 'ipv4');
  return ipv6Global.check(plain, 'ipv6') && !ipv6Blocked.check(plain, 'ipv6');
}

/** Whether `address` is a loopback address (127.0.0.0/8, ::1, or IPv4-mapped loopback). */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.split('%')[0] ?? '';
  const v4 = isIP(plain) === 4 ? plain : embeddedIpv4(plain);
  if (v4 !== null && isIP(v4) === 4) return v4.split('.')[0] === '127';
  const groups = ipv6Groups(plain);
  return groups !== null && groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
}
