import { describe, expect, it } from 'vitest';
import { SEED_CURRENCIES } from '@/lib/catalogue/data/currencies';
import { PRICE_SNAPSHOT } from '@/lib/catalogue/data/price-snapshot';
import { DEX_CHAINS } from '@/lib/dex/chains';
import { popularPairs } from '@/lib/dex/popular-pairs';
import { dexSelection } from '@/lib/dex/selection';
import { findCuratedToken } from '@/lib/dex/tokens';
import profiles from '@/lib/providers/dex/sandbox/profiles.json';
import { routes } from '@/lib/routing/routes';

// The popular pairs each network's landing quotes (lib/dex/popular-pairs.ts): curated tokens of
// that very chain, amounts every aggregator can quote, and links that open /dex on the same pair.

// The seed writes a price for the catalogue's tickers only (lib/catalogue/seed.ts), so a token
// priced here but outside the catalogue would be unpriced in a seeded database.
const CATALOGUE_TICKERS = new Set(SEED_CURRENCIES.map((currency) => currency.ticker));
const usd = (ticker: string | null) => {
  const key = (ticker ?? '').toUpperCase();
  return CATALOGUE_TICKERS.has(key) ? PRICE_SNAPSHOT[key] : undefined;
};

describe('the popular pairs of the DEX networks', () => {
  it.each(DEX_CHAINS.map((chain) => [chain.slug, chain] as const))(
    '%s: 4 to 6 pairs of two different tokens of its own curated list',
    (_slug, chain) => {
      const pairs = popularPairs(chain.id);
      expect(pairs.length).toBeGreaterThanOrEqual(4);
      expect(pairs.length).toBeLessThanOrEqual(6);
      const keys = pairs.map(({ from, to }) => `${from.address}>${to.address}`);
      expect(new Set(keys).size).toBe(pairs.length);
      for (const { from, to, amount } of pairs) {
        expect(from.address).not.toBe(to.address);
        for (const token of [from, to]) {
          expect(token.chainId).toBe(chain.id);
          expect(findCuratedToken(chain.id, token.address), token.symbol).toEqual(token);
        }
        expect(amount).toMatch(/^(0|[1-9]\d*)(\.\d+)?$/);
        expect(Number(amount)).toBeGreaterThan(0);
      }
      // The chain's own coin is among them: the pair a visitor of the network asks first.
      expect(pairs.some(({ from, to }) => from.native || to.native)).toBe(true);
    },
  );

  it("size every amount within each sandbox aggregator's bounds at the seeded prices", () => {
    const min = Math.max(...profiles.profiles.map((profile) => profile.minUsd));
    const max = Math.min(...profiles.profiles.map((profile) => profile.maxUsd));
    for (const chain of DEX_CHAINS) {
      for (const { from, to, amount } of popularPairs(chain.id)) {
        const price = usd(from.ticker);
        expect(price, `${chain.slug} ${from.symbol}`).toBeDefined();
        expect(usd(to.ticker), `${chain.slug} ${to.symbol}`).toBeDefined();
        const value = Number(amount) * price!;
        expect(value, `${chain.slug} ${amount} ${from.symbol}`).toBeGreaterThanOrEqual(min);
        expect(value, `${chain.slug} ${amount} ${from.symbol}`).toBeLessThanOrEqual(max);
      }
    }
  });

  it('link each pair to /dex opened on that network and those two tokens', () => {
    for (const chain of DEX_CHAINS) {
      for (const { from, to } of popularPairs(chain.id)) {
        const path = routes.dex({
          chain: chain.slug,
          from: from.symbol.toLowerCase(),
          to: to.symbol.toLowerCase(),
        });
        const query = new URL(path, 'https://swap.example').searchParams;
        expect(dexSelection(query), path).toEqual({
          chainId: chain.id,
          from: from.address,
          to: to.address,
        });
      }
    }
  });

  it('is empty for a chain the DEX does not serve', () => {
    expect(popularPairs(250)).toEqual([]);
  });
});
