import type { Locale } from '@/lib/i18n/locales';

// Number and date formats of the coin pages, in the page's locale. Display only: the figures are
// the stored reference prices, rounded for reading, never used for amounts.

/** "$105,000.00", "$0.1234": two decimals from 1 USD up, four significant digits below. */
export function formatUsd(locale: Locale, usd: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    ...(usd >= 1
      ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
      : { maximumSignificantDigits: 4 }),
  }).format(usd);
}

/** A fraction ("-0.0123") as a signed percentage: "-1.23%", "+0.40%". */
export function formatChange(locale: Locale, fraction: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(fraction));
}

/** "1 Jun 2025" in the locale's words; UTC, as the snapshot's date is one. */
export function formatDate(locale: Locale, iso: string | number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** Date and time in UTC ("1 Jun 2025, 14:05"); the page says "UTC" beside it. */
export function formatDateTime(locale: Locale, iso: string | number): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
