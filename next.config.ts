import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_CSP } from './lib/security/csp';
import { securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // HTML carries a per-request nonce (server/nonce.mjs), so an ETag would let a browser reuse a
  // page whose nonce no longer matches the CSP header; server/index.mjs compresses instead of
  // Next so that the nonce is added before compression.
  generateEtags: false,
  compress: false,
  // proxy.ts owns the trailing-slash rule (blog paths keep theirs), so Next must not strip it.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis'],
  typedRoutes: false,
  async headers() {
    return [
      { source: '/:path*', headers: [...securityHeaders] },
      {
        source: '/:prefix(api|apiglobal)/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: API_CSP },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
