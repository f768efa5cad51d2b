import { describe, expect, it } from 'vitest';
import { DEX_CHAINS } from '@/lib/dex/chains';

// The spec's fact "5 DEX networks (Ethereum, BNB Chain, Polygon, Arbitrum, Optimism)" is counted
// from the chains /dex serves, so the home page and About say what the DEX runs on.

describe('the DEX networks the site states', () => {
  it('are the five chains of the spec, by their short names', () => {
    expect(DEX_CHAINS.map((chain) => chain.shortName)).toEqual([
      'Ethereum',
      'BNB Chain',
      'Polygon',
      'Arbitrum',
      'Optimism',
    ]);
    expect(DEX_CHAINS.map((chain) => chain.id)).toEqual([1, 56, 137, 42161, 10]);
  });
});
