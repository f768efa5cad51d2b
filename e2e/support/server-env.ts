import { E2E_LINK_ENV } from './links-env.mjs';
import { MAIN, PORTS } from './ports';

// The environment every e2e production server shares: the values `npm run test:build` built the
// pages with (the server refuses others), the reCAPTCHA secret a production server needs beside
// its site key (lib/env.ts), and the trust setting that lets tests choose X-Forwarded-For from
// loopback, and the fixtures flag, so that proxy.ts routes the e2e-only pages of the build
// (lib/pages/page-types.ts `fixturePageTypes`) instead of answering them with the 404 page, and the
// operator links the build was made with (e2e/support/links-env.mjs).
// playwright.config.ts and the specs that spawn their own servers all start from it.
export const E2E_SERVER_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  SITE_URL: MAIN,
  RECAPTCHA_SITE_KEY: 'e2e-site-key',
  RECAPTCHA_SECRET_KEY: 'e2e-secret',
  RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${PORTS.siteverify}/siteverify`,
  TRUSTED_PROXIES: '127.0.0.1/32,::1/128',
  SWAPLENS_E2E_FIXTURES: '1',
  // Partner webhooks may go to the specs' local receiver (e2e/support/webhook-receiver.ts).
  WEBHOOK_INSECURE_LOCAL: '1',
  ...E2E_LINK_ENV,
};
