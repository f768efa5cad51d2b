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
// (Next refuses uncached fetches while it renders a page it caches), a job may. The job keeps
// each provider's whole answer as a bit matrix, so the catalogue pages and the sitemaps read
// "who lists this pair" from memory too (lib/rates/listing.ts).

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

/**
 * One provider's list over the catalogue: which ordered pairs it lists (the diagonal: a coin it
 * lists both ways), as one bit per pair; 165 coins take 3.4 KB a provider.
 */
export interface ListingMatrix {
  index: ReadonlyMap<string, number>;
  bits: Uint8Array;
  counts: ListingCounts;
}

/** Whether the matrix says `from` → `to` is listed; undefined for a code it does not know. */
export function matrixLists(matrix: ListingMatrix, from: string, to: string): boolean | undefined {
  const a = matrix.index.get(from);
  const b = matrix.index.get(to);
  if (a === undefined || b === undefined) return undefined;
  const bit = a * matrix.index.size + b;
  return (matrix.bits[bit >> 3]! & (1 << (bit & 7))) !== 0;
}

/** One provider's list over `currencies`, or null when it cannot be read now. */
export async function readListing(
  provider: ExchangeProvider,
  currencies: readonly Currency[],
): Promise<ListingMatrix | null> {
  const refs = currencies.map(toCurrencyRef);
  const n = refs.length;
  const bits = new Uint8Array(Math.ceil((n * n) / 8));
  let coins = 0;
  let pairs = 0;
  try {
    for (const [a, from] of refs.entries()) {
      for (const [b, to] of refs.entries()) {
        if (!(await lists(provider, from, to))) continue;
        const bit = a * n + b;
        bits[bit >> 3]! |= 1 << (bit & 7);
        if (a === b) coins += 1;
        else pairs += 1;
      }
      // The lookups are answered from memory, as microtasks: let waiting requests in between.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    // Unknown is not zero: the page says the count is not known.
    log.warn('provider counts: list unavailable', { provider: provider.info.id, error });
    return null;
  }
  return { index: new Map(refs.map((ref, i) => [ref.code, i])), bits, counts: { coins, pairs } };
}

/** One provider's counts over `currencies`, or null when its list cannot be read now. */
export async function countListing(
  provider: ExchangeProvider,
  currencies: readonly Currency[],
): Promise<ListingCounts | null> {
  return (await readListing(provider, currencies))?.counts ?? null;
}

/** The last lists by provider id (null: its list could not be read), none before the first. */
const lastListings = processSingleton(
  'provider-listings',
  (): { listings: Map<string, ListingMatrix | null> | null } => ({ listings: null }),
);

/** Reads every enabled provider's list again (the job runs it at start and hourly). */
export async function refreshProviderListingCounts(): Promise<void> {
  const currencies = await listCurrencies();
  const providers = listProviders();
  const listings = new Map<string, ListingMatrix | null>();
  // One provider after the other: the work is CPU, running them at once gains nothing.
  for (const provider of providers) {
    listings.set(provider.info.id, await readListing(provider, currencies));
  }
  lastListings().listings = listings;
}

/**
 * Each provider's last counts by id. A provider missing from the map (before the first count,
 * at build, a provider added since) has no known counts; the page says so.
 */
export function providerListingCounts(): ReadonlyMap<string, ListingCounts | null> {
  const listings = lastListings().listings ?? new Map<string, ListingMatrix | null>();
  return new Map([...listings].map(([id, matrix]) => [id, matrix?.counts ?? null]));
}

/**
 * Whether the provider's last read list has `from` → `to`: undefined when there is no read list
 * for it yet, it could not be read, or it predates one of the codes (lib/rates/listing.ts then
 * asks the provider itself).
 */
export function lastListed(providerId: string, from: string, to: string): boolean | undefined {
  const matrix = lastListings().listings?.get(providerId);
  return matrix ? matrixLists(matrix, from, to) : undefined;
}
