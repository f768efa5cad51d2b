import 'server-only';
import { isIP } from 'node:net';
import { addressBucket } from '../net/address.mjs';

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
