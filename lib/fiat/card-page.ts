import 'server-only';
import { cache } from 'react';
import { listCurrencies } from '@/lib/catalogue';
import type { RampKycLevel, RampSide } from '@/lib/providers/onramp/contract';
import { routes, type Path } from '@/lib/routing/routes';
import { coverageIndex, type CoverageIndex } from './coverage';
import { pageCoin, type PageCoin } from './page-parts';

// What /buy/{coin}/credit-card and /sell/{coin}/credit-card read, from the stored coverage matrix
// and the catalogue only (no quote is asked while a page renders, docs/fiat-pages.md): the ramps
// that take (or pay out to) a card for the coin, in which countries and currencies, with their
// limits per order, typical time and verification. What each one costs for an amount is the
// widget's live offers, preset to card.

export const CARD_METHOD = 'card' as const;

/** Limits per order are shown in this currency when a ramp takes cards in it, else the next. */
const LIMIT_FIATS = ['USD', 'EUR', 'GBP'];

export interface CardRamp {
  id: string;
  name: string;
  sandbox: boolean;
  eta: { min: number; max: number };
  kyc: RampKycLevel;
  /** ISO 4217 codes it takes cards in for the side, sorted. */
  fiats: string[];
  /** Countries it serves for the side. */
  countries: number;
  /** Limits per order in `limitFiat`, when named. */
  limitFiat: string | null;
  min: string | null;
  max: string | null;
}

export interface RampCardView {
  side: RampSide;
  coin: PageCoin;
  ramps: CardRamp[];
  /** Countries where at least one of `ramps` serves the side. */
  countries: number;
  /** Whether the other side takes cards for the coin: the page links it only then. */
  otherSide: boolean;
  sandbox: boolean;
  indexable: boolean;
  route: Path;
}

export function cardRoute(side: RampSide, coin: string): Path {
  return routes.rampCard(side, coin);
}

/** The ramps taking cards for the coin on the side, one row each, in coverage order. */
export function cardRamps(index: CoverageIndex, side: RampSide, coin: string): CardRamp[] {
  type Row = CardRamp & { limits: Map<string, [string | null, string | null]> };
  const rows = new Map<string, Row>();
  for (const { ramp, fiat } of index.serving({ side, crypto: coin })) {
    if (!fiat.methods.includes(CARD_METHOD)) continue;
    const { info } = ramp;
    const row: Row = rows.get(info.id) ?? {
      id: info.id,
      name: info.name,
      sandbox: info.sandbox,
      eta: info.eta,
      kyc: info.kyc,
      fiats: [],
      countries: ramp.coverage[side].countries.length,
      limitFiat: null,
      min: null,
      max: null,
      limits: new Map(),
    };
    if (!row.fiats.includes(fiat.code)) row.fiats.push(fiat.code);
    row.limits.set(fiat.code, [fiat.min ?? null, fiat.max ?? null]);
    rows.set(info.id, row);
  }
  return [...rows.values()].map(({ limits, ...row }) => {
    const limitFiat = LIMIT_FIATS.find((code) => limits.has(code)) ?? row.fiats.sort()[0] ?? null;
    const [min, max] = (limitFiat && limits.get(limitFiat)) || [null, null];
    return { ...row, fiats: row.fiats.sort(), limitFiat, min, max };
  });
}

function countriesOf(index: CoverageIndex, side: RampSide, ids: ReadonlySet<string>): number {
  const found = new Set<string>();
  for (const ramp of index.ramps) {
    if (ids.has(ramp.info.id)) for (const c of ramp.coverage[side].countries) found.add(c);
  }
  return found.size;
}

/**
 * A card page's view, or null when the coin is not an enabled currency (the route check knows
 * only the shipped catalogue). A coin no ramp takes cards for still answers, says so and is not
 * indexed.
 */
export const rampCardView = cache(
  async (side: RampSide, coin: string): Promise<RampCardView | null> => {
    const [index, currencies] = await Promise.all([coverageIndex(), listCurrencies()]);
    const currency = currencies.find((c) => c.code === coin);
    if (!currency) return null;
    const ramps = cardRamps(index, side, coin);
    const other: RampSide = side === 'buy' ? 'sell' : 'buy';
    return {
      side,
      coin: pageCoin(currency),
      ramps,
      countries: countriesOf(index, side, new Set(ramps.map((ramp) => ramp.id))),
      otherSide: cardRamps(index, other, coin).length > 0,
      sandbox: index.sandboxOnly(),
      indexable: ramps.length > 0,
      route: cardRoute(side, coin),
    };
  },
);
