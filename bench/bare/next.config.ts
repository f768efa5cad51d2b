// The bare reference app of the benchmarks (docs/performance.md): a minimal Next 16 + next-intl page,
// built and served by `npm run bench`, `npm run bench:lighthouse` and `npm run check:js-budget`
// with the repository's own dependencies (`next build bench/bare`). Nothing here is tuned: it
// is the figure the site is measured against. Its app/icon.svg is there as create-next-app's
// favicon is: without one the browser's /favicon.ico request logs a 404 in the console.
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
// next, react and next-intl come from the repository's node_modules, two folders up.
const repositoryRoot = path.resolve(__dirname, '../..');

const nextConfig: NextConfig = {
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
};

export default withNextIntl(nextConfig);
