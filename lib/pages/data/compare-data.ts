import 'server-only';
import { multiplyDecimal } from '@/lib/decimal';
import type { ProviderInfo } from '@/lib/providers/exchange/contract';
import { buildWithoutDatabase } from '@/lib/db/build-phase';
import { providersListingCurrency, statedEta } from '@/lib/rates/listing';
import { payoutFeesSeen, type PayoutFees } from '@/lib/rates/payout-fees';
import {
  canonicalCompare,
  compareCount,
  comparePage,
  shortLabel,
  type ComparePair,
} from '../../catalogue/compare';
import {
  getReferencePrices,
  listCurrencies,
  type Currency,
  type ReferencePrice,
} from '../../catalogue/index';
import { PER_PAGE } from '../../catalogue/listings';
import { pageCount } from '../../catalogue/slugs';

// What the comparison pages read on the server: the enabled catalogue (cached, tag 'catalogue'),
// reference prices (tag 'prices'), which providers list each coin (the adapters' cached lists)
// and the network fees recorded offers charged to pay each coin out (the quote history, cached a
// minute). The listing order and paging are the pure functions of ./compare.ts.

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

/**
 * The network fee offers charged to pay a coin out: 'unknown' at build (no history is read
 * there), 'none' when no recorded offer in the window paid it out naming its fee.
 */
export type SeenFees =
  | { kind: 'unknown' }
  | { kind: 'none' }
  | (PayoutFees & {
      kind: 'seen';
      /** The median at today's reference price, when there is one (orientation only). */
      usd: string | null;
    });

async function seenFees(currency: Currency, price: ReferencePrice | null): Promise<SeenFees> {
  if (buildWithoutDatabase()) return { kind: 'unknown' };
  const fees = await payoutFeesSeen(currency.code);
  if (!fees) return { kind: 'none' };
  const usd = price ? multiplyDecimal(fees.median, String(price.usd)) : null;
  return { ...fees, kind: 'seen', usd };
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
  /** The network fee offers paying it out charged, as last recorded. */
  fees: SeenFees;
  /** Deposit to payout as those providers state it (no confirmation data is in the catalogue). */
  eta: { min: number; max: number } | null;
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
    const price = prices.get(currency.ticker.toUpperCase()) ?? null;
    const [providers, fees] = await Promise.all([
      providersListingCurrency(currency),
      seenFees(currency, price),
    ]);
    return {
      currency,
      price,
      otherNetworks: currencies.filter(
        (other) => other.ticker === currency.ticker && other.code !== currency.code,
      ),
      providers,
      fees,
      eta: statedEta(providers),
    };
  };
  const [a, b] = await Promise.all([side(pair.a), side(pair.b)]);
  return { pair, a, b };
}
