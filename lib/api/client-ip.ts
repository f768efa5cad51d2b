/**
 * Set by our Node server (server/) from the socket's address, after removing any copy the client
 * sent, so it cannot be spoofed the way X-Forwarded-For can.
 */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** The visitor's IP for rate limits and the bot check; 'unknown' when the server did not say. */
export function clientIp(request: Request): string {
  const value = request.headers.get(CLIENT_IP_HEADER)?.trim();
  // Bounded so a broken proxy cannot make rate-limit keys arbitrarily long.
  return value && value.length <= 64 ? value : 'unknown';
}
