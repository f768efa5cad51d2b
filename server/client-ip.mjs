// @ts-check
// The client's address for rate limits and logs, set as the x-client-ip request header. Any
// incoming x-client-ip is discarded. Behind N trusted reverse proxies (TRUST_PROXY_HOPS=N) the
// address is taken from X-Forwarded-For, N entries from the right; otherwise from the socket.

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} trustedHops
 */
export function setClientIp(req, trustedHops) {
  delete req.headers['x-client-ip'];
  let ip = req.socket.remoteAddress ?? 'unknown';
  if (trustedHops > 0) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const candidate = forwarded[forwarded.length - trustedHops];
    if (candidate) ip = candidate;
  }
  req.headers['x-client-ip'] = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
