import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./', import.meta.url)) },
      // Server modules import 'server-only' so that a client component reaching one fails
      // `next build`; tests import them directly, as Next's server bundles do (an empty module).
      {
        find: /^server-only$/,
        replacement: fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
    environment: 'node',
    pool: 'forks',
    // PGlite takes a few seconds to start; PostgreSQL suites create a database per file.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    // next-intl's ESM build imports "next/server" without an extension, which only a bundler
    // resolves; let Vite process it.
    server: { deps: { inline: ['next-intl'] } },
  },
});
