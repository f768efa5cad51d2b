import 'server-only';
import { env } from '../env';
import type { Locale } from '../i18n/locales';

// The partner program's published figures, from the environment (PARTNER_COMMISSION_RATE,
// PARTNER_API_REVENUE_SHARE_MAX): /for-partners shows these, never numbers of its own. Both are
// exact decimal strings of the amount (0.002 is 0.2%); a partner's own deal is its row in the
// partners table, which may differ.

export interface ProgramFigures {
  /** The default affiliate commission, a share of the exchange amount ("0.002"). */
  commissionRate: string;
  /** The most an API partner earns of our revenue ("0.5"). */
  apiRevenueShareMax: string;
}

export function programFigures(): ProgramFigures {
  const config = env();
  return {
    commissionRate: config.PARTNER_COMMISSION_RATE,
    apiRevenueShareMax: config.PARTNER_API_REVENUE_SHARE_MAX,
  };
}

/**
 * A share as a percentage in the locale's way ("0,2 %" in German, "0.2%" in English). The share
 * is at most 8 decimals (the schema's rule), so up to 6 digits after the percent's point are
 * exact; the number is for display only.
 */
export function formatShare(locale: Locale, share: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 6 }).format(
    Number(share),
  );
}

/** The two figures as the messages name them: `{rate}` and `{share}`, in the locale's format. */
export function programFigureValues(locale: Locale): { rate: string; share: string } {
  const figures = programFigures();
  return {
    rate: formatShare(locale, figures.commissionRate),
    share: formatShare(locale, figures.apiRevenueShareMax),
  };
}
