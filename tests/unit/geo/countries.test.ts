import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, countryBySlug, countryName } from '@/lib/geo';
import { locales } from '@/lib/i18n/locales';

describe('COUNTRIES', () => {
  it('lists every assigned ISO 3166-1 code, sanctioned places included', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    for (const code of ['US', 'DE', 'JP', 'BR', 'NG', 'KP', 'IR', 'CU', 'SY', 'RU', 'BY']) {
      expect(countryByCode(code)?.code).toBe(code);
    }
  });

  it('carries alpha-3 and numeric codes as ISO writes them', () => {
    expect(countryByCode('US')).toMatchObject({ alpha3: 'USA', numeric: '840' });
    expect(countryByCode('de')).toMatchObject({ code: 'DE', alpha3: 'DEU', numeric: '276' });
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.numeric).toMatch(/^\d{3}$/);
    }
  });

  it('gives every country a unique ASCII slug that finds it again', () => {
    expect(new Set(COUNTRIES.map((country) => country.slug)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(country.slug.length).toBeGreaterThan(3);
      expect(countryBySlug(country.slug)).toBe(country);
      expect(countryByCode(country.code)).toBe(country);
    }
  });

  it.each([
    ['US', 'united-states'],
    ['GB', 'united-kingdom'],
    ['KR', 'south-korea'],
    ['KP', 'north-korea'],
    ['DE', 'germany'],
    ['BO', 'bolivia'],
    ['TW', 'taiwan'],
    ['NL', 'netherlands'],
    ['CG', 'congo'],
    ['CD', 'congo-democratic-republic-of-the'],
    ['VG', 'virgin-islands-british'],
    ['VI', 'virgin-islands-us'],
    ['FK', 'falkland-islands'],
    ['CI', 'cote-divoire'],
    ['AX', 'aland-islands'],
    ['TR', 'turkiye'],
  ])('slugs %s as %s', (code, slug) => {
    expect(countryByCode(code)?.slug).toBe(slug);
  });

  it('keeps every slug as it was: a changed URL needs a redirect first', async () => {
    const lines = COUNTRIES.map((country) => `${country.code} ${country.slug}`).join('\n');
    await expect(`${lines}\n`).toMatchFileSnapshot('./country-slugs.txt');
  });

  it('marks the countries with region pages', () => {
    expect(COUNTRIES.filter((country) => country.hasRegions).map((c) => c.code)).toEqual([
      'AU',
      'CA',
      'US',
    ]);
  });

  it('finds nothing for unknown codes and slugs', () => {
    expect(countryByCode('ZZ')).toBeUndefined();
    expect(countryByCode('')).toBeUndefined();
    expect(countryBySlug('atlantis')).toBeUndefined();
    expect(countryBySlug('US')).toBeUndefined();
  });
});

describe('countryName', () => {
  it.each(locales.filter((locale) => locale !== 'en'))(
    'names Germany in its own words in %s',
    (locale) => {
      const name = countryName('DE', locale);
      expect(name).not.toBe('Germany');
      expect(name).not.toBe('DE');
      expect(name.length).toBeGreaterThan(1);
    },
  );

  it('names countries in the languages of the site', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('us', 'en')).toBe('United States');
  });

  it('names every country in every locale', () => {
    for (const locale of locales) {
      for (const country of COUNTRIES) {
        expect(countryName(country.code, locale)).not.toBe(country.code);
      }
    }
  });

  it('falls back to English for a tag Intl refuses, and to the code for an unknown one', () => {
    expect(countryName('DE', 'not a locale')).toBe('Germany');
    expect(countryName('ZZ', 'de')).toBe('ZZ');
  });
});
