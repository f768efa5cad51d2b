import { describe, expect, it } from 'vitest';
import { ALL_DENIED, ALL_GRANTED } from '@/lib/consent/categories';
import {
  CONSENT_COOKIE,
  consentCookieString,
  parseConsent,
  readConsentCookie,
  serializeConsent,
} from '@/lib/consent/cookie';

describe('consent cookie format', () => {
  it('writes category number and flag pairs joined by underscores, in category order', () => {
    expect(serializeConsent({ analytics: true, targeting: false, functional: true })).toBe(
      '1_true_2_false_3_true',
    );
    expect(serializeConsent(ALL_GRANTED)).toBe('1_true_2_true_3_true');
    expect(serializeConsent(ALL_DENIED)).toBe('1_false_2_false_3_false');
  });

  it('reads what it writes, in any pair order', () => {
    expect(parseConsent('1_true_2_false_3_true')).toEqual({
      analytics: true,
      targeting: false,
      functional: true,
    });
    expect(parseConsent('3_false_1_true_2_true')).toEqual({
      analytics: true,
      targeting: true,
      functional: false,
    });
  });

  it.each([
    ['empty', ''],
    ['a missing category', '1_true_2_false'],
    ['an unknown category', '1_true_2_false_4_true'],
    ['a repeated category', '1_true_1_false_2_true'],
    ['a flag that is not true or false', '1_yes_2_false_3_true'],
    ['an odd number of parts', '1_true_2_false_3'],
    ['an extra category', '1_true_2_false_3_true_4_false'],
    ['upper-case flags', '1_TRUE_2_false_3_true'],
  ])('treats %s as no preference', (_, value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('treats a missing cookie as no preference', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it('finds the preference among other cookies', () => {
    expect(readConsentCookie('NEXT_LOCALE=fr; cookie_preferences=1_false_2_true_3_false')).toEqual({
      analytics: false,
      targeting: true,
      functional: false,
    });
    expect(readConsentCookie('cookie_preferences=1_true_2_true_3_true;other=1')).toEqual(
      ALL_GRANTED,
    );
    expect(readConsentCookie('NEXT_LOCALE=fr; xcookie_preferences=1_true_2_true_3_true')).toBe(
      null,
    );
    expect(readConsentCookie('')).toBeNull();
  });

  it('stores for 365 days on the whole site, SameSite=Lax, Secure only over https', () => {
    expect(CONSENT_COOKIE.maxAge).toBe(31_536_000);
    expect(consentCookieString(ALL_DENIED, false)).toBe(
      'cookie_preferences=1_false_2_false_3_false; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookieString(ALL_GRANTED, true)).toBe(
      'cookie_preferences=1_true_2_true_3_true; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
});
