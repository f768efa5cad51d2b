import 'server-only';
import type { Currency } from '@/lib/catalogue';
import { compareCoins } from '@/lib/catalogue/coin-listing';
import { pageCount } from '@/lib/catalogue/slugs';
import { COUNTRIES, countryCurrency } from '@/lib/geo';
import type { RampSide } from '@/lib/providers/onramp/contract';
import type { CoverageIndex } from './coverage';
import { FIAT_PAIRS_PER_PAGE } from './page-segments';

// Which fiat-and-coin pairs some ramp serves, per side, from the coverage matrix: the /fiat/pairs
// listing, the links between pair pages and the fiat sitemap read it. Built once per coverage
// index and catalogue (both cached reads that return the same objects until they refresh), in
// one pass over each ramp's fiats and coins rather than one coverage lookup per pair.

/** One row of /fiat/pairs: a fiat and a coin, and which sides some ramp serves. */
export interface FiatPairRow {
  fiat: string;
  coin: string;
  buy: boolean;
  sell: boolean;
}

export class ServedPairs {
  /**
   * The listing's order: fiats by how many ramps offer them, then by how many countries pay in
   * them (the euro before the Australian dollar), then by code.
   */
  readonly fiatOrder: string[];
  readonly rows: FiatPairRow[];
  private readonly coinsOf: Record<RampSide, Map<string, Set<string>>>;

  constructor(index: CoverageIndex, currencies: readonly Currency[]) {
    this.coinsOf = { buy: new Map(), sell: new Map() };
    const offeredBy = new Map<string, number>();
    for (const { info, coverage, codes } of index.ramps) {
      for (const fiat of coverage.fiats) {
        offeredBy.set(fiat.code, (offeredBy.get(fiat.code) ?? 0) + 1);
        for (const side of fiat.sides) {
          if (!info.sides.includes(side)) continue;
          const coins = this.coinsOf[side].get(fiat.code) ?? new Set<string>();
          for (const code of codes[side]) coins.add(code);
          this.coinsOf[side].set(fiat.code, coins);
        }
      }
    }
    const users = new Map<string, number>();
    for (const { code } of COUNTRIES) {
      const fiat = countryCurrency(code)?.code;
      if (fiat) users.set(fiat, (users.get(fiat) ?? 0) + 1);
    }
    const weight = (fiat: string) => [offeredBy.get(fiat) ?? 0, users.get(fiat) ?? 0];
    this.fiatOrder = [...offeredBy.keys()].sort((a, b) => {
      const [wa, wb] = [weight(a), weight(b)];
      return wb[0]! - wa[0]! || wb[1]! - wa[1]! || a.localeCompare(b);
    });
    const coins = [...currencies].sort(compareCoins).map((currency) => currency.code);
    this.rows = this.fiatOrder.flatMap((fiat) =>
      coins
        .map((coin) => ({
          fiat,
          coin,
          buy: this.has('buy', fiat, coin),
          sell: this.has('sell', fiat, coin),
        }))
        .filter((row) => row.buy || row.sell),
    );
  }

  has(side: RampSide, fiat: string, coin: string): boolean {
    return this.coinsOf[side].get(fiat)?.has(coin) ?? false;
  }

  /** Fiats some ramp serves for the coin on this side, in the listing's order. */
  fiats(side: RampSide, coin: string): string[] {
    return this.fiatOrder.filter((fiat) => this.has(side, fiat, coin));
  }
}

const built = new WeakMap<CoverageIndex, { currencies: readonly Currency[]; pairs: ServedPairs }>();

export function servedPairs(index: CoverageIndex, currencies: readonly Currency[]): ServedPairs {
  const memo = built.get(index);
  if (memo && memo.currencies === currencies) return memo.pairs;
  const pairs = new ServedPairs(index, currencies);
  built.set(index, { currencies, pairs });
  return pairs;
}

export interface FiatPairsPage {
  page: number;
  pageCount: number;
  total: number;
  rows: FiatPairRow[];
}

/** Page `page` (from 1) of /fiat/pairs, or null past its end. */
export function fiatPairsPage(pairs: ServedPairs, page: number): FiatPairsPage | null {
  const count = pageCount(pairs.rows.length, FIAT_PAIRS_PER_PAGE);
  if (page < 1 || page > count) return null;
  const start = (page - 1) * FIAT_PAIRS_PER_PAGE;
  return {
    page,
    pageCount: count,
    total: pairs.rows.length,
    rows: pairs.rows.slice(start, start + FIAT_PAIRS_PER_PAGE),
  };
}
