import 'server-only';
import { fromBaseUnits, rateOf } from '@/lib/decimal';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { DexChain } from './chains';
import {
  DEFAULT_SLIPPAGE_BPS,
  type DexFailureCode,
  type DexQuotesQuery,
  type DexQuotesResponse,
} from './contract';
import { dexPageFacts, type DexPageNetwork } from './page';
import { popularPairs, type PopularPair } from './popular-pairs';
import { dexQuotes } from './quotes';

// What a DEX network's landing (/dex/<slug>) shows: the network's facts as /dex computes them
// (./page.ts) and, for each of its popular pairs (./popular-pairs.ts), the best indicative quote
// the running server gets now (no wallet: the aggregators' price endpoints, ranked after gas by
// ./quotes.ts), or why there is none. Nothing is invented: a pair without a quote says so.

/** A pair's best quote, in base units of its tokens, and the rate in whole units. */
export interface LandingQuote {
  aggregator: string;
  amountOut: string;
  /** What arrives after gas, in `to`'s base units; null when the gas cost is unknown. */
  netOut: string | null;
  /** Whole units of `to` per whole unit of `from`. */
  rate: string;
}

export type LandingRowState =
  | { state: 'quoted'; quote: LandingQuote }
  /** The aggregators answered, and none has a route for this amount (their refusals). */
  | { state: 'refused' }
  /** No answer in time, or the aggregators failed: nothing can be said of the price now. */
  | { state: 'unavailable' }
  /** No configured aggregator serves the network. */
  | { state: 'no_aggregator' };

export type LandingRow = LandingRowState & { pair: PopularPair };

export interface DexNetworkLanding {
  network: DexPageNetwork;
  /** No real aggregator is configured: every quote is simulated (the /dex rule). */
  sandbox: boolean;
  rows: LandingRow[];
  /** ISO 8601: when this round of quotes was asked. */
  quotedAt: string;
}

/** Refusals caused by the question (pair, amount), not by the aggregator's health. */
const REFUSALS: ReadonlySet<DexFailureCode> = new Set([
  'no_route',
  'amount_too_low',
  'amount_too_high',
  'pair_unavailable',
]);

/** A round is shared by the 14 locales' renders of a network within this time. */
export const LANDING_TTL_MS = 60_000;

export interface LandingDeps {
  quote: (query: DexQuotesQuery) => Promise<DexQuotesResponse>;
  /** One pair's deadline: a slow read (gas price, prices) leaves only its own row empty. */
  rowTimeoutMs: number;
}

/**
 * The guard already stops each aggregator at PROVIDER_TIMEOUT_MS. The gas price is read beside
 * it, through viem, whose one retry may take that twice (lib/dex/rpc.ts), and the reference
 * prices from the database: a row waits for those and a second more, then says it has no quote.
 */
const defaultDeps = (): LandingDeps => ({
  quote: dexQuotes,
  rowTimeoutMs: 2 * env().PROVIDER_TIMEOUT_MS + 1_000,
});

function rowOf(pair: PopularPair, answer: DexQuotesResponse): LandingRowState {
  const best = answer.quotes[0];
  if (best) {
    const rate = rateOf(
      fromBaseUnits(best.amountIn, pair.from.decimals),
      fromBaseUnits(best.amountOut, pair.to.decimals),
      { significant: 8 },
    );
    return {
      state: 'quoted',
      quote: {
        aggregator: best.aggregator.name,
        amountOut: best.amountOut,
        netOut: best.netOut,
        rate,
      },
    };
  }
  if (answer.failures.length === 0) return { state: 'no_aggregator' };
  return answer.failures.every((failure) => REFUSALS.has(failure.error))
    ? { state: 'refused' }
    : { state: 'unavailable' };
}

const LATE = Symbol('late');

async function quoteRow(chain: DexChain, pair: PopularPair, deps: LandingDeps) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), deps.rowTimeoutMs);
  });
  try {
    const answer = await Promise.race([
      deps.quote({
        chainId: chain.id,
        from: pair.from.address,
        to: pair.to.address,
        amount: pair.amount,
        slippageBps: DEFAULT_SLIPPAGE_BPS,
      }),
      late,
    ]);
    if (answer === LATE) {
      log.warn('dex landing: a pair was not quoted in time', { chainId: chain.id });
      return { state: 'unavailable' } as const;
    }
    return rowOf(pair, answer);
  } catch (error) {
    log.warn('dex landing: a pair could not be quoted', { chainId: chain.id, error });
    return { state: 'unavailable' } as const;
  } finally {
    clearTimeout(timer);
  }
}

/** Every popular pair of `chain` quoted at once, without the shared cache. */
export async function loadDexNetworkLanding(
  chain: DexChain,
  deps: LandingDeps = defaultDeps(),
): Promise<DexNetworkLanding> {
  const facts = dexPageFacts();
  const network = facts.networks.find((item) => item.id === chain.id);
  if (!network) throw new Error(`dex landing: ${chain.slug} is not a DEX network`);
  const quotedAt = new Date().toISOString();
  const pairs = popularPairs(chain.id);
  // `next build` renders no landing (generateStaticParams is empty); should one ever be, it
  // asks no aggregator and no node (the build has no network) and ISR brings the quotes.
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  const states = building
    ? pairs.map(() => ({ state: 'unavailable' }) as const)
    : await Promise.all(pairs.map((pair) => quoteRow(chain, pair, deps)));
  return {
    network,
    sandbox: facts.sandbox,
    rows: pairs.map((pair, i) => ({ ...states[i]!, pair })),
    quotedAt,
  };
}

const rounds = processSingleton(
  'dex-landing-rounds',
  () => new Map<number, { landing: Promise<DexNetworkLanding>; until: number }>(),
);

/**
 * The landing of `chain`, one round of quotes per network per LANDING_TTL_MS in this process:
 * the page is cached per locale (revalidate), and its 14 locales need not ask every aggregator
 * 14 times for the same pairs within a minute, nor show different numbers.
 */
export function dexNetworkLanding(chain: DexChain, now = Date.now()): Promise<DexNetworkLanding> {
  const entries = rounds();
  const hit = entries.get(chain.id);
  if (hit && now < hit.until) return hit.landing;
  const landing = loadDexNetworkLanding(chain);
  entries.set(chain.id, { landing, until: now + LANDING_TTL_MS });
  // A round that failed as a whole is not kept.
  landing.catch(() => entries.delete(chain.id));
  return landing;
}

/** Tests: forget every network's round. */
export function clearDexLandingRounds(): void {
  rounds().clear();
}
