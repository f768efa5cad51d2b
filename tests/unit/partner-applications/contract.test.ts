import { describe, expect, it } from 'vitest';
import { EXPECTED_VOLUMES as TABLE_VOLUMES } from '@/lib/db/schema';
import { applicationForm, applicationRequestSchema } from '@/lib/partner-applications/contract';
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  EXPECTED_VOLUMES,
} from '@/lib/partner-applications/limits';

// The /for-partners form and POST /apiglobal/partners/application read an application by the
// same rules.

const valid = {
  name: ' Ada Lovelace ',
  company: ' Analytical Wallet ',
  email: ' ada@example.com ',
  website: ' https://wallet.example/about ',
  expectedVolume: '10k-100k',
  message: ' We run a wallet with 20,000 users and would like to add swaps. ',
};

const parse = (patch: Record<string, unknown>) =>
  applicationRequestSchema.safeParse({ ...valid, ...patch });
const fieldsOf = (patch: Record<string, unknown>) =>
  parse(patch).error?.issues.map((issue) => issue.path[0]);

describe('applicationRequestSchema', () => {
  it('trims every field and keeps the choice', () => {
    expect(applicationRequestSchema.parse(valid)).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Wallet',
      email: 'ada@example.com',
      website: 'https://wallet.example/about',
      expectedVolume: '10k-100k',
      message: 'We run a wallet with 20,000 users and would like to add swaps.',
    });
  });

  it('offers the volumes of the partner_applications table, in the form’s order', () => {
    expect(EXPECTED_VOLUMES).toEqual(TABLE_VOLUMES);
    for (const volume of EXPECTED_VOLUMES)
      expect(parse({ expectedVolume: volume }).success).toBe(true);
    for (const volume of ['', 'lots', '1m+', undefined])
      expect(fieldsOf({ expectedVolume: volume })).toEqual(['expectedVolume']);
  });

  it('takes no website, or one http(s) address on a public domain name', () => {
    expect(parse({ website: '' }).data?.website).toBeUndefined();
    expect(parse({ website: '   ' }).data?.website).toBeUndefined();
    expect(parse({ website: undefined }).data?.website).toBeUndefined();
    // As people type it: read as the https site.
    expect(parse({ website: 'wallet.example' }).data?.website).toBe('https://wallet.example');
    expect(parse({ website: 'http://wallet.example' }).data?.website).toBe('http://wallet.example');
    for (const website of [
      'javascript:alert(1)',
      'ftp://wallet.example',
      'https://localhost',
      'https://127.0.0.1',
      'not a website',
      `https://${'a'.repeat(APPLICATION_LIMITS.website.max)}.example`,
    ]) {
      expect(fieldsOf({ website }), website).toEqual(['website']);
    }
  });

  it.for(['ada', 'ada@', 'ada@example', 'a@b@example.com'])('refuses the address %j', (email) => {
    expect(fieldsOf({ email })).toEqual(['email']);
  });

  it.for(['name', 'company', 'message'] as const)(
    'holds %s to its limits after trimming',
    (field) => {
      const { min, max } = APPLICATION_LIMITS[field];
      const ok = (value: string) => parse({ [field]: value }).success;
      expect(ok(` ${'x'.repeat(min)} `)).toBe(true);
      expect(ok(' '.repeat(min + 2))).toBe(false);
      if (min > 1) expect(ok('x'.repeat(min - 1))).toBe(false);
      expect(ok('x'.repeat(max))).toBe(true);
      expect(ok('x'.repeat(max + 1))).toBe(false);
    },
  );

  it('refuses control characters and bidi overrides, but keeps the message’s lines', () => {
    expect(fieldsOf({ company: 'Wallet\r\nBcc: x@example.com' })).toEqual(['company']);
    expect(fieldsOf({ name: 'Ada\u202eecalevol' })).toEqual(['name']);
    expect(parse({ message: 'First line\r\nSecond line of the message' }).data?.message).toBe(
      'First line\nSecond line of the message',
    );
  });

  it('is a bot-checked form: the token may be absent or null, never oversized', () => {
    expect(applicationForm.action).toBe('partner_application');
    expect(applicationForm.operation.path).toBe('/apiglobal/partners/application');
    expect(parse({ googleReCaptchaToken: null }).success).toBe(true);
    expect(parse({ googleReCaptchaToken: 'x'.repeat(4097) }).success).toBe(false);
  });

  it('lists the fields in the order the form shows them', () => {
    expect(APPLICATION_FIELDS).toEqual(Object.keys(applicationRequestSchema.shape).slice(0, 6));
  });
});
