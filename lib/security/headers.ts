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

/** True for the embeddable widget pages, in any locale. */
export function isEmbeddablePath(unprefixedPath: string): boolean {
  return /^\/(v2\/)?widget(\/|$)/.test(unprefixedPath);
}
