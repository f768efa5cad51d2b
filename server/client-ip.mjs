// @ts-check
// The client's address for rate limits, logs and providers, set as the x-client-ip request
// header; any incoming x-client-ip is discarded. X-Forwarded-For counts only when the socket's
// peer is one of TRUSTED_PROXIES (lib/net/address.mjs has the rule).
import { parseTrustedProxies, resolveClientIp } from '../lib/net/address.mjs';

/** TRUSTED_PROXIES of this process; a bad entry stops the server with a message naming it. */
export function trustedProxiesFromEnv() {
  return parseTrustedProxies(process.env.TRUSTED_PROXIES);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:net').BlockList} trusted
 */
export function setClientIp(req, trusted) {
  delete req.headers['x-client-ip'];
  req.headers['x-client-ip'] = resolveClientIp(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trusted,
  );
}
