import 'server-only';
import { listCurrencies, toCurrencyRef, type Currency } from '@/lib/catalogue';
import { cachedRead } from '@/lib/cache/tags';
import { log } from '@/lib/log';
import type { CurrencyRef, ExchangeProvider } from '@/lib/providers/exchange/contract';
import { listProviders } from './providers';

// How many of the catalogue's coins and pairs each provider lists, from its own currency list
// (supports(), as lib/rates/listing.ts asks it). Counting pairs is one lookup per ordered pair
// of the catalogue (165 coins: about 27,000 per provider), so the counts are a cached read
// refreshed at most hourly, never computed for a request.

export interface ListingCounts {
  /** Catalogue currencies the provider lists both ways (it can send and receive them). */
  coins: number;
  /** Ordered pairs of two different catalogue currencies it lists at any of its rate types. */
  pairs: number;
}

const COUNTS_TTL_MS = 60 * 60_000;

async function lists(provider: ExchangeProvider, from: CurrencyRef, to: CurrencyRef) {
  for (const rateType of provider.info.rateTypes) {
    if (await provider.supports(from, to, rateType)) return true;
  }
  return false;
}

/** One provider's counts over `currencies`, or null when its list cannot be read now. */
export async function countListing(
  provider: ExchangeProvider,
  currencies: readonly Currency[],
): Promise<ListingCounts | null> {
  const refs = currencies.map(toCurrencyRef);
  let coins = 0;
  let pairs = 0;
  try {
    for (const from of refs) {
      if (await lists(provider, from, from)) coins += 1;
      for (const to of refs) {
        if (to.code !== from.code && (await lists(provider, from, to))) pairs += 1;
      }
      // The lookups are answered from memory, as microtasks: let waiting requests in between.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    // Unknown is not zero: the page says the count is not known.
    log.warn('provider counts: list unavailable', { provider: provider.info.id, error });
    return null;
  }
  return { coins, pairs };
}

const counts = cachedRead(
  async (): Promise<Map<string, ListingCounts | null>> => {
    const currencies = await listCurrencies();
    const providers = listProviders();
    const results: Array<ListingCounts | null> = [];
    // One provider after the other: the work is CPU, running them at once gains nothing.
    for (const provider of providers) results.push(await countListing(provider, currencies));
    return new Map(providers.map((provider, index) => [provider.info.id, results[index] ?? null]));
  },
  // The catalogue seed and the price refresh (the sandbox lists priced coins) drop them.
  { tags: ['catalogue', 'prices'], ttlMs: COUNTS_TTL_MS },
);

/** Each enabled provider's counts by id (null: its list could not be read); cached an hour. */
export function providerListingCounts(): Promise<Map<string, ListingCounts | null>> {
  return counts.get();
}
