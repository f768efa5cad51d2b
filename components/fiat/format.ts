import { formatAmount } from '@/components/asset/amount';

// Fiat and coin figures for reading, in the page's locale. Display only: the amounts themselves
// stay decimal strings from the server.

/** "€150.00", "¥20,000": the currency's own minor units. */
export function formatFiat(value: string, code: string, locale: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return `${value} ${code}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(number);
  } catch {
    return `${formatAmount(value, locale, 2)} ${code}`;
  }
}

/** "0.00123456 BTC". */
export function formatCoin(value: string, ticker: string, locale: string): string {
  return `${formatAmount(value, locale)} ${ticker}`;
}

/** A fraction as a percentage with two decimals: "0.0412" → "4.12 %". */
export function formatShare(value: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(value));
}

/** "1 Nov 2026" from "2026-11-01". */
export function formatDate(value: string, locale: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
