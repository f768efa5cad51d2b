import { describe, expect, it } from 'vitest';
import {
  crossChainPairs,
  crossChainToken,
  listingPage,
  multiNetworkTokens,
  relatedCrossChainPairs,
} from '@/lib/catalogue/cross-chain';
import { isCrossChainPair, SHIPPED_COUNTS } from '@/lib/catalogue/listings';
import { seedCurrencies } from '@/lib/catalogue/load';

const coin = (code: string, ticker: string, network: string) => ({
  code,
  ticker,
  network: { code: network },
});

const list = [
  coin('btc', 'BTC', 'bitcoin'),
  coin('usdttrc20', 'USDT', 'tron'),
  coin('eth', 'ETH', 'ethereum'),
  coin('usdterc20', 'USDT', 'ethereum'),
  coin('etharb', 'ETH', 'arbitrum'),
  coin('usdtbsc', 'USDT', 'bsc'),
  coin('usdtbsc2', 'USDT', 'bsc'),
];

describe('multi-network tokens', () => {
  it('groups by ticker in catalogue order, one currency per network', () => {
    const tokens = multiNetworkTokens(list);
    expect(tokens.map((token) => token.ticker)).toEqual(['USDT', 'ETH']);
    expect(tokens[0]!.currencies.map((c) => c.code)).toEqual(['usdttrc20', 'usdterc20', 'usdtbsc']);
  });

  it('pairs every network of a token with every other one, both ways', () => {
    const pairs = crossChainPairs(multiNetworkTokens(list));
    expect(pairs).toHaveLength(3 * 2 + 2 * 1);
    expect(pairs[0]).toEqual({ from: 'usdttrc20', to: 'usdterc20' });
    expect(pairs).toContainEqual({ from: 'etharb', to: 'eth' });
    expect(pairs).not.toContainEqual({ from: 'btc', to: 'eth' });
  });

  it('matches the shipped counts and check the route checks use', () => {
    const tokens = multiNetworkTokens(seedCurrencies());
    const pairs = crossChainPairs(tokens);
    expect(tokens).toHaveLength(SHIPPED_COUNTS.crossChainTokens);
    expect(pairs).toHaveLength(SHIPPED_COUNTS.crossChain);
    for (const { from, to } of pairs) expect(isCrossChainPair(from, to)).toBe(true);
    expect(new Set(pairs.map(({ from, to }) => `${from}>${to}`)).size).toBe(pairs.length);
  });

  it('finds the token of a pair, and none for other pairs', () => {
    const tokens = multiNetworkTokens(list);
    expect(crossChainToken(tokens, 'usdttrc20', 'usdterc20')?.ticker).toBe('USDT');
    expect(crossChainToken(tokens, 'usdttrc20', 'usdttrc20')).toBeNull();
    expect(crossChainToken(tokens, 'usdttrc20', 'eth')).toBeNull();
    expect(crossChainToken(tokens, 'btc', 'eth')).toBeNull();
  });

  it('relates pairs sharing a side, without the pair itself or its reverse', () => {
    const [usdt] = multiNetworkTokens(list);
    expect(relatedCrossChainPairs(usdt!, 'usdttrc20', 'usdterc20', 5)).toEqual([
      { from: 'usdttrc20', to: 'usdtbsc' },
      { from: 'usdtbsc', to: 'usdterc20' },
    ]);
  });
});

describe('listing pages', () => {
  it('slices pages and refuses page 0 and past the end', () => {
    const items = Array.from({ length: 12 }, (_, n) => n);
    expect(listingPage(items, 1, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(listingPage(items, 3, 5)).toEqual([10, 11]);
    expect(listingPage(items, 4, 5)).toBeNull();
    expect(listingPage(items, 0, 5)).toBeNull();
    expect(listingPage([], 1, 5)).toEqual([]);
  });
});
