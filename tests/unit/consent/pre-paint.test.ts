import fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_STORED_ATTRIBUTE,
  consentPrePaintScript,
  storedConsentAttribute,
} from '@/lib/consent/pre-paint';

// Runs the inline script as the browser does before the banner is parsed, and reads the
// attribute it leaves on <html>.
function run(cookie: string): string | null {
  const attributes = new Map<string, string>();
  const documentElement = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  runInNewContext(consentPrePaintScript(), { document: { cookie, documentElement } });
  return attributes.get(CONSENT_STORED_ATTRIBUTE) ?? null;
}

describe('the consent pre-paint script', () => {
  it('marks the document when a valid choice is stored, in any category order', () => {
    expect(run('cookie_preferences=1_false_2_false_3_false')).toBe('stored');
    expect(run('NEXT_LOCALE=fr; cookie_preferences=3_true_1_false_2_true; other=1')).toBe('stored');
  });

  it('leaves the document unmarked without a choice, so the banner shows', () => {
    expect(run('')).toBeNull();
    expect(run('NEXT_LOCALE=fr')).toBeNull();
    expect(run('my_cookie_preferences=1_true_2_true_3_true')).toBeNull();
  });

  it.each([
    'cookie_preferences=',
    'cookie_preferences=1_true_2_false',
    'cookie_preferences=1_true_1_false_2_true',
    'cookie_preferences=1_maybe_2_false_3_true',
    'cookie_preferences=1_true_2_false_4_true',
    'cookie_preferences=1_true_2_false_3_true_4_true',
    'cookie_preferences=%E0%A4%A',
  ])('treats "%s" as no choice, like lib/consent/cookie.ts', (cookie) => {
    expect(storedConsentAttribute(cookie)).toBeNull();
    expect(run(cookie)).toBeNull();
  });

  it('decides exactly like readConsentCookie() for any cookie string', () => {
    let stored = 0;
    const part = fc.constantFrom('1', '2', '3', '4', 'true', 'false', '', ' ', 'x');
    const flag = fc.constantFrom('true', 'false');
    // Loose parts, and id/flag pairs that are often (but not always) a valid choice.
    const value = fc.oneof(
      fc.array(part, { maxLength: 8 }).map((parts) => parts.join('_')),
      fc
        .shuffledSubarray(['1', '2', '3', '4', '1'], { minLength: 3, maxLength: 4 })
        .chain((ids) => fc.tuple(...ids.map((id) => fc.tuple(fc.constant(id), flag))))
        .map((pairs) => pairs.flat().join('_')),
    );
    const pair = fc.oneof(
      value.map((v) => `cookie_preferences=${v}`),
      value.map((v) => ` cookie_preferences = ${v} `),
      fc.string().filter((s) => !s.includes(';')),
    );
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 4 }), (pairs) => {
        const cookie = pairs.join(';');
        if (storedConsentAttribute(cookie)) stored += 1;
        expect(run(cookie)).toBe(storedConsentAttribute(cookie));
      }),
      { numRuns: 500, seed: 10 },
    );
    // Both answers were exercised, not just "no choice".
    expect(stored).toBeGreaterThan(10);
  });
});
