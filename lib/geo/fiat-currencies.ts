import 'server-only';
import { data as iso4217, type CurrencyCodeRecord } from 'currency-codes';
import { countryOfIso4217Name } from './iso4217-countries';
import type { Fiat } from './types';

// ISO 4217 from the kept `currency-codes` package (list one: codes, numbers, minor units and the
// countries using each). The served set is derived, not typed: every country's main currency
// (countryCurrency below), so funds, metals, test codes, the SDR and currencies no country uses
// as its main one fall out by themselves (docs/fiat-geography.md).

/**
 * ISO's fund codes (IsFund in list one: index-linked units and settlement variants, never a
 * checkout currency). tests/unit/geo/fiat.test.ts checks this list against the package's copy of
 * list one, so it cannot drift.
 */
export const FUND_CODES: readonly string[] = [
  'BOV',
  'CHE',
  'CHW',
  'CLF',
  'COU',
  'MXV',
  'USN',
  'UYI',
];

/**
 * The countries that list several non-fund currencies, and the one a ramp quotes there. A test
 * fails when the package adds a country with several and no entry here.
 */
export const MAIN_CURRENCY_CHOICES: Readonly<Record<string, string>> = {
  // The ngultrum; the Indian rupee circulates beside it at par.
  BT: 'BTN',
  // The peso; the convertible peso (CUC) was withdrawn in 2021.
  CU: 'CUP',
  // The gourde; US dollars circulate beside it.
  HT: 'HTG',
  // The loti; the rand circulates beside it at par.
  LS: 'LSL',
  // The Namibian dollar; the rand circulates beside it at par.
  NA: 'NAD',
  // The balboa exists only as coins at par: notes, prices and bank accounts are in US dollars.
  PA: 'USD',
  // The colón has not circulated since the 2001 dollarisation.
  SV: 'USD',
  // The peso; the unidad previsional (UYW) is a unit of account.
  UY: 'UYU',
  // The bolívar as banks and rate sources quote it; ISO also lists VED, the 2021 redenomination.
  VE: 'VES',
};

function toFiat(record: CurrencyCodeRecord): Fiat {
  return {
    code: record.code,
    number: record.number,
    minorUnits: record.digits,
    slug: record.code.toLowerCase(),
    isoName: record.currency,
  };
}

/** Each country's non-fund ISO 4217 currencies, matched through ISO's country names. */
function candidatesByCountry(): Map<string, CurrencyCodeRecord[]> {
  const byCountry = new Map<string, CurrencyCodeRecord[]>();
  for (const record of iso4217) {
    if (FUND_CODES.includes(record.code)) continue;
    for (const name of record.countries) {
      // Names that are no country (the European Union, ISO's metal and test entries) match none.
      const country = countryOfIso4217Name(name);
      if (country) byCountry.set(country, [...(byCountry.get(country) ?? []), record]);
    }
  }
  return byCountry;
}

function mainCurrencies(): Map<string, Fiat> {
  const main = new Map<string, Fiat>();
  for (const [country, records] of candidatesByCountry()) {
    const chosen =
      records.length === 1
        ? records[0]
        : records.find((record) => record.code === MAIN_CURRENCY_CHOICES[country]);
    // A country with several currencies and no declared choice is left out rather than guessed.
    if (chosen) main.set(country, toFiat(chosen));
  }
  return main;
}

const MAIN = mainCurrencies();

/** The served fiat currencies: each country's main currency, once, by code. */
export const FIAT_CURRENCIES: readonly Fiat[] = [
  ...new Map([...MAIN.values()].map((fiat) => [fiat.code, fiat])).values(),
].sort((a, b) => a.code.localeCompare(b.code));

const byCode = new Map(FIAT_CURRENCIES.map((fiat) => [fiat.code, fiat]));

/** A served currency by its code, in any case ("eur", "EUR"). */
export function fiatByCode(code: string): Fiat | undefined {
  return byCode.get(code.toUpperCase());
}

/**
 * The currency a country's ramps quote by default; null where ISO 4217 names none (Antarctica,
 * South Georgia, and Palestine, which uses the currencies of its neighbours).
 */
export function countryCurrency(country: string): Fiat | null {
  return MAIN.get(country.toUpperCase()) ?? null;
}
