// @ts-check
// Headers every response carries, wherever it comes from: next.config.ts for files and API
// routes, proxy.ts for pages and redirects, and server/index.mjs for what the production server
// answers itself (405, 413) or what Next answers before any of those run (the `//` redirect).
// Plain JavaScript so that server/*.mjs can read it without a build. The CSP is separate
// because pages need a nonce (lib/security/csp.ts).

/** @type {ReadonlyArray<{ key: string; value: string }>} */
export const securityHeaders = [
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
