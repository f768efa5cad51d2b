import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';

// Which paths reach proxy.ts, through Next's own reading of the matcher. Only real files skip
// it; every page and API path, whatever it ends with, gets the URL rules, maintenance and headers.
const reachesProxy = (path: string) =>
  unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${path}` });

describe('proxy matcher', () => {
  it('lets build assets, public files and metadata routes skip the proxy', () => {
    for (const path of [
      '/_next/static/chunks/0c65sel1vfg3v.css',
      '/_next/static/media/font.woff2',
      '/_next/image',
      '/icons/coins/btc.svg',
      '/icons/networks/bitcoin.svg',
      '/icons/coins/1inch.svg',
      '/monitoring/bestchange.svg',
      '/social/x.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/icon.svg',
      '/manifest.webmanifest',
      '/og-image.png',
      '/blog/covers/how-a-crypto-swap-works.webp',
      '/screenshots/de/offers.webp',
      '/screenshots/en/address-memo.webp',
      '/feeds/blog-en.xml',
      // The widgets' host script (public/embed.js).
      '/embed.js',
    ]) {
      expect(reachesProxy(path), path).toBe(false);
    }
  });

  it("lets `next dev`'s Turbopack chunks skip the proxy, whose names carry [ ] and @ escaped", () => {
    // Without this the proxy answered them with the page 404 and `next dev` never hydrated.
    for (const path of [
      '/_next/static/chunks/%5Bturbopack%5D_browser_dev_hmr-client_hmr-client_ts_c8c997ce._.js',
      '/_next/static/chunks/%5Broot-of-the-server%5D__0f1c2d3e._.js',
      '/_next/static/chunks/node_modules_%40swc_helpers_cjs_00636ac3._.js',
      '/_next/static/chunks/node_modules_next_dist_compiled_%40next_react-refresh-utils_1a2b3c._.js',
    ]) {
      expect(reachesProxy(path), path).toBe(false);
    }
  });

  it('sends every page path through the proxy, dots and extensions included', () => {
    for (const path of [
      '/',
      '/fr',
      '/swap',
      '/en/foo.bar',
      '/fr/x.php',
      '/foo.php',
      '/favicon.ico',
      '/missing.txt',
      '/widget/x',
      '/robots.txt/',
      '/fr/robots.txt',
      '/fr/manifest.webmanifest',
      '/ICONS/coins/btc.svg',
      '/icons/../secret.php',
      '/sitemaps/x',
      '/sitemaps/%25zz.xml',
      '/blog/',
      '/blog/covers/',
      '/screenshots/',
      '/feeds/blog-en.xml/',
      '/fr/feeds/blog-fr.xml',
      '/_next/static/%25zz.js',
      '/_next/static/chunks/%5Bx%5D%25zz.js',
      '/_next/static/%5b.js',
    ]) {
      expect(reachesProxy(path), path).toBe(true);
    }
  });

  it('sends every API path through the proxy', () => {
    for (const path of [
      '/api/v1/swaps/ABCDEFGHJKMN',
      '/api/v1/openapi.json',
      '/apiglobal/locale/fr',
      '/api/health/live',
    ]) {
      expect(reachesProxy(path), path).toBe(true);
    }
  });
});
