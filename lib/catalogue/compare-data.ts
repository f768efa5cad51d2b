import 'server-only';
import type { ProviderInfo } from '@/lib/providers/exchange/contract';
import { providersListingCurrency } from '@/lib/rates/listing';
import {
  canonicalCompare,
  compareCount,
  comparePage,
  shortLabel,
  type ComparePair,
} from './compare';
import { getReferencePrices, listCurrencies, type Currency, type ReferencePrice } from './index';
import { PER_PAGE } from './listings';
import { pageCount } from './slugs';

// What the comparison pages read on the server: the enabled catalogue (cached, tag 'catalogue'),
// reference prices (tag 'prices') and which providers list each coin (the adapters' cached
// lists). The listing order and paging are the pure functions of ./compare.ts.

/** How many currencies the build prerenders comparisons among (15 pages × 14 locales). */
export const COMPARE_HEAD_SIZE = 6;

export async function enabledCodes(): Promise<string[]> {
  return (await listCurrencies()).map((currency) => currency.code);
}

export interface CompareListing {
  page: number;
  pages: number;
  total: number;
  rows: Array<{ a: Currency; b: Currency; labelA: string; labelB: string }>;
}

/** One page of the comparison listing, or null past its last page. */
export async function compareListing(page: number): Promise<CompareListing | null> {
  const currencies = await listCurrencies();
  const codes = currencies.map((currency) => currency.code);
  const pairs = comparePage(codes, page, PER_PAGE.compare);
  if (!pairs) return null;
  const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
  const tickers = new Map<string, number>();
  for (const { ticker } of currencies) tickers.set(ticker, (tickers.get(ticker) ?? 0) + 1);
  const label = (currency: Currency) => shortLabel(currency, tickers.get(currency.ticker)! > 1);
  const total = compareCount(codes.length);
  return {
    page,
    pages: pageCount(total, PER_PAGE.compare),
    total,
    rows: pairs.map((pair) => {
      const [a, b] = [byCode.get(pair.a)!, byCode.get(pair.b)!];
      return { a, b, labelA: label(a), labelB: label(b) };
    }),
  };
}

/** One side of a comparison. */
export interface CompareSide {
  currency: Currency;
  /** USD reference price of its ticker, null when none is known. */
  price: ReferencePrice | null;
  /** The same ticker on other networks (enabled), in catalogue order. */
  otherNetworks: Currency[];
  /** Enabled providers that list it both ways; sandbox ones are marked by `sandbox`. */
  providers: ProviderInfo[];
}

export interface Comparison {
  /** The canonical order (the listing's); the page may have been asked as b-vs-a. */
  pair: ComparePair;
  a: CompareSide;
  b: CompareSide;
}

/** The comparison of two codes in canonical order, or null if either is not enabled or both are one. */
export async function comparison(x: string, y: string): Promise<Comparison | null> {
  const currencies = await listCurrencies();
  const pair = canonicalCompare(
    currencies.map((currency) => currency.code),
    x,
    y,
  );
  if (!pair) return null;
  const prices = await getReferencePrices();
  const side = async (code: string): Promise<CompareSide> => {
    const currency = currencies.find((candidate) => candidate.code === code)!;
    return {
      currency,
      price: prices.get(currency.ticker.toUpperCase()) ?? null,
      otherNetworks: currencies.filter(
        (other) => other.ticker === currency.ticker && other.code !== currency.code,
      ),
      providers: await providersListingCurrency(currency),
    };
  };
  const [a, b] = await Promise.all([side(pair.a), side(pair.b)]);
  return { pair, a, b };
}
