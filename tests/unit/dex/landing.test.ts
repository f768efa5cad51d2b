import { custom } from 'viem';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dexChainBySlug, type DexChain } from '@/lib/dex/chains';
import type { DexQuotesQuery, DexQuotesResponse, RankedDexQuote } from '@/lib/dex/contract';
import { clearGasPriceCache } from '@/lib/dex/gas';
import {
  clearDexLandingRounds,
  dexNetworkLanding,
  LANDING_TTL_MS,
  loadDexNetworkLanding,
  type LandingDeps,
} from '@/lib/dex/landing';
import { popularPairs } from '@/lib/dex/popular-pairs';
import { clearDexQuoteCache } from '@/lib/dex/quotes';
import { setDexRpcForTests } from '@/lib/dex/rpc';
import { dexSandboxWorld } from '@/lib/dex/world';
import type { DexProvider } from '@/lib/providers/dex/contract';
import { setDexesForTests } from '@/lib/providers/dex/registry';
import { createSandboxDexes } from '@/lib/providers/dex/sandbox';
import { ProviderError } from '@/lib/providers/kit/errors';
import { breakers } from '@/lib/rates/ask';

// The landing of a DEX network (/dex/<slug>): each popular pair's best indicative quote of one
// round, or in words why there is none (the aggregators refused, failed, were too slow, or none
// serves the network); the sandbox said as /dex says it; one round shared by the locales.

vi.mock('@/lib/catalogue', () => ({
  getReferencePrices: async () =>
    new Map(
      Object.entries({ ETH: 2500, USDC: 1, USDT: 1, WBTC: 100_000, LINK: 15 }).map(
        ([ticker, usd]) => [ticker, { ticker, usd, source: 'snapshot', asOf: '2026-12-01' }],
      ),
    ),
}));

const ethereum = dexChainBySlug('ethereum') as DexChain;
const GAS_PRICE = 2_000_000_000n;
const NO_KEYS = ['ZEROX_API_KEY', 'ONEINCH_API_KEY', 'VELORA_PARTNER', 'OPENOCEAN_API_KEY'];

/** A sandbox aggregator that fails every quote as a vendor's outage would. */
const broken = (kind: 'unavailable' | 'no_route'): DexProvider => {
  const inner = createSandboxDexes(dexSandboxWorld)[0]!;
  return {
    get info() {
      return { ...inner.info, id: `sandbox-${kind}`, name: `Sandbox ${kind}` };
    },
    quote: async () => {
      throw new ProviderError(`sandbox-${kind}`, kind, 'refused in the test');
    },
  };
};

beforeEach(() => {
  for (const key of [...NO_KEYS, 'KYBERSWAP_CLIENT_ID']) vi.stubEnv(key, '');
  setDexRpcForTests(
    1,
    custom({
      request: async ({ method }: { method: string }) => {
        if (method === 'eth_gasPrice') return `0x${GAS_PRICE.toString(16)}`;
        throw new Error(`not answered in this test: ${method}`);
      },
    }),
  );
  clearDexLandingRounds();
  clearDexQuoteCache();
  clearGasPriceCache();
  breakers().reset();
});

afterEach(() => {
  vi.unstubAllEnvs();
  setDexesForTests(null);
});

afterAll(() => setDexRpcForTests(1, null));

describe('the landing of a DEX network, over the sandbox aggregators', () => {
  it('quotes every popular pair, best after gas first, and says it is the sandbox', async () => {
    setDexesForTests([...createSandboxDexes(dexSandboxWorld), broken('unavailable')]);
    const landing = await loadDexNetworkLanding(ethereum);
    expect(landing.sandbox).toBe(true);
    expect(landing.network).toMatchObject({ slug: 'ethereum', nativeSymbol: 'ETH' });
    expect(Date.parse(landing.quotedAt)).not.toBeNaN();
    expect(landing.rows.map((row) => row.pair)).toEqual(popularPairs(ethereum.id));
    for (const row of landing.rows) {
      // One aggregator failing leaves the others' quotes: the row still has the best of them.
      expect(row.state, `${row.pair.from.symbol}→${row.pair.to.symbol}`).toBe('quoted');
      if (row.state !== 'quoted') continue;
      expect(row.quote.aggregator).toMatch(/^Sandbox (Delta|Estuary|Lagoon)$/);
      expect(BigInt(row.quote.amountOut)).toBeGreaterThan(0n);
      // The gas price was read, so what is left after gas is known and below the output.
      expect(row.quote.netOut).not.toBeNull();
      expect(BigInt(row.quote.netOut!)).toBeLessThan(BigInt(row.quote.amountOut));
    }
    const first = landing.rows[0]!;
    expect(first.pair).toMatchObject({ amount: '1' });
    expect(first.pair.from.symbol).toBe('ETH');
    expect(first.pair.to.symbol).toBe('USDC');
    // 1 ETH at $2,500 into USDC, less a sandbox spread of at most 40 bps and a little impact.
    if (first.state !== 'quoted') throw new Error('ETH → USDC not quoted');
    expect(Number(first.quote.rate)).toBeGreaterThan(2480);
    expect(Number(first.quote.rate)).toBeLessThan(2500);
  });

  it('says "no quote right now" for every pair when every aggregator fails', async () => {
    setDexesForTests([broken('unavailable')]);
    const landing = await loadDexNetworkLanding(ethereum);
    expect(landing.rows.map((row) => row.state)).toEqual(
      popularPairs(ethereum.id).map(() => 'unavailable'),
    );
  });

  it('says no aggregator has a route when each one refused the question', async () => {
    setDexesForTests([broken('no_route')]);
    const landing = await loadDexNetworkLanding(ethereum);
    expect(new Set(landing.rows.map((row) => row.state))).toEqual(new Set(['refused']));
  });

  it('names the configured aggregators and no sandbox when a key is set', async () => {
    vi.stubEnv('ZEROX_API_KEY', 'key');
    setDexesForTests([]);
    const landing = await loadDexNetworkLanding(ethereum);
    expect(landing.sandbox).toBe(false);
    expect(landing.network.aggregators).toEqual(['0x']);
    // None runs in this test: nothing quotes on the network, which the rows say.
    expect(new Set(landing.rows.map((row) => row.state))).toEqual(new Set(['no_aggregator']));
  });
});

describe('the landing rows, quote by quote', () => {
  const pairs = popularPairs(ethereum.id);
  const answer = (query: DexQuotesQuery, over: Partial<DexQuotesResponse> = {}) =>
    ({
      chainId: query.chainId,
      quotes: [],
      failures: [],
      sandbox: false,
      quotedAt: new Date().toISOString(),
      ...over,
    }) as unknown as DexQuotesResponse;
  const best = {
    aggregator: { id: 'zerox', name: '0x', sandbox: false, website: '' },
    amountIn: '1000000000000000000',
    amountOut: '2490500000',
    netOut: null,
  } as unknown as RankedDexQuote;

  it('keeps the row of a pair that answered when another throws or never answers', async () => {
    const asked: DexQuotesQuery[] = [];
    const deps: LandingDeps = {
      rowTimeoutMs: 50,
      quote: (query) => {
        asked.push(query);
        const index = asked.length - 1;
        if (index === 0) return Promise.resolve(answer(query, { quotes: [best] }));
        if (index === 1) return Promise.reject(new Error('prices unavailable'));
        // The rest hang, as a node that never answers would.
        return new Promise(() => {});
      },
    };
    // The hanging rows end at their deadline: the landing is in once that much time has passed.
    vi.useFakeTimers();
    const loading = loadDexNetworkLanding(ethereum, deps);
    await vi.advanceTimersByTimeAsync(deps.rowTimeoutMs);
    vi.useRealTimers();
    const landing = await loading;
    expect(landing.rows.map((row) => row.state)).toEqual([
      'quoted',
      ...pairs.slice(1).map(() => 'unavailable'),
    ]);
    expect(landing.rows[0]).toMatchObject({
      quote: { aggregator: '0x', amountOut: '2490500000', netOut: null, rate: '2490.5' },
    });
    // Asked without a wallet (indicative), at the declared amount and the default slippage.
    expect(asked[0]).toEqual({
      chainId: 1,
      from: pairs[0]!.from.address,
      to: pairs[0]!.to.address,
      amount: pairs[0]!.amount,
      slippageBps: 50,
    });
  });

  it('tells refusals of the question from an outage when both are among the failures', async () => {
    const view = { id: 'a', name: 'A', sandbox: false, website: '' };
    const deps: LandingDeps = {
      rowTimeoutMs: 1_000,
      quote: async (query) =>
        query.from === pairs[0]!.from.address
          ? answer(query, {
              failures: [
                { aggregator: view, error: 'amount_too_low' },
                { aggregator: view, error: 'pair_unavailable' },
              ],
            })
          : answer(query, {
              failures: [
                { aggregator: view, error: 'no_route' },
                { aggregator: view, error: 'timeout' },
              ],
            }),
    };
    const landing = await loadDexNetworkLanding(ethereum, deps);
    expect(landing.rows[0]!.state).toBe('refused');
    const others = landing.rows.filter((row) => row.pair.from.address !== pairs[0]!.from.address);
    expect(new Set(others.map((row) => row.state))).toEqual(new Set(['unavailable']));
  });
});

describe('the shared round', () => {
  it('is one round per network for LANDING_TTL_MS, then a new one', async () => {
    setDexesForTests(createSandboxDexes(dexSandboxWorld));
    const now = Date.now();
    const first = dexNetworkLanding(ethereum, now);
    expect(dexNetworkLanding(ethereum, now + LANDING_TTL_MS - 1)).toBe(first);
    const later = dexNetworkLanding(ethereum, now + LANDING_TTL_MS);
    expect(later).not.toBe(first);
    await Promise.all([first, later]);
  });
});
