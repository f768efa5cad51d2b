import 'server-only';

// CORS for the routes that take publishable keys (a partner's page calling /api/v1 from a
// visitor's browser). Only the Origin the caller's key lists is ever allowed, one at a time,
// never `*`, and never with credentials: the key in Authorization is the credential, the
// visitor's cookies are not sent. Preflights: ./cors-preflight.ts.

/** What a partner's page may read of an answer beyond the CORS-safelisted headers. */
const EXPOSED = [
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'Idempotent-Replayed',
  'Content-Language',
];

/** The headers that let `origin` (already checked against the key's list) read the answer. */
export function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED.join(', '),
  };
}

/** A Vary header value with `name` added once to what `existing` says. */
export function varyOn(existing: string | null, name: string): string {
  const names = (existing ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())) {
    return names.join(', ');
  }
  return [...names, name].join(', ');
}
