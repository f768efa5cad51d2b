import { describe, expect, it } from 'vitest';
import { buildTimeConfig, buildTimeMismatches } from '@/lib/build-config';
import { providerMismatch, providerSetting } from '@/lib/startup/provider-setting';
import { parseEnv } from '@/lib/env/schema';

describe('build-time configuration', () => {
  const built = buildTimeConfig(
    parseEnv({
      SITE_URL: 'https://swap.example/',
      RECAPTCHA_SITE_KEY: 'key-1',
      DATABASE_URL: 'postgres://x',
    }),
  );

  it('keeps only the public values pages are built with', () => {
    expect(built).toEqual({
      SITE_URL: 'https://swap.example',
      BRAND_NAME: 'Swaplens',
      // The partner program's figures /for-partners shows, at their defaults.
      PARTNER_COMMISSION_RATE: '0.002',
      PARTNER_API_REVENUE_SHARE_MAX: '0.5',
      RECAPTCHA_SITE_KEY: 'key-1',
    });
  });

  it('finds nothing when the server runs with the same values', () => {
    const runtime = parseEnv({
      SITE_URL: 'https://swap.example',
      RECAPTCHA_SITE_KEY: 'key-1',
      LOG_LEVEL: 'warn',
    });
    expect(buildTimeMismatches(built, runtime)).toEqual([]);
  });

  it('names every value that differs, including one set only at run time', () => {
    const runtime = parseEnv({
      SITE_URL: 'https://other.example',
      RECAPTCHA_SITE_KEY: 'key-1',
      GTM_ID: 'GTM-ABC',
    });
    const problems = buildTimeMismatches(built, runtime);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('SITE_URL');
    expect(problems[1]).toContain('GTM_ID');
  });
});

describe('provider setting of the build', () => {
  it('names the provider keys that are set, never their values', () => {
    const setting = providerSetting({ EXOLIX_API_KEY: 'secret-1', CHANGENOW_API_KEY: ' x ' });
    expect(setting).toBe('CHANGENOW_API_KEY,EXOLIX_API_KEY');
    expect(setting).not.toContain('secret');
    expect(providerSetting({ SANDBOX: 'true' })).toBe('SANDBOX=true');
    expect(providerSetting({ EXOLIX_API_KEY: ' ' })).toBe('none');
  });

  it('reports a server whose providers differ from its pages, except in the e2e build', () => {
    const built = providerSetting({ EXOLIX_API_KEY: 'a' });
    expect(providerMismatch(built, { EXOLIX_API_KEY: 'b' }, false)).toEqual([]);
    expect(providerMismatch(built, {}, false)[0]).toContain('provider keys');
    expect(providerMismatch(built, {}, true)).toEqual([]);
    expect(providerMismatch(undefined, {}, false)).toEqual([]);
  });
});
