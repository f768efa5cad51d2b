import 'server-only';
import { cache } from 'react';
import { getReferencePrices, listCurrencies, type Currency } from '@/lib/catalogue';
import { getGlobalData } from '@/lib/global-data';
import type { GlobalData } from '@/lib/global-data/contract';
import { providersListingPair, statedEta } from '@/lib/rates/listing';
import { buildWithoutDatabase } from '@/lib/db/build-phase';
import { latestPairSnapshot, type PairSnapshot } from '@/lib/rates/history-reads';
import { pairRateHistory, type PairRatePoint } from '@/lib/rates/pair-history';
import type { ProviderInfo } from '@/lib/providers/exchange/contract';
import { PER_PAGE } from '../../catalogue/listings';
import {
  pairOrder,
  pairPage,
  presetAmount,
  referenceRate,
  relatedPairs,
  resolvePairCode,
  type CodePair,
  type PairOrder,
  type ReferenceRate,
} from '../../catalogue/pairs';
import { pageCount } from '../../catalogue/slugs';

// What the exchange-pair pages and their sitemap read: the listing's page, one pair's figures.
// Every read is a cached one (catalogue, prices, global data, the providers' lists, the last
// offers round), so a page rendered on demand costs no quote and no uncached query.

/** A currency as a pair row or heading shows it. */
export interface PairSide {
  code: string;
  ticker: string;
  name: string;
  icon: string;
  network: { name: string; badge: string };
}

export function pairSide(currency: Currency): PairSide {
  const { code, ticker, name, icon, network } = currency;
  return { code, ticker, name, icon, network: { name: network.name, badge: network.badge } };
}

const popularPairs = (data: GlobalData): CodePair[] =>
  data.popularPairs.map(({ pairInfo }) => ({ from: pairInfo.from.code, to: pairInfo.to.code }));

// One order per catalogue and global-data copy: both reads return the same objects until their
// caches refresh, so the order is built once a minute at most, not per request.
let memo: { list: Currency[]; data: GlobalData; order: PairOrder } | null = null;

/** The enabled currencies and the listing's order over them. */
export async function pairListing(): Promise<{ currencies: Currency[]; order: PairOrder }> {
  const [list, data] = await Promise.all([listCurrencies(), getGlobalData()]);
  if (!memo || memo.list !== list || memo.data !== data) {
    memo = { list, data, order: pairOrder(list, popularPairs(data)) };
  }
  return { currencies: list, order: memo.order };
}

export interface PairRow {
  from: PairSide;
  to: PairSide;
  reference: ReferenceRate | null;
}

export interface PairListingPage {
  page: number;
  pageCount: number;
  total: number;
  rows: PairRow[];
}

/** One page of /exchange-pairs (pages count from 1), or null past the end. */
export const pairListingPage = cache(async (page: number): Promise<PairListingPage | null> => {
  const [{ currencies, order }, prices] = await Promise.all([pairListing(), getReferencePrices()]);
  const pairs = pairPage(order, page, PER_PAGE.exchangePairs);
  if (pairs === null) return null;
  const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
  return {
    page,
    pageCount: pageCount(order.total, PER_PAGE.exchangePairs),
    total: order.total,
    rows: pairs.map(({ from, to }) => {
      const a = byCode.get(from)!;
      const b = byCode.get(to)!;
      return {
        from: pairSide(a),
        to: pairSide(b),
        reference: referenceRate(prices.get(a.ticker), prices.get(b.ticker)),
      };
    }),
  };
});

/**
 * What a page about a pair shows before its live offers, and what they start from: the pair's
 * exchange page and its cross-chain page alike.
 */
export interface PairFigures {
  reference: ReferenceRate | null;
  snapshot: PairSnapshot | null;
  /** What the live offers form starts with. */
  amount: string;
}

// `next build` prerenders the popular pairs without a database server (as lib/global-data and
// the catalogue do): no offers round is read and no provider is asked then (the build's provider
// keys are placeholders); the page starts from the reference estimate and ISR brings the rest
// in once the server runs.

/** The last offers round for the pair (none at build), else the reference estimate. */
export async function pairFigures(from: Currency, to: Currency): Promise<PairFigures> {
  const [prices, snapshot] = await Promise.all([
    getReferencePrices(),
    buildWithoutDatabase() ? null : latestPairSnapshot(from.code, to.code),
  ]);
  const fromPrice = prices.get(from.ticker);
  return {
    reference: referenceRate(fromPrice, prices.get(to.ticker)),
    snapshot,
    amount: snapshot?.amountFrom ?? presetAmount(fromPrice?.usd) ?? '1',
  };
}

export interface PairView extends PairFigures {
  from: PairSide;
  to: PairSide;
  /** The pair as its canonical path names it (a ticker alias resolved to its currency). */
  canonical: CodePair;
  /**
   * Enabled providers that list the pair; none: the page is thin (noindex, not in sitemaps).
   * Null while not known: the build asks no provider (its keys are placeholders there).
   */
  providers: ProviderInfo[] | null;
  /** The providers' typical minutes, across those that list the pair. */
  eta: { min: number; max: number } | null;
  related: { sameFrom: PairSide[]; sameTo: PairSide[] };
  /** The best rate of the pair's own offers rounds, hourly over 7 days (the chart); none at build. */
  rates: PairRatePoint[];
}

const RELATED = 6;

/**
 * The pair a path names ("btc", "eth"; a ticker such as "usdt" for its most popular currency),
 * or null when either is not an enabled currency or both name the same one.
 */
export const pairView = cache(
  async (fromCode: string, toCode: string): Promise<PairView | null> => {
    const { currencies } = await pairListing();
    const from = resolvePairCode(currencies, fromCode);
    const to = resolvePairCode(currencies, toCode);
    if (from === null || to === null || from === to) return null;
    const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
    const a = byCode.get(from)!;
    const b = byCode.get(to)!;
    const [providers, figures, rates] = await Promise.all([
      buildWithoutDatabase() ? null : providersListingPair(a, b),
      pairFigures(a, b),
      pairRateHistory(from, to),
    ]);
    const related = relatedPairs(currencies, from, to, RELATED);
    const side = (code: string) => pairSide(byCode.get(code)!);
    return {
      ...figures,
      from: pairSide(a),
      to: pairSide(b),
      canonical: { from, to },
      providers,
      eta: providers === null ? null : statedEta(providers),
      related: {
        sameFrom: related.sameFrom.map((pair) => side(pair.to)),
        sameTo: related.sameTo.map((pair) => side(pair.from)),
      },
      rates,
    };
  },
);
