import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { buildTimeConfig } from './lib/build-config';
import { brandLook } from './lib/env/brand-file.mjs';
import { parseEnv } from './lib/env/schema';
import { providerSetting } from './lib/startup/provider-setting';
import { API_CSP } from './lib/security/csp';
import { securityHeaders } from './lib/security/headers';
import { API_POLICY, xFrameOptions } from './lib/security/response-policy';
import { MAX_REQUEST_BODY_BYTES } from './server/request-guard.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
const DEFAULT_PAGE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];

// Parsed here too, so a bad value (or a bad brand file, BRAND_CONFIG) stops `next build` as well
// as the server.
const config = parseEnv(process.env);
const remoteImageHost = config.IMAGE_DOMAIN;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The e2e-only fixture pages (files named page.e2e.tsx, e.g. a page with injected markup for
  // the CSP tests) exist only in a build made with SWAPLENS_E2E_FIXTURES=1 (`npm run test:build`).
  pageExtensions: config.SWAPLENS_E2E_FIXTURES
    ? [...DEFAULT_PAGE_EXTENSIONS, 'e2e.tsx']
    : DEFAULT_PAGE_EXTENSIONS,
  // The values prerendered pages carry, so the server can refuse to run with other ones
  // (lib/build-config.ts, checked in instrumentation.ts). All of them are public.
  env: {
    SWAPLENS_BUILD_CONFIG: JSON.stringify(buildTimeConfig(config)),
    SWAPLENS_BUILD_BRAND: brandLook(config.BRAND),
    // The one part of the brand the browser needs on its own: the colours of app/global-error.tsx,
    // which has no server layout above it.
    SWAPLENS_BRAND_COLORS: JSON.stringify(config.BRAND.colors),
    SWAPLENS_BUILD_PROVIDERS: providerSetting(process.env),
  },
  // HTML carries a per-request nonce (server/nonce.mjs), so an ETag would let a browser reuse a
  // page whose nonce no longer matches the CSP header; server/index.mjs compresses instead of
  // Next so that the nonce is added before compression.
  generateEtags: false,
  compress: false,
  // proxy.ts owns the trailing-slash rule (blog paths keep theirs), so Next must not strip it.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis'],
  typedRoutes: false,
  // Pages rendered on demand (the catalogue beyond its prerendered head) are cached in memory only,
  // bounded by PAGE_CACHE_MAX_BYTES, never on disk; prerendered pages are still read from the
  // build (server/page-cache.mjs, docs/seo.md). Next's own 50 MB copy would only duplicate it.
  // An absolute path: Next imports it from its dist folder. The build and the server both run
  // from the project folder (scripts/build.mjs, server/index.mjs).
  cacheHandler: path.resolve('server/page-cache.mjs'),
  cacheMaxMemorySize: 0,
  // The body copy Next keeps for proxy.ts never exceeds what any route accepts; server/index.mjs
  // refuses larger bodies before Next reads them (server/request-guard.mjs).
  // Server actions: Next refuses one whose Origin is not the request's Host. Behind a reverse
  // proxy the Host may be an internal name, so SITE_URL's host is allowed too; server/index.mjs
  // refuses other origins with 403 before Next, which would answer 500 (docs/operations.md).
  experimental: {
    proxyClientMaxBodySize: MAX_REQUEST_BODY_BYTES,
    serverActions: {
      allowedOrigins: [new URL(config.SITE_URL).host],
      bodySizeLimit: MAX_REQUEST_BODY_BYTES,
    },
  },
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
    // Pages get their framing and opener policy from proxy.ts; the API's is API_POLICY.
    const apiFrameOptions = xFrameOptions(API_POLICY.frameAncestors);
    return [
      { source: '/:path*', headers: [...securityHeaders] },
      // The widgets' host script (docs/widgets.md): hosts load it by this one unversioned URL, so
      // a day in caches, then a week served stale while it is fetched again.
      {
        source: '/embed.js',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' },
        ],
      },
      {
        source: '/:prefix(api|apiglobal)/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: API_CSP },
          ...(apiFrameOptions ? [{ key: 'X-Frame-Options', value: apiFrameOptions }] : []),
          { key: 'Cross-Origin-Opener-Policy', value: API_POLICY.coop },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
