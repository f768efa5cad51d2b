import 'server-only';
import { cachedRead } from '@/lib/cache/tags';
import type { ProviderInfo } from '@/lib/providers/exchange/contract';
import { providersListingPair, statedEta } from '@/lib/rates/listing';
import {
  crossChainPairs,
  crossChainToken,
  listingPage,
  multiNetworkTokens,
  relatedCrossChainPairs,
  type CrossChainPair,
  type MultiNetworkToken,
} from '../../catalogue/cross-chain';
import {
  getReferencePrices,
  listCurrencies,
  type Currency,
  type ReferencePrice,
} from '../../catalogue/index';
import { PER_PAGE } from '../../catalogue/listings';
import { pairFigures, type PairFigures } from './pair-data';
import { pageCount } from '../../catalogue/slugs';

// What the cross-chain pages and their sitemap read on the server: the enabled catalogue
// grouped by ticker (./cross-chain.ts), and which providers list each pair. A pair no provider
// lists is thin: its page answers (noindex) but the sitemap leaves it out.

/** The head the build prerenders: USDT between its first networks, both ways. */
export const CROSS_CHAIN_HEAD_TICKER = 'USDT';
export const CROSS_CHAIN_HEAD_NETWORKS = 3;

export type Token = MultiNetworkToken<Currency>;

export async function tokens(): Promise<Token[]> {
  return multiNetworkTokens(await listCurrencies());
}

export interface Listing<T> {
  page: number;
  pages: number;
  total: number;
  rows: T[];
}

export interface CrossChainRow {
  token: Token;
  from: Currency;
  to: Currency;
}

function rowsOf(list: Token[]): CrossChainRow[] {
  const byCode = new Map(
    list.flatMap((token) => token.currencies.map((c) => [c.code, c] as const)),
  );
  return crossChainPairs(list).map(({ from, to }) => ({
    token: list.find((token) => token.currencies.some((c) => c.code === from))!,
    from: byCode.get(from)!,
    to: byCode.get(to)!,
  }));
}

/** One page of every cross-chain pair, or null past its last page. */
export async function crossChainListing(page: number): Promise<Listing<CrossChainRow> | null> {
  const all = rowsOf(await tokens());
  const rows = listingPage(all, page, PER_PAGE.crossChain);
  if (!rows) return null;
  return { page, pages: pageCount(all.length, PER_PAGE.crossChain), total: all.length, rows };
}

/** One page of the tokens on several networks, or null past its last page. */
export async function tokenListing(page: number): Promise<Listing<Token> | null> {
  const all = await tokens();
  const rows = listingPage(all, page, PER_PAGE.crossChainTokens);
  if (!rows) return null;
  return { page, pages: pageCount(all.length, PER_PAGE.crossChainTokens), total: all.length, rows };
}

export interface CrossChainDetail {
  token: Token;
  from: Currency;
  to: Currency;
  price: ReferencePrice | null;
  /** Enabled providers that list the pair; none means the page is thin (noindex). */
  providers: ProviderInfo[];
  /** Minutes from deposit to payout the listing providers state: lowest minimum, highest maximum. */
  eta: { min: number; max: number } | null;
  related: CrossChainPair[];
  /** The exchange-pair page's first figures and the amount its live offers start from. */
  figures: PairFigures;
}

/** A cross-chain pair of enabled currencies, or null when `from` → `to` is not one. */
export async function crossChainDetail(from: string, to: string): Promise<CrossChainDetail | null> {
  const token = crossChainToken(await tokens(), from, to);
  if (!token) return null;
  const source = token.currencies.find((c) => c.code === from)!;
  const target = token.currencies.find((c) => c.code === to)!;
  const [providers, prices, figures] = await Promise.all([
    providersListingPair(source, target),
    getReferencePrices(),
    pairFigures(source, target),
  ]);
  return {
    token,
    from: source,
    to: target,
    price: prices.get(token.ticker.toUpperCase()) ?? null,
    providers,
    eta: statedEta(providers),
    related: relatedCrossChainPairs(token, from, to, 6),
    figures,
  };
}

// The sitemap asks which pairs are listed by a provider, page after page; one pass over the
// 430 pairs answers every page until the catalogue changes or ten minutes pass.
const listedPairs = cachedRead(
  async (): Promise<CrossChainPair[]> => {
    const rows = rowsOf(await tokens());
    const listed = await Promise.all(
      rows.map(async (row) => (await providersListingPair(row.from, row.to)).length > 0),
    );
    return rows
      .filter((_, index) => listed[index])
      .map((row) => ({ from: row.from.code, to: row.to.code }));
  },
  { tags: ['catalogue'], ttlMs: 10 * 60_000 },
);

/** Cross-chain pairs at least one enabled provider lists: the indexable ones. */
export function indexableCrossChainPairs(): Promise<CrossChainPair[]> {
  return listedPairs.get();
}
