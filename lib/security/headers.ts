// Headers every response carries, wherever it comes from (next.config.ts for files and API
// routes, proxy.ts for pages and redirects). The CSP is separate because pages need a nonce.

export const securityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/**
 * Unprefixed paths of the pages other sites may frame. None exists yet: a page becomes framable
 * only when its route exists and is listed here, so a 404 under a path that looks like a widget
 * can never be framed (and clickjacked).
 */
const EMBEDDABLE_PATHS: readonly string[] = [];

/** True for a page listed in EMBEDDABLE_PATHS, in any locale (pass the unprefixed path). */
export function isEmbeddablePath(
  unprefixedPath: string,
  embeddable: readonly string[] = EMBEDDABLE_PATHS,
): boolean {
  return embeddable.includes(unprefixedPath);
}
