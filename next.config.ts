import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_CSP } from './lib/security/csp';
import { securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// IMAGE_DOMAIN: the one remote host next/image may load from (a bare hostname such as
// images.example.com). Unset: local images only. Checked here because next.config.ts is read
// before lib/env.ts ever runs, so a typo stops the build and the server alike.
function imageDomain(): string | undefined {
  const value = process.env.IMAGE_DOMAIN?.trim().toLowerCase();
  if (!value) return undefined;
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  if (value.length > 253 || !new RegExp(`^${label}(?:\\.${label})+$`).test(value)) {
    throw new Error(
      `Invalid environment configuration:\n  IMAGE_DOMAIN: must be a bare hostname such as images.example.com, got "${value}"`,
    );
  }
  return value;
}
const remoteImageHost = imageDomain();

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
  // Widths of the spec's breakpoints (xs 320 … 2xl 1536) and their 2x versions (maximum device
  // pixel ratio 2); WebP only. Pages pass `sizes` so the browser picks the right width, and
  // `placeholder="blur"`: automatic for static imports, with a small `blurDataURL` for remote ones.
  images: {
    deviceSizes: [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072],
    imageSizes: [16, 24, 32, 48, 64, 96, 128, 256],
    formats: ['image/webp'],
    remotePatterns: remoteImageHost
      ? [{ protocol: 'https', hostname: remoteImageHost, pathname: '/**' }]
      : [],
  },
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
