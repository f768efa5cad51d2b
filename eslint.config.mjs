import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.mjs'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
