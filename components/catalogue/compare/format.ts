import type { Locale } from '@/lib/i18n/locales';

// Reference prices are shown for orientation only (never used in amounts), so a float is fine:
// whole dollars with cents, small prices with four significant digits ($0.0001234).
export function formatUsd(locale: Locale, usd: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    ...(usd >= 1 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 4 }),
  }).format(usd);
}

/** The host of an explorer URL template ("https://tronscan.org/#/transaction/{hash}"). */
export function explorerHost(template: string): { origin: string; host: string } | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{[a-z]+\}/g, 'x'));
    return { origin: url.origin, host: url.host };
  } catch {
    return null;
  }
}
