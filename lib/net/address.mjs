// @ts-check
// Client addresses: who the visitor is for rate limits and connection caps. Plain JavaScript so
// that both the Node server (server/*.mjs, before Next) and the app (lib/api) use one rule.
//
// - X-Forwarded-For is believed only when the socket's peer is a configured trusted proxy
//   (TRUSTED_PROXIES), and only entries that are IP addresses count.
// - An IPv6 visitor is one bucket per /64: that is what one line or one VPS gets, so rotating
//   addresses inside it changes nothing.
import { BlockList, isIP } from 'node:net';

/** "::ffff:203.0.113.9" (an IPv4 peer on a dual-stack socket) -> "203.0.113.9". */
export function unmapIpv4(/** @type {string} */ address) {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : address;
}

/**
 * TRUSTED_PROXIES ("10.0.0.0/8, 127.0.0.1, ::1/128") as a BlockList; throws naming the first
 * entry that is not an address or a CIDR block. An empty value trusts nobody.
 * @param {string | undefined} value
 */
export function parseTrustedProxies(value) {
  const list = new BlockList();
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const max = family === 4 ? 32 : 128;
    const validPrefix =
      bits === null || (prefix !== '' && Number.isInteger(bits) && bits >= 0 && bits <= max);
    if (!family || extra !== undefined || !validPrefix) {
      throw new Error(
        `Invalid environment configuration:\n  TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR block (for example 10.0.0.0/8 or ::1)`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** @param {BlockList} trusted @param {string} address */
export function isTrustedProxy(trusted, address) {
  const plain = unmapIpv4(address);
  const family = isIP(plain);
  return family !== 0 && trusted.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The visitor's address. From the socket, unless the socket's peer is a trusted proxy: then the
 * right-most X-Forwarded-For entry that is not itself a trusted proxy (each proxy appends the
 * address it saw; entries left of it were written by whoever connected, so they prove nothing).
 * A value that is not an IP address ends the walk, and the last trusted hop is answered.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {BlockList} trusted
 */
export function resolveClientIp(socketAddress, forwardedFor, trusted) {
  if (!socketAddress || !isIP(socketAddress)) return 'unknown';
  let address = unmapIpv4(socketAddress);
  if (!isTrustedProxy(trusted, address)) return address;
  const hops = String(forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = unmapIpv4(hops[index] ?? '');
    if (!isIP(hop)) break;
    address = hop;
    if (!isTrustedProxy(trusted, hop)) break;
  }
  return address;
}

/** The eight 16-bit groups of an IPv6 address (embedded IPv4 tail included), or null. */
function ipv6Groups(/** @type {string} */ address) {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    Number.parseInt(group || '0', 16),
  );
}

/**
 * The bucket an address counts in: an IPv4 address itself, an IPv6 address its /64 network
 * ("2001:db8:1:2::/64"); anything else "unknown".
 * @param {string} address
 */
export function addressBucket(address) {
  const plain = unmapIpv4(address);
  const family = isIP(plain);
  if (family === 4) return plain;
  if (family !== 6) return 'unknown';
  const groups = ipv6Groups(plain);
  if (!groups) return 'unknown';
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The wider networks an IPv6 address belongs to, for rate limits beyond the /64: a /56 (what
 * many home ISPs give one customer) and a /48 (one site, or a free tunnel broker's allocation),
 * as "2001:db8:1:200::/56" and "2001:db8:1::/48". None for IPv4 or anything else.
 * @param {string} address
 */
export function widerIpv6Networks(address) {
  const plain = unmapIpv4(address);
  if (isIP(plain) !== 6) return [];
  const groups = ipv6Groups(plain);
  if (!groups) return [];
  const [a = 0, b = 0, c = 0, d = 0] = groups;
  const hex = (/** @type {number[]} */ parts) => parts.map((group) => group.toString(16)).join(':');
  return [`${hex([a, b, c, d & 0xff00])}::/56`, `${hex([a, b, c])}::/48`];
}
