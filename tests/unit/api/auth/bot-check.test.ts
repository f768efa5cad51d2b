import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  missingSecretWarning,
  verifyBotCheck,
  type BotCheckConfig,
} from '@/lib/api/auth/bot-check';
import { ApiError } from '@/lib/api/errors';
import { resetSingletonsForTests } from '@/lib/process-singleton.mjs';
import { importWithEnv } from '../../../helpers/env';
import { startSiteverifyMock, type SiteverifyMock } from '../../../helpers/siteverify';

const human = {
  success: true,
  score: 0.5,
  action: 'newsletter_subscribe',
  hostname: 'Swaplens.example',
};

describe('verifyBotCheck', () => {
  let mock: SiteverifyMock;
  let config: BotCheckConfig;

  beforeAll(async () => {
    mock = await startSiteverifyMock();
    config = { secret: 's', verifyUrl: mock.url, hostname: 'swaplens.example', timeoutMs: 300 };
  });
  afterAll(() => mock.close());
  afterEach(() => {
    mock.requests.length = 0;
  });

  const verify = (remoteIp?: string) =>
    verifyBotCheck(config, { token: 't', action: 'newsletter_subscribe', remoteIp });

  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: unknown) => (error instanceof ApiError ? `${error.status} ${error.code}` : error),
    );

  it('accepts a score of exactly 0.5 and compares hostnames without case', async () => {
    mock.answer({ body: human });
    expect(await outcome(verify('203.0.113.1'))).toBe('accepted');
    expect(mock.requests[0]?.get('remoteip')).toBe('203.0.113.1');
  });

  it('does not send remoteip when the address is unknown', async () => {
    mock.answer({ body: human });
    await verify('unknown');
    expect(mock.requests[0]?.has('remoteip')).toBe(false);
  });

  it('refuses a score just under the threshold', async () => {
    mock.answer({ body: { ...human, score: 0.49 } });
    expect(await outcome(verify())).toBe('403 captcha_failed');
  });

  it('answers 503 captcha_unavailable when siteverify is slower than the timeout', async () => {
    // Held past the test's own timeout: any answer at all means the check gave up first.
    mock.answer({ body: human, delayMs: 120_000 });
    expect(await outcome(verify())).toBe('503 captcha_unavailable');
  });
});

describe('botCheckConfig', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('reads the secret, the verify URL and the site hostname', async () => {
    const { botCheckConfig } = await importWithEnv(
      {
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify',
        SITE_URL: 'https://www.swaplens.example',
      },
      () => import('@/lib/api/auth/bot-check'),
    );
    expect(botCheckConfig()).toEqual({
      secret: 'secret',
      verifyUrl: 'http://127.0.0.1:9/verify',
      hostname: 'www.swaplens.example',
    });
  });

  it('skips the check without a secret and warns once per process', async () => {
    resetSingletonsForTests(missingSecretWarning);
    const { botCheckConfig } = await importWithEnv(
      { RECAPTCHA_SECRET_KEY: '', LOG_LEVEL: 'warn' },
      () => import('@/lib/api/auth/bot-check'),
    );
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    expect(botCheckConfig()).toBeUndefined();
    expect(botCheckConfig()).toBeUndefined();
    expect(lines.filter((line) => line.includes('RECAPTCHA_SECRET_KEY'))).toHaveLength(1);
  });
});
