import 'server-only';
import { listCurrencies, toCurrencyRef, type Currency } from '@/lib/catalogue';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { CurrencyRef, ExchangeProvider } from '@/lib/providers/exchange/contract';
import { listProviders } from './providers';

// How many of the catalogue's coins and pairs each provider lists, from its own currency list
// (supports(), as lib/rates/listing.ts asks it). Counting pairs is one lookup per ordered pair
// of the catalogue (165 coins: about 27,000 per provider), so a background job counts at start
// and hourly (lib/startup/jobs.ts) and pages read the last result: never computed for a request.
// Outside a render on purpose too: a page being regenerated may not fetch a vendor's list
// (Next refuses uncached fetches while it renders a page it caches), a job may.

export interface ListingCounts {
  /** Catalogue currencies the provider lists both ways (it can send and receive them). */
  coins: number;
  /** Ordered pairs of two different catalogue currencies it lists at any of its rate types. */
  pairs: number;
}

export const LISTING_COUNTS_INTERVAL_MS = 60 * 60_000;

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

/** The last counts by provider id (null: its list could not be read), none before the first. */
const lastCounts = processSingleton(
  'provider-listing-counts',
  (): { counts: Map<string, ListingCounts | null> | null } => ({ counts: null }),
);

/** Counts every enabled provider's list again (the job runs it at start and hourly). */
export async function refreshProviderListingCounts(): Promise<void> {
  const currencies = await listCurrencies();
  const providers = listProviders();
  const counts = new Map<string, ListingCounts | null>();
  // One provider after the other: the work is CPU, running them at once gains nothing.
  for (const provider of providers) {
    counts.set(provider.info.id, await countListing(provider, currencies));
  }
  lastCounts().counts = counts;
}

/**
 * Each provider's last counts by id. A provider missing from the map (before the first count,
 * at build, a provider added since) has no known counts; the page says so.
 */
export function providerListingCounts(): ReadonlyMap<string, ListingCounts | null> {
  return lastCounts().counts ?? new Map();
}
