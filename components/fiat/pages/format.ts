import type { Locale } from '@/lib/i18n/locales';

/**
 * A reference price in a fiat for reading: the currency's own decimals from 1 up, four
 * significant digits below ("€0.1523", "¥0.0412"), so a cheap coin never reads as zero.
 */
export function formatFiatPrice(value: string, code: string, locale: Locale): string {
  const number = Number(value);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    ...(number >= 1 ? {} : { maximumSignificantDigits: 4 }),
  }).format(number);
}
