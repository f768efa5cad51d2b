import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { data as iso4217 } from 'currency-codes';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  FIAT_CURRENCIES,
  countryCurrency,
  fiatByCode,
  fiatName,
  fiatSymbol,
  formatFiat,
} from '@/lib/geo';
import { FUND_CODES, MAIN_CURRENCY_CHOICES } from '@/lib/geo/fiat-currencies';
import { countryOfIso4217Name } from '@/lib/geo/iso4217-countries';
import { locales } from '@/lib/i18n/locales';

// Intl separates the amount from a symbol with a no-break space in many locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('FIAT_CURRENCIES', () => {
  it('serves at least 60 ISO 4217 currencies, each once', () => {
    expect(FIAT_CURRENCIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(FIAT_CURRENCIES.map((fiat) => fiat.code)).size).toBe(FIAT_CURRENCIES.length);
    for (const fiat of FIAT_CURRENCIES) {
      expect(fiat.code).toMatch(/^[A-Z]{3}$/);
      expect(fiat.number).toMatch(/^\d{3}$/);
      expect(fiat.slug).toBe(fiat.code.toLowerCase());
      expect(fiatByCode(fiat.slug)).toBe(fiat);
    }
  });

  it('carries ISO minor units', () => {
    expect(fiatByCode('EUR')?.minorUnits).toBe(2);
    expect(fiatByCode('JPY')?.minorUnits).toBe(0);
    expect(fiatByCode('KRW')?.minorUnits).toBe(0);
    expect(fiatByCode('KWD')?.minorUnits).toBe(3);
    expect(fiatByCode('BHD')?.minorUnits).toBe(3);
    expect(fiatByCode('USD')).toMatchObject({ number: '840', minorUnits: 2, slug: 'usd' });
  });

  it('serves the franc zones and the East Caribbean dollar, no metal, fund or test code', () => {
    for (const code of ['XAF', 'XOF', 'XCD', 'XPF']) expect(fiatByCode(code)).toBeDefined();
    for (const code of ['XAU', 'XAG', 'XDR', 'XTS', 'XXX', 'XSU', 'XUA', ...FUND_CODES]) {
      expect(fiatByCode(code)).toBeUndefined();
    }
  });

  it("declares exactly the funds of the package's copy of ISO list one", () => {
    const xml = readFileSync(
      createRequire(import.meta.url).resolve('currency-codes/iso-4217-list-one.xml'),
      'utf8',
    );
    const funds = [...xml.matchAll(/IsFund="true">[^<]*<\/CcyNm>\s*<Ccy>([A-Z]{3})</g)].map(
      (match) => match[1],
    );
    expect([...new Set(funds)].sort()).toEqual([...FUND_CODES].sort());
  });
});

describe('ISO 4217 country names', () => {
  it('find their ISO 3166-1 country, except the entities that are none', () => {
    const unmatched = iso4217.flatMap((record) =>
      record.countries
        .filter((name) => countryOfIso4217Name(name) === undefined)
        .map((name) => ({ code: record.code, name })),
    );
    for (const { code, name } of unmatched) {
      expect(name === 'European Union' || code.startsWith('X'), `${code}: ${name}`).toBe(true);
    }
    expect(countryOfIso4217Name('Korea (The Republic Of)')).toBe('KR');
    expect(countryOfIso4217Name('Netherlands (The)')).toBe('NL');
    expect(countryOfIso4217Name('Congo (The Democratic Republic of The)')).toBe('CD');
  });
});

describe('countryCurrency', () => {
  it.each([
    ['US', 'USD'],
    ['DE', 'EUR'],
    ['HR', 'EUR'],
    ['JP', 'JPY'],
    ['GB', 'GBP'],
    ['CH', 'CHF'],
    ['SN', 'XOF'],
    ['PA', 'USD'],
    ['SV', 'USD'],
    ['BT', 'BTN'],
    ['ec', 'USD'],
  ])('%s pays in %s', (country, code) => {
    expect(countryCurrency(country)?.code).toBe(code);
  });

  it('has one for every country but the three ISO 4217 names none for', () => {
    const none = COUNTRIES.filter((country) => countryCurrency(country.code) === null);
    expect(none.map((country) => country.code)).toEqual(['AQ', 'GS', 'PS']);
  });

  it('declares a choice for exactly the countries with several currencies', () => {
    const candidates = new Map<string, string[]>();
    for (const record of iso4217) {
      if (FUND_CODES.includes(record.code)) continue;
      for (const name of record.countries) {
        const country = countryOfIso4217Name(name);
        if (country) candidates.set(country, [...(candidates.get(country) ?? []), record.code]);
      }
    }
    const several = [...candidates].filter(([, codes]) => codes.length > 1);
    expect(several.map(([country]) => country).sort()).toEqual(
      Object.keys(MAIN_CURRENCY_CHOICES).sort(),
    );
    for (const [country, codes] of several) expect(codes).toContain(MAIN_CURRENCY_CHOICES[country]);
  });

  it('serves exactly the main currencies', () => {
    const main = new Set(COUNTRIES.map((country) => countryCurrency(country.code)?.code));
    expect(FIAT_CURRENCIES.every((fiat) => main.has(fiat.code))).toBe(true);
    for (const dropped of ['PAB', 'SVC', 'CUC', 'VED', 'UYW']) {
      expect(fiatByCode(dropped)).toBeUndefined();
    }
  });
});

describe('fiatName and fiatSymbol', () => {
  it.each(locales.filter((locale) => locale !== 'en'))('names currencies in %s', (locale) => {
    expect(fiatName('USD', locale)).not.toBe('US Dollar');
    expect(fiatName('JPY', locale)).not.toBe('Japanese Yen');
  });

  it('names every served currency in every locale', () => {
    for (const locale of locales) {
      for (const fiat of FIAT_CURRENCIES) expect(fiatName(fiat.code, locale)).not.toBe(fiat.code);
    }
  });

  it('uses ICU names and symbols', () => {
    expect(fiatName('USD', 'en')).toBe('US Dollar');
    expect(fiatName('usd', 'de')).toBe('US-Dollar');
    expect(fiatName('EUR', 'not a locale')).toBe('Euro');
    expect(fiatName('XAU', 'en')).toBe('XAU');
    expect(fiatSymbol('USD', 'en')).toBe('$');
    expect(fiatSymbol('USD', 'nl')).toBe('US$');
    expect(fiatSymbol('EUR', 'de')).toBe('€');
    expect(fiatSymbol('JPY', 'ja')).toBe('￥');
  });
});

describe('formatFiat', () => {
  it.each([
    ['1234.565', 'EUR', 'en', '€1,234.57'],
    ['1234.5', 'EUR', 'de', '1.234,50 €'],
    ['0.005', 'USD', 'en', '$0.01'],
    ['0.004999', 'USD', 'en', '$0.00'],
    ['-1.005', 'USD', 'en', '-$1.01'],
    ['2.5', 'JPY', 'en', '¥3'],
    ['1999.4', 'JPY', 'ja', '￥1,999'],
    ['1.0005', 'KWD', 'en', 'KWD 1.001'],
    ['10', 'KWD', 'en', 'KWD 10.000'],
    ['12345678901234567890.125', 'USD', 'en', '$12,345,678,901,234,567,890.13'],
    ['1e3', 'GBP', 'en', '£1,000.00'],
    ['1234.5', 'EUR', 'not a locale', '€1,234.50'],
  ])('%s %s in %s is %s', (amount, code, locale, expected) => {
    expect(plain(formatFiat(amount, code, locale))).toBe(expected);
  });

  it('refuses what is not a decimal or not a served currency', () => {
    expect(() => formatFiat('abc', 'EUR', 'en')).toThrow(TypeError);
    expect(() => formatFiat('1e400', 'EUR', 'en')).toThrow(TypeError);
    expect(() => formatFiat('1', 'XAU', 'en')).toThrow(RangeError);
  });
});
