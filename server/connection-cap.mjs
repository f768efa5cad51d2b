// @ts-check
// A cap on the connections one client holds open at once (an IPv4 address or an IPv6 /64), so a
// single client cannot take every socket the process can serve. Peers that are trusted proxies
// are exempt: every visitor arrives through them, and they enforce their own limits.
import { addressBucket, isTrustedProxy } from '../lib/net/address.mjs';

/** Default of MAX_CONNECTIONS_PER_IP: browsers open at most 6 per host; offices share addresses. */
export const DEFAULT_MAX_CONNECTIONS_PER_IP = 128;

/** MAX_CONNECTIONS_PER_IP of this process; a bad value stops the server with a message. */
export function maxConnectionsFromEnv(value = process.env.MAX_CONNECTIONS_PER_IP) {
  if (value === undefined || value === '') return DEFAULT_MAX_CONNECTIONS_PER_IP;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 100_000) {
    throw new Error(
      `Invalid environment configuration:\n  MAX_CONNECTIONS_PER_IP: must be a whole number from 1 to 100000, got "${value}"`,
    );
  }
  return parsed;
}

/**
 * Counts open sockets per client and destroys a new one past `max`. Returns the 'connection'
 * listener and a read-only view of the counts (for tests).
 * @param {{ max: number, trusted: import('node:net').BlockList, warn: (msg: string, fields: Record<string, unknown>) => void }} options
 */
export function createConnectionCap({ max, trusted, warn }) {
  /** @type {Map<string, number>} */
  const open = new Map();
  let lastWarning = 0;
  /** @param {import('node:net').Socket} socket */
  const onConnection = (socket) => {
    const address = socket.remoteAddress ?? '';
    if (isTrustedProxy(trusted, address)) return;
    const bucket = addressBucket(address);
    const count = (open.get(bucket) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      const now = Date.now();
      if (now - lastWarning >= 60_000) {
        lastWarning = now;
        warn('connections: a client reached the per-address cap', { bucket, max });
      }
      return;
    }
    open.set(bucket, count);
    socket.once('close', () => {
      const left = (open.get(bucket) ?? 1) - 1;
      if (left > 0) open.set(bucket, left);
      else open.delete(bucket);
    });
  };
  return { onConnection, counts: /** @type {ReadonlyMap<string, number>} */ (open) };
}
