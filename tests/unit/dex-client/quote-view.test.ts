import { describe, expect, it } from 'vitest';
import type { DexQuotesResponse, DexToken, RankedDexQuote } from '@/lib/dex/contract';
import {
  chosenQuote,
  isExpired,
  quoteAgeSeconds,
  quoteRows,
  refreshDelay,
  showsSandbox,
} from '@/lib/dex/client/quote-view';

// The quotes list's rows (lib/dex/client/quote-view.ts) from an answer shaped as the API's.

const NOW = Date.parse('2026-12-07T12:00:00Z');
const token = (symbol: string, decimals: number, native = false): DexToken => ({
  chainId: 1,
  address: native ? '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' : `0x${symbol.padEnd(40, '0')}`,
  symbol,
  name: symbol,
  decimals,
  logo: null,
  native,
  verified: true,
  ticker: symbol.toLowerCase(),
});

function quote(id: string, overrides: Partial<RankedDexQuote> = {}): RankedDexQuote {
  return {
    aggregator: { id, name: id.toUpperCase(), sandbox: false, website: `https://${id}.example` },
    amountIn: '1000000000000000000',
    amountOut: '3000000000',
    minOut: '2985000000',
    gasUnits: '150000',
    gasCostWei: '3000000000000000',
    gasCostInTo: '9000000',
    netOut: '2991000000',
    amountOutUsd: '3000',
    gasCostUsd: '9',
    netOutUsd: '2991',
    priceImpact: '0.001',
    lossVsBest: '0',
    route: [{ name: 'Uniswap V3', share: 1 }],
    spender: null,
    tx: { to: '0x1111111111111111111111111111111111111111', data: '0x', value: '1' },
    expiresAt: new Date(NOW + 30_000).toISOString(),
    ...overrides,
  };
}

const answer: DexQuotesResponse = {
  chainId: 1,
  from: token('ETH', 18, true),
  to: token('USDC', 6),
  amountIn: '1000000000000000000',
  slippageBps: 50,
  quotes: [
    quote('zerox'),
    quote('oneinch', {
      amountOut: '2990000000',
      netOut: '2980000000',
      priceImpact: '0.045',
      lossVsBest: '0.0036',
      tx: null,
      expiresAt: new Date(NOW + 20_000).toISOString(),
    }),
  ],
  failures: [
    {
      aggregator: { id: 'velora', name: 'Velora', sandbox: false, website: 'https://velora.xyz' },
      error: 'amount_too_low',
      limit: '5000000000000000',
    },
    {
      aggregator: { id: 'kyberswap', name: 'KyberSwap', sandbox: false, website: 'https://k' },
      error: 'no_route',
    },
  ],
  gasPriceWei: '20000000000',
  sandbox: false,
  quotedAt: new Date(NOW - 12_000).toISOString(),
};

describe('quoteRows', () => {
  const { quotes, failures } = quoteRows(answer);

  it("keeps the server's order and marks the first as best", () => {
    expect(quotes.map((row) => [row.id, row.best])).toEqual([
      ['zerox', true],
      ['oneinch', false],
    ]);
  });

  it('reads amounts as bigints and says which can be sent', () => {
    expect(quotes[0]).toMatchObject({
      amountOut: 3_000_000_000n,
      minOut: 2_985_000_000n,
      netOut: 2_991_000_000n,
      gasCostWei: 3_000_000_000_000_000n,
      firm: true,
      lossVsBest: null,
    });
    expect(quotes[1]).toMatchObject({ firm: false, lossVsBest: '0.0036' });
  });

  it('warns about a price impact above 3 %', () => {
    expect(quotes.map((row) => row.highImpact)).toEqual([false, true]);
  });

  it('lists the failures with their limit in base units', () => {
    expect(failures).toEqual([
      {
        id: 'velora',
        name: 'Velora',
        sandbox: false,
        code: 'amount_too_low',
        limit: 5n * 10n ** 15n,
      },
      { id: 'kyberswap', name: 'KyberSwap', sandbox: false, code: 'no_route', limit: null },
    ]);
  });
});

describe('choice, age and expiry', () => {
  it('preselects the best, keeps the visitor’s choice while it is offered', () => {
    expect(chosenQuote(answer, null)?.aggregator.id).toBe('zerox');
    expect(chosenQuote(answer, 'oneinch')?.aggregator.id).toBe('oneinch');
    expect(chosenQuote(answer, 'gone')?.aggregator.id).toBe('zerox');
    expect(chosenQuote(null, 'zerox')).toBeNull();
  });

  it('tells the age in whole seconds and when a quote has expired', () => {
    expect(quoteAgeSeconds(answer.quotedAt, NOW)).toBe(12);
    expect(isExpired(quote('x'), NOW)).toBe(false);
    expect(isExpired(quote('x'), NOW + 30_000)).toBe(true);
  });

  it('asks again five seconds before the earliest expiry, at least a second ahead', () => {
    expect(refreshDelay(answer, NOW)).toBe(15_000);
    expect(refreshDelay(answer, NOW + 19_000)).toBe(1000);
    expect(refreshDelay({ ...answer, quotes: [] }, NOW)).toBeNull();
  });
});

describe('the sandbox banner', () => {
  it('follows the token list before any quote, so a sandbox is labelled at once', () => {
    expect(showsSandbox(true, null)).toBe(true);
    expect(showsSandbox(false, null)).toBe(false);
    expect(showsSandbox(undefined, null)).toBe(false);
  });

  it('follows the quotes answer once there is one, which names the aggregators asked', () => {
    expect(showsSandbox(true, { sandbox: true })).toBe(true);
    expect(showsSandbox(undefined, { sandbox: true })).toBe(true);
    expect(showsSandbox(true, { sandbox: false })).toBe(false);
  });
});
