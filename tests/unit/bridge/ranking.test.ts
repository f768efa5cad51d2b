import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { rankRoutes, type BridgeRankEntry } from '@/lib/bridge/ranking';
import type { BridgeRoute } from '@/lib/providers/bridge/contract';

// Bridge routes ranked by the USD value that arrives: the output at the destination token's
// reference price less the gas the vendor names; routes of unknown cost after, by output.

const aggregator = (id: string) => ({ id, name: id, sandbox: true, website: '' });

function entry(id: string, overrides: Partial<BridgeRoute>): BridgeRankEntry {
  return {
    aggregator: aggregator(id),
    route: {
      provider: id,
      execution: 'wallet',
      fromChainId: 1,
      toChainId: 42161,
      amountIn: '1000000000',
      amountOut: '990000000',
      minOut: '985000000',
      spender: null,
      tx: null,
      expiresAt: '2026-01-01T00:00:00.000Z',
      steps: [{ kind: 'bridge', tool: 'x', fromChainId: 1, toChainId: 42161 }],
      etaSeconds: 60,
      gasCostUsd: '1',
      includedFeesUsd: '10',
      reference: null,
      ...overrides,
    },
  };
}

const usdc = { decimals: 6, usd: new Big(1) };

describe('rankRoutes', () => {
  it('puts the most value arriving after gas first, even when another delivers more tokens', () => {
    const ranked = rankRoutes({
      to: usdc,
      routes: [
        entry('more-out', { amountOut: '995000000', gasCostUsd: '8' }),
        entry('cheap-gas', { amountOut: '993000000', gasCostUsd: '0.5' }),
      ],
    });
    expect(ranked.map((r) => [r.aggregator.id, r.netValueUsd, r.lossVsBest])).toEqual([
      ['cheap-gas', '992.5', '0'],
      ['more-out', '987', '0.005542'],
    ]);
    expect(ranked[0]).toMatchObject({ amountOutUsd: '993', gasCostUsd: '0.5' });
  });

  it('ranks routes whose gas is unnamed after the known ones, by output, with no loss', () => {
    const ranked = rankRoutes({
      to: usdc,
      routes: [
        entry('unnamed', { amountOut: '999000000', gasCostUsd: null }),
        entry('named', { gasCostUsd: '2' }),
      ],
    });
    expect(ranked.map((r) => [r.aggregator.id, r.netValueUsd, r.lossVsBest])).toEqual([
      ['named', '988', '0'],
      ['unnamed', null, null],
    ]);
  });

  it('compares outputs when the destination token has no price, and never goes below zero', () => {
    const unpriced = rankRoutes({
      to: { decimals: 6, usd: null },
      routes: [entry('a', { amountOut: '900000000' }), entry('b', { amountOut: '1000000000' })],
    });
    expect(unpriced.map((r) => [r.aggregator.id, r.amountOutUsd, r.lossVsBest])).toEqual([
      ['b', null, '0'],
      ['a', null, '0.1'],
    ]);
    const dust = rankRoutes({ to: usdc, routes: [entry('dust', { amountOut: '500000' })] });
    expect(dust[0]!.netValueUsd).toBe('0');
  });

  it('gives a tie to the faster route, and ignores a gas figure that is not a number', () => {
    const ranked = rankRoutes({
      to: usdc,
      routes: [
        entry('slow', { etaSeconds: 900 }),
        entry('fast', { etaSeconds: 30 }),
        entry('garbled', { gasCostUsd: 'about 1' }),
      ],
    });
    expect(ranked.map((r) => r.aggregator.id)).toEqual(['fast', 'slow', 'garbled']);
    expect(ranked[2]!.gasCostUsd).toBeNull();
  });
});
