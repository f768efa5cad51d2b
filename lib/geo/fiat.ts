import 'server-only';
import Big from 'big.js';
import { toDecimal } from '@/lib/decimal';
import { fiatByCode } from './fiat-currencies';
import { perLocale } from './intl-cache';
import type { Fiat } from './types';

// The served currencies (derived from ISO 4217 in ./fiat-currencies) and how a page writes them:
// names, symbols and amounts in a locale.
export { FIAT_CURRENCIES, countryCurrency, fiatByCode } from './fiat-currencies';

const currencyNames = perLocale(
  (locale) => new Intl.DisplayNames(locale, { type: 'currency', fallback: 'none' }),
);

/** A currency's name in a locale, from ICU ("US-Dollar" in German); else ISO's English name. */
export function fiatName(code: string, locale: string): string {
  const fiat = fiatByCode(code);
  if (!fiat) return code.toUpperCase();
  return currencyNames(locale).of(fiat.code) ?? fiat.isoName;
}

// One formatter per locale and currency, with ISO's minor units (CLDR's own digits differ for a
// few currencies, such as the Iraqi dinar).
const currencyFormats = perLocale(() => new Map<string, Intl.NumberFormat>());

function currencyFormat(fiat: Fiat, locale: string): Intl.NumberFormat {
  const formats = currencyFormats(locale);
  let format = formats.get(fiat.code);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: fiat.code,
      minimumFractionDigits: fiat.minorUnits,
      maximumFractionDigits: fiat.minorUnits,
    });
    formats.set(fiat.code, format);
  }
  return format;
}

function servedFiat(code: string): Fiat {
  const fiat = fiatByCode(code);
  if (!fiat) throw new RangeError(`not a served fiat currency: ${code.slice(0, 8)}`);
  return fiat;
}

/** The symbol a locale writes for a currency: "$" for USD in English, "US$" in Dutch. */
export function fiatSymbol(code: string, locale: string): string {
  const fiat = servedFiat(code);
  const parts = currencyFormat(fiat, locale).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? fiat.code;
}

// Rounds half away from zero, the way a price is read aloud; a private constructor leaves the
// global Big's settings alone.
const Money = Big();

/**
 * A decimal string as money in a locale: rounded to the currency's minor units by big.js first
 * (half away from zero), then handed to Intl as a string, so no binary float ever sees it.
 * Throws on an amount that is not a decimal or a currency that is not served.
 */
export function formatFiat(amount: string, code: string, locale: string): string {
  const fiat = servedFiat(code);
  const decimal = toDecimal(amount);
  if (decimal === null) throw new TypeError(`not a decimal amount: ${amount.slice(0, 80)}`);
  const rounded = new Money(decimal).round(fiat.minorUnits, Big.roundHalfUp);
  return currencyFormat(fiat, locale).format(
    rounded.toFixed(fiat.minorUnits) as Intl.StringNumericLiteral,
  );
}
