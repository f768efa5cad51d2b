import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import type { DexQuote } from '@/lib/providers/dex/contract';
import { rankQuotes, type RankInput } from '@/lib/dex/ranking';

// The ranking after gas: what each quote is worth once its gas is paid, in the output token, at
// the chain's gas price and the reference prices; known nets first, best first; the rest by
// output; USD figures, price impact and the loss against the best.

const GWEI = 10n ** 9n;

function quote(
  id: string,
  amountOut: string,
  gasUnits: string | null,
  extra: Partial<DexQuote> = {},
) {
  const q: DexQuote = {
    provider: id,
    chainId: 1,
    execution: 'wallet',
    amountIn: '1000000000000000000',
    amountOut,
    minOut: amountOut,
    spender: null,
    tx: null,
    expiresAt: '2026-12-07T12:00:30.000Z',
    gasUnits,
    priceImpact: null,
    route: [{ name: 'Pool', share: 1 }],
    ...extra,
  };
  return { aggregator: { id, name: id, sandbox: true, website: '' }, quote: q };
}

/** 1 ETH → USDC on Ethereum at ETH $3000, USDC $1. */
function input(quotes: RankInput['quotes'], overrides: Partial<RankInput> = {}): RankInput {
  return {
    quotes,
    gasPriceWei: 20n * GWEI,
    nativeUsd: new Big(3000),
    from: { decimals: 18, native: true, usd: new Big(3000) },
    to: { decimals: 6, native: false, usd: new Big(1) },
    ...overrides,
  };
}

describe('rankQuotes', () => {
  it('costs the gas in the output token: 200k gas at 20 gwei is 0.004 ETH, $12, 12 USDC', () => {
    const [ranked] = rankQuotes(input([quote('a', '2990000000', '200000')]));
    expect(ranked).toMatchObject({
      gasCostWei: (200_000n * 20n * GWEI).toString(),
      gasCostInTo: '12000000',
      netOut: '2978000000',
      amountOutUsd: '2990',
      gasCostUsd: '12',
      netOutUsd: '2978',
      lossVsBest: '0',
    });
  });

  it('puts the best after gas first even when another quote gives more before gas', () => {
    // Heavy: 4 USDC more out, but 300k more gas at 20 gwei = 18 USDC more cost.
    const ranked = rankQuotes(
      input([quote('heavy', '2994000000', '450000'), quote('light', '2990000000', '150000')]),
    );
    expect(ranked.map((q) => q.aggregator.id)).toEqual(['light', 'heavy']);
    expect(ranked[0]!.netOut).toBe('2981000000');
    expect(ranked[1]!.netOut).toBe('2967000000');
    // (2981 − 2967) / 2981
    expect(ranked[1]!.lossVsBest).toBe(new Big(14).div(2981).round(6).toString());
  });

  it('keeps the order of the outputs when gas is cheap', () => {
    const ranked = rankQuotes(
      input([quote('light', '2990000000', '150000'), quote('heavy', '2994000000', '450000')], {
        gasPriceWei: GWEI / 100n,
      }),
    );
    expect(ranked.map((q) => q.aggregator.id)).toEqual(['heavy', 'light']);
  });

  it('ranks by output alone, with no net, when the gas price is unknown', () => {
    const ranked = rankQuotes(
      input([quote('a', '2990000000', '150000'), quote('b', '2994000000', '450000')], {
        gasPriceWei: null,
      }),
    );
    expect(ranked.map((q) => q.aggregator.id)).toEqual(['b', 'a']);
    for (const q of ranked) {
      expect(q).toMatchObject({ gasCostWei: null, gasCostInTo: null, netOut: null });
    }
    expect(ranked[0]!.lossVsBest).toBe('0');
    expect(ranked[1]!.lossVsBest).toBe(new Big(4).div(2994).round(6).toString());
  });

  it('puts quotes of unknown gas after the known nets, whatever their output', () => {
    const ranked = rankQuotes(
      input([quote('nogas', '3100000000', null), quote('known', '2990000000', '150000')]),
    );
    expect(ranked.map((q) => q.aggregator.id)).toEqual(['known', 'nogas']);
    expect(ranked[1]).toMatchObject({ gasUnits: null, netOut: null, lossVsBest: null });
  });

  it('orders several quotes of unknown gas by output after the known ones', () => {
    const ranked = rankQuotes(
      input([
        quote('x', '1000', null),
        quote('known', '2990000000', '150000'),
        quote('y', '2000', null),
      ]),
    );
    expect(ranked.map((q) => q.aggregator.id)).toEqual(['known', 'y', 'x']);
  });

  it('needs no price to cost gas when the output is the chain’s own coin', () => {
    const ranked = rankQuotes(
      input([quote('a', '330000000000000000', '100000')], {
        nativeUsd: null,
        from: { decimals: 6, native: false, usd: null },
        to: { decimals: 18, native: true, usd: null },
      }),
    );
    expect(ranked[0]).toMatchObject({
      gasCostInTo: (100_000n * 20n * GWEI).toString(),
      netOut: (330_000_000_000_000_000n - 2_000_000_000_000_000n).toString(),
      amountOutUsd: null,
      gasCostUsd: null,
      priceImpact: null,
    });
  });

  it('leaves the gas in the output token unknown when the output token has no price', () => {
    const [ranked] = rankQuotes(
      input([quote('a', '5000000', '100000')], {
        to: { decimals: 6, native: false, usd: null },
      }),
    );
    expect(ranked).toMatchObject({
      gasCostWei: (100_000n * 20n * GWEI).toString(),
      gasCostInTo: null,
      netOut: null,
      gasCostUsd: '6',
      amountOutUsd: null,
    });
  });

  it('never lets the net fall below zero when gas costs more than the output', () => {
    const [ranked] = rankQuotes(input([quote('dust', '5000000', '200000')]));
    expect(ranked!.gasCostInTo).toBe('12000000');
    expect(ranked!.netOut).toBe('0');
    expect(ranked!.netOutUsd).toBe('0');
  });

  it('rounds the gas cost in the output token up, never understating it', () => {
    // 1 gas at 1 wei: 3e-15 USDC, one base unit.
    const [ranked] = rankQuotes(input([quote('a', '100', '1')], { gasPriceWei: 1n }));
    expect(ranked!.gasCostInTo).toBe('1');
    expect(ranked!.netOut).toBe('99');
  });

  it('takes the vendor’s price impact, else computes it from the reference prices', () => {
    const ranked = rankQuotes(
      input([
        quote('own', '2970000000', '150000', { priceImpact: '0.0021' }),
        quote('computed', '2970000000', '150000'),
      ]),
    );
    const byId = Object.fromEntries(ranked.map((q) => [q.aggregator.id, q]));
    expect(byId.own!.priceImpact).toBe('0.0021');
    // 1 − 2970 / 3000
    expect(byId.computed!.priceImpact).toBe('0.01');
  });

  it('says nothing of price impact when the input token has no price', () => {
    const [ranked] = rankQuotes(
      input([quote('a', '2970000000', '150000')], {
        from: { decimals: 18, native: false, usd: null },
      }),
    );
    expect(ranked!.priceImpact).toBeNull();
  });

  it('breaks ties by output, then by aggregator id, so the order is stable', () => {
    const ranked = rankQuotes(
      input([quote('b', '2990000000', '150000'), quote('a', '2990000000', '150000')]),
    );
    expect(ranked.map((q) => q.aggregator.id)).toEqual(['a', 'b']);
    expect(ranked.map((q) => q.lossVsBest)).toEqual(['0', '0']);
  });

  it('passes the route, spender, transaction and expiry through', () => {
    const tx = { to: '0x5a9d000000000000000000000000000000005a9d', data: '0x12', value: '1' };
    const [ranked] = rankQuotes(
      input([
        quote('a', '2990000000', '150000', {
          tx,
          route: [
            { name: 'One', share: 0.7 },
            { name: 'Two', share: 0.3 },
          ],
        }),
      ]),
    );
    expect(ranked!.tx).toEqual(tx);
    expect(ranked!.route).toEqual([
      { name: 'One', share: 0.7 },
      { name: 'Two', share: 0.3 },
    ]);
    expect(ranked!.expiresAt).toBe('2026-12-07T12:00:30.000Z');
  });

  it('adds a rollup’s L1 data fee to the gas cost, which can change the order', () => {
    // On an L2 at 0.01 gwei: 300k gas is 0.000003 ETH; the L1 data fee dwarfs it.
    const l2 = { gasPriceWei: GWEI / 100n };
    const long = { ...quote('long', '2990000000', '300000'), l1FeeWei: 4_000_000_000_000_000n };
    const short = { ...quote('short', '2985000000', '300000'), l1FeeWei: 1_000_000_000_000_000n };
    const [first, second] = rankQuotes(input([long, short], l2));
    expect(first).toMatchObject({
      aggregator: { id: 'short' },
      gasCostWei: (300_000n * (GWEI / 100n) + 1_000_000_000_000_000n).toString(),
      gasCostInTo: '3009000',
    });
    expect(second).toMatchObject({ aggregator: { id: 'long' }, gasCostInTo: '12009000' });
    // Without the L1 part the larger output wins, as it would on L2 gas alone.
    const [alone] = rankQuotes(
      input([quote('long', '2990000000', '300000'), quote('short', '2985000000', '300000')], l2),
    );
    expect(alone?.aggregator.id).toBe('long');
  });

  it('answers no quotes for no quotes', () => {
    expect(rankQuotes(input([]))).toEqual([]);
  });
});
