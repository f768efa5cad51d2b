import { describe, expect, it } from 'vitest';
import { parseEnv, parseRuntimeEnv, runtimeEnvWarnings } from '@/lib/env/schema';

describe('parseEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.BRAND_NAME).toBe('Swaplens');
  });

  it('trims a trailing slash from SITE_URL and ACCOUNT_URL', () => {
    const env = parseEnv({
      SITE_URL: 'https://swap.example/',
      ACCOUNT_URL: 'https://account.example/',
    });
    expect(env.SITE_URL).toBe('https://swap.example');
    expect(env.ACCOUNT_URL).toBe('https://account.example');
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', GTM_ID: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ SITE_URL: 'ftp://x.example' }, 'SITE_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ GTM_ID: 'UA-1234' }, 'GTM_ID: is not a valid tag-manager id'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('fails fast and names the variable for %j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('accepts both tag-manager id forms', () => {
    expect(parseEnv({ GTM_ID: 'GTM-AB12CD' }).GTM_ID).toBe('GTM-AB12CD');
    expect(parseEnv({ GTM_ID: 'G-XYZ123' }).GTM_ID).toBe('G-XYZ123');
  });
});

describe('IMAGE_DOMAIN', () => {
  it('accepts a bare hostname and rejects anything else', () => {
    expect(parseEnv({ IMAGE_DOMAIN: 'Images.Example.com' }).IMAGE_DOMAIN).toBe(
      'images.example.com',
    );
    expect(() => parseEnv({ IMAGE_DOMAIN: 'https://images.example.com' })).toThrow('IMAGE_DOMAIN');
    expect(() => parseEnv({ IMAGE_DOMAIN: 'localhost' })).toThrow('IMAGE_DOMAIN');
  });
});

describe('reCAPTCHA keys on a production server', () => {
  const production = { NODE_ENV: 'production', RECAPTCHA_SITE_KEY: 'site-key' };

  it('refuses a site key without its secret, naming what is missing', () => {
    expect(() => parseRuntimeEnv(production)).toThrow(
      /RECAPTCHA_SECRET_KEY: is required when RECAPTCHA_SITE_KEY is set/,
    );
    expect(
      parseRuntimeEnv({ ...production, RECAPTCHA_SECRET_KEY: 'secret' }).RECAPTCHA_SITE_KEY,
    ).toBe('site-key');
  });

  it('lets the build, development and tests run with the site key alone', () => {
    expect(() =>
      parseRuntimeEnv({ ...production, NEXT_PHASE: 'phase-production-build' }),
    ).not.toThrow();
    expect(() => parseRuntimeEnv({ ...production, NODE_ENV: 'development' })).not.toThrow();
    expect(() => parseEnv(production)).not.toThrow();
    expect(() => parseRuntimeEnv({ NODE_ENV: 'production' })).not.toThrow();
  });
});

describe('SWAP_MAIL_DAILY_LIMIT', () => {
  it('defaults to 10 per recipient and day and takes a whole number', () => {
    expect(parseEnv({}).SWAP_MAIL_DAILY_LIMIT).toBe(10);
    expect(parseEnv({ SWAP_MAIL_DAILY_LIMIT: '0' }).SWAP_MAIL_DAILY_LIMIT).toBe(0);
    expect(() => parseEnv({ SWAP_MAIL_DAILY_LIMIT: '2.5' })).toThrow('SWAP_MAIL_DAILY_LIMIT');
  });
});

// Security review 2026-12 L8c: the reCAPTCHA secret goes in the verify request's body, so the
// URL must be https; plain http is accepted only to this machine (the e2e stand-in).
describe('RECAPTCHA_VERIFY_URL', () => {
  it.each([
    'http://www.google.com/recaptcha/api/siteverify',
    'http://10.0.0.5/verify',
    'ftp://x.example/v',
  ])('refuses %s', (url) => {
    expect(() => parseEnv({ RECAPTCHA_VERIFY_URL: url })).toThrow('RECAPTCHA_VERIFY_URL');
  });

  it.each([
    'https://www.google.com/recaptcha/api/siteverify',
    'http://127.0.0.1:3199/siteverify',
    'http://localhost:9/verify',
  ])('accepts %s', (url) => {
    expect(parseEnv({ RECAPTCHA_VERIFY_URL: url }).RECAPTCHA_VERIFY_URL).toBe(url);
  });
});

describe('CONTACT_MAIL_DAILY_LIMIT', () => {
  it('defaults to 50 e-mails a day and takes a whole number (0: every message in the digest)', () => {
    expect(parseEnv({}).CONTACT_MAIL_DAILY_LIMIT).toBe(50);
    expect(parseEnv({ CONTACT_MAIL_DAILY_LIMIT: '0' }).CONTACT_MAIL_DAILY_LIMIT).toBe(0);
    expect(() => parseEnv({ CONTACT_MAIL_DAILY_LIMIT: '-1' })).toThrow('CONTACT_MAIL_DAILY_LIMIT');
    expect(() => parseEnv({ CONTACT_MAIL_DAILY_LIMIT: '1.5' })).toThrow('CONTACT_MAIL_DAILY_LIMIT');
  });
});

describe('the partner program figures', () => {
  it('default to a 0.2% commission and an API revenue share of up to 50%', () => {
    const config = parseEnv({});
    expect(config.PARTNER_COMMISSION_RATE).toBe('0.002');
    expect(config.PARTNER_API_REVENUE_SHARE_MAX).toBe('0.5');
  });

  it.each(['0', '1', '0.0025', '0.35', '1.0', ' 0.01 '])('take the decimal share %j', (value) => {
    expect(parseEnv({ PARTNER_COMMISSION_RATE: value }).PARTNER_COMMISSION_RATE).toBe(value.trim());
  });

  it.each(['0.2%', '2', '-0.1', '1.5', '.5', '5e-3', 'abc', '0.123456789'])(
    'refuse %j, naming the variable',
    (value) => {
      expect(() => parseEnv({ PARTNER_COMMISSION_RATE: value })).toThrow('PARTNER_COMMISSION_RATE');
      expect(() => parseEnv({ PARTNER_API_REVENUE_SHARE_MAX: value })).toThrow(
        'PARTNER_API_REVENUE_SHARE_MAX',
      );
    },
  );
});

describe('warnings at start (security review L6)', () => {
  const warningsOf = (source: Record<string, string>) =>
    runtimeEnvWarnings(parseEnv(source), source);
  const production = { NODE_ENV: 'production', CONTACT_EMAIL: 'ops@example.com' };

  it('warns a production server that mails CONTACT_EMAIL with no bot check', () => {
    const [warning, ...others] = warningsOf(production);
    expect(others).toEqual([]);
    expect(warning).toMatch(/CONTACT_EMAIL is set but RECAPTCHA_SECRET_KEY is not/);
  });

  it('says nothing with a secret, without CONTACT_EMAIL, outside production or in the build', () => {
    expect(warningsOf({ ...production, RECAPTCHA_SECRET_KEY: 'secret' })).toEqual([]);
    expect(warningsOf({ NODE_ENV: 'production' })).toEqual([]);
    expect(warningsOf({ ...production, NODE_ENV: 'development' })).toEqual([]);
    expect(warningsOf({ ...production, NEXT_PHASE: 'phase-production-build' })).toEqual([]);
  });
});
