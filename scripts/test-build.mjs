// @ts-check
// `npm run test:build`: the production build the Playwright specs run against. Every provider
// secret the registry declares (lib/providers/secret-keys.json, checked against the adapters by
// tests/unit/providers/registry-keys.test.ts) gets a canary value; e2e/secrets.spec.ts then
// proves none of them reached a file sent to browsers. The operator links are those of
// e2e/support/links-env.mjs. Arguments are passed on to the build.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { E2E_LINK_ENV } from '../e2e/support/links-env.mjs';

const { secrets } = /** @type {{ secrets: string[] }} */ (
  JSON.parse(readFileSync(new URL('../lib/providers/secret-keys.json', import.meta.url), 'utf8'))
);

/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  SITE_URL: `http://localhost:${process.env.E2E_PORT_BASE || 3100}`,
  RECAPTCHA_SITE_KEY: 'e2e-site-key',
  SWAPLENS_E2E_FIXTURES: '1',
  ...E2E_LINK_ENV,
  // The canary keys below enable every adapter at build time; the sandbox joins them so that
  // /partners, prerendered with the build's providers, shows the Sandbox labels too.
  SANDBOX: 'true',
};
for (const key of secrets) env[key] = `swaplens-canary-secret-${key.toLowerCase()}`;

const build = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('build.mjs', import.meta.url)), ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
process.exit(build.status ?? 1);
