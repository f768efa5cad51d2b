import 'server-only';
import { BlockList, isIP } from 'node:net';

// Where a partner's swap webhooks go. THE one check of a webhook URL at save time: every write
// of a partner (create, update) calls validateWebhookUrl and nothing else. Here it checks the
// URL's syntax: https, no user name or password, no fragment, no IP literal in a private,
// loopback, link-local or otherwise non-public range, no local host name. The DNS check (every
// address the name resolves to must be public, at save and again at send) plugs in here, in
// validateWebhookUrl, so that every caller gets it.

/** Why a webhook URL is refused (logged and shown to the operator, never to a visitor). */
export type WebhookUrlProblem =
  'invalid_url' | 'not_https' | 'credentials' | 'fragment' | 'private_address' | 'local_host';

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

/**
 * The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:7f00:1 is 127.0.0.1), checked as
 * IPv4: a rule for ::ffff:0:0/96 would cover every IPv4 address in Node's BlockList.
 */
function unmapped(address: string): string | null {
  const match = /^::ffff:(?:([0-9a-f]{1,4}):([0-9a-f]{1,4})|(\d+\.\d+\.\d+\.\d+))$/i.exec(address);
  if (!match) return null;
  if (match[3]) return match[3];
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is in a range no partner's public server has. */
function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const v4 = family === 6 ? unmapped(address) : null;
  if (v4 !== null) return PRIVATE.check(v4, 'ipv4');
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Names that resolve to this machine or a local network whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** The syntax rules alone, for the zod contracts (synchronous). */
export function webhookUrlSyntaxProblem(url: string): WebhookUrlProblem | null {
  if (!URL.canParse(url)) return 'invalid_url';
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return 'not_https';
  if (parsed.username !== '' || parsed.password !== '') return 'credentials';
  if (parsed.hash !== '' || url.includes('#')) return 'fragment';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPrivateAddress(host) ? 'private_address' : null;
  // A name without a dot (an intranet host) or a local one.
  if (!host.includes('.') || LOCAL_NAMES.test(host.replace(/\.$/, ''))) return 'local_host';
  return null;
}

/**
 * Whether `url` may receive a partner's webhooks: null when it may, else why not. Async, so
 * the DNS resolution check slots in here without changing any caller.
 */
export async function validateWebhookUrl(url: string): Promise<WebhookUrlProblem | null> {
  return webhookUrlSyntaxProblem(url);
}
