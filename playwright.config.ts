import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.mjs';
import { MAIN, PORTS } from './e2e/support/ports';
import { E2E_SERVER_ENV } from './e2e/support/server-env';

// End-to-end tests drive the production build (`npm run test:build` first) in Debian's Chromium.
// Three servers run side by side: the main one, one in maintenance and one with the flag off,
// plus a stand-in for Google's siteverify endpoint so the bot check runs for real.

const chromium = chromiumLaunchOptions;

function server(port: number, name: string, env: Record<string, string> = {}) {
  return {
    command: 'node server/index.mjs',
    url: `http://localhost:${port}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...E2E_SERVER_ENV,
      PORT: String(port),
      DATA_DIR: `.data/e2e-${name}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: MAIN,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testMatch: /browser\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `node e2e/support/siteverify-mock.mjs ${PORTS.siteverify}`,
      url: `http://127.0.0.1:${PORTS.siteverify}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    server(PORTS.main, 'main'),
    server(PORTS.maintenanceOn, 'maintenance-on', { MAINTENANCE_MODE: 'true' }),
    server(PORTS.maintenanceOff, 'maintenance-off', { MAINTENANCE_MODE: 'false' }),
    // One sandbox provider hangs: its offer never comes, the others' must not wait for it.
    server(PORTS.sandboxFaults, 'sandbox-faults', {
      SANDBOX_FAULTS: 'sandbox-harbor:hang',
      PROVIDER_TIMEOUT_MS: '4000',
      OFFERS_DEADLINE_MS: '5000',
    }),
  ],
});
