import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryByCode, guessCountry } from '@/lib/geo';
import { LANGUAGE_COUNTRY } from '@/lib/geo/guess';

describe('guessCountry', () => {
  it.each([
    ['en-GB', 'GB'],
    ['pt-BR', 'BR'],
    ['pt', 'PT'],
    ['de', 'DE'],
    ['de-AT,de;q=0.9', 'AT'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'CH'],
    ['en, en-GB;q=0.9', 'GB'],
    ['en-US;q=0.5, ja', 'JP'],
    ['es-419, es;q=0.9', 'ES'],
    ['es-MX;q=0.8, *;q=0.1', 'MX'],
    ['zh-Hant-TW', 'TW'],
    ['en_AU', 'AU'],
    ['EN-ca', 'CA'],
    ['ko-KR;q=0, uk', 'UA'],
    ['en-ZZ, it', 'IT'],
    ['en-GB;q=1.5, nl', 'NL'],
    ['en-x-gb', 'US'],
    ['en', 'US'],
    ['*', 'US'],
    ['', 'US'],
    [null, 'US'],
    [';;;,,,q=', 'US'],
  ])('%j -> %s', (header, expected) => {
    expect(guessCountry(header)).toBe(expected);
  });

  it('uses the fallback when the header says nothing, and US for an unknown fallback', () => {
    expect(guessCountry('en', 'IE')).toBe('IE');
    expect(guessCountry(null, 'de')).toBe('DE');
    expect(guessCountry(null, 'ZZ')).toBe('US');
    expect(guessCountry('fr', 'IE')).toBe('FR');
  });

  it('guesses only countries that exist', () => {
    for (const country of Object.values(LANGUAGE_COUNTRY)) {
      expect(countryByCode(country)?.code).toBe(country);
    }
  });

  it('never throws and always answers a known country', () => {
    const tag = fc.oneof(
      fc.constantFrom('en', 'de', 'pt-BR', 'zh-Hant-TW', 'en-GB', 'es-419', '*', 'x-klingon'),
      fc.stringMatching(/^[a-zA-Z]{1,4}(?:[-_][a-zA-Z0-9]{1,9}){0,3}$/),
      fc.string(),
    );
    const entry = fc
      .tuple(tag, fc.option(fc.oneof(fc.float(), fc.string()), { nil: undefined }))
      .map(([range, q]) => (q === undefined ? range : `${range};q=${String(q)}`));
    const header = fc.oneof(
      fc.array(entry, { maxLength: 40 }).map((entries) => entries.join(', ')),
      fc.string({ maxLength: 3000 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    fc.assert(
      fc.property(fc.option(header, { nil: null }), (value) => {
        const country = guessCountry(value);
        expect(countryByCode(country)?.code).toBe(country);
      }),
    );
  });
});
