import type { Partner } from '@/lib/partners';
import type { ProviderFigures } from '@/lib/rates/provider-figures';
import type { ListingCounts } from '@/lib/rates/provider-counts';

/** One enabled provider as /providers shows it. */
export interface ProviderRow {
  partner: Partner;
  /** Coins and pairs from its own list; null when the list cannot be read right now. */
  counts: ListingCounts | null;
  /** What this site measured of it (empty windows when nothing yet). */
  figures: ProviderFigures;
}

/**
 * measured: at least one question measured in 30 days; none: the history holds nothing yet;
 * unavailable: the history cannot be read (the build without a database, a failing read).
 */
export type FiguresState = 'measured' | 'none' | 'unavailable';
