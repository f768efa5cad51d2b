import 'server-only';
import { isIP } from 'node:net';
import { addressBucket, widerIpv6Networks } from '../net/address.mjs';
import type { LimitBucket } from './rate-limit/types';

/**
 * Set by our Node server (server/client-ip.mjs) from the socket's address, or from
 * X-Forwarded-For when the socket's peer is a trusted proxy; any copy the client sent is removed.
 */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** The visitor's IP for providers and the bot check; 'unknown' when the server did not say. */
export function clientIp(request: Request): string {
  const value = request.headers.get(CLIENT_IP_HEADER)?.trim() ?? '';
  return isIP(value) ? value : 'unknown';
}

/** What rate limits count by: the IPv4 address, or the IPv6 address's /64 network. */
export function clientBucket(request: Request): string {
  return addressBucket(clientIp(request));
}

/**
 * How much more than one client an IPv6 /56 and /48 may send (security review 2026-12, M4):
 * rotating /64s inside one customer's /56 or a tunnel's /48 buys a few clients' worth, not
 * thousands. An IPv4 address shared by a whole office behind NAT gets 1x; these are above it.
 */
export const IPV6_TIER_SCALE = { '/56': 4, '/48': 16 } as const;

/** Every bucket an address counts in: its own (IPv4 address or IPv6 /64), then /56 and /48. */
export function clientBuckets(request: Request): LimitBucket[] {
  const ip = clientIp(request);
  const wider = widerIpv6Networks(ip).map((key) => ({
    key,
    scale: key.endsWith('/56') ? IPV6_TIER_SCALE['/56'] : IPV6_TIER_SCALE['/48'],
  }));
  return [{ key: addressBucket(ip), scale: 1 }, ...wider];
}
