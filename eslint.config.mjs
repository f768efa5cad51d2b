import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { layers } from './eslint/layers.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
    // import/no-cycle follows only our own files; parsing packages' bundles is slow (and PGlite's
    // overflows the parser's stack).
    settings: { 'import/ignore': ['node_modules'] },
  },
  {
    files: ['**/*.mjs'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  ...layers,
  globalIgnores([
    '.next/**',
    'node_modules/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    // The bare reference app's build output (its sources are linted like ours).
    'bench/bare/.next/**',
    'bench/bare/next-env.d.ts',
    // Probes of tests/unit/lint/layers.test.ts, which lints them itself.
    'tests/unit/lint/fixtures/**',
  ]),
]);
