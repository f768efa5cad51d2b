import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import type { DexProvider, DexQuoteRequest } from '@/lib/providers/dex/contract';
import { EEEE_NATIVE, expiresIn, minOutAfterSlippage, routeLegs } from '@/lib/providers/dex/vendor';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { rest, useVendorApi } from './contract/harness';
import { DAI, DEFAULT_DEX_QUOTE, USDC } from './dex-contract/dex-contract';
import { oneinchSpec } from './dex-contract/oneinch';
import { veloraSpec } from './dex-contract/velora';
import { zeroxSpec } from './dex-contract/zerox';

// What the DEX contract suite does not cover: the shared reading helpers, and each aggregator's
// own error texts, spender sources and paths.

const sellUsdc: Partial<DexQuoteRequest> = { from: USDC, to: DAI, amount: '1000000000' };

describe('DEX vendor helpers', () => {
  it('spells the native coin as our contract does', () => {
    expect(EEEE_NATIVE).toBe(NATIVE_TOKEN_ADDRESS);
  });

  it('takes the slippage off the output, rounding down', () => {
    expect(minOutAfterSlippage('1000', 50)).toBe('995');
    expect(minOutAfterSlippage('999', 50)).toBe('994');
    expect(minOutAfterSlippage('1000', 0)).toBe('1000');
    expect(minOutAfterSlippage('1000', 10_000)).toBe('0');
    expect(minOutAfterSlippage('123456789012345678901234567890', 30)).toBe(
      '123086418645308641864530864186',
    );
  });

  it('adds the shares of one source on a hop and keeps the largest across hops', () => {
    expect(
      routeLegs([
        { name: 'Uniswap V3', share: 0.5, hop: 'a' },
        { name: 'Uniswap V3', share: 0.2, hop: 'a' },
        { name: 'Curve', share: 0.3, hop: 'a' },
        { name: 'Uniswap V3', share: 1, hop: 'b' },
        { name: ' ', share: 1, hop: 'b' },
        { name: 'Empty', share: 0, hop: 'b' },
      ]),
    ).toEqual([
      { name: 'Uniswap V3', share: 1 },
      { name: 'Curve', share: 0.3 },
    ]);
  });

  it('gives a quote without a vendor expiry the short default', () => {
    expect(expiresIn(30, Date.parse('2026-12-07T03:00:00Z'))).toBe('2026-12-07T03:00:30.000Z');
  });
});

describe('0x quirks', () => {
  const vendor = useVendorApi<DexProvider>(zeroxSpec);
  const { answer, load } = vendorFixtures('zerox', 'dex');
  const quote = rest('GET', '/swap/allowance-holder/quote');
  const price = rest('GET', '/swap/allowance-holder/price');
  const ask = (over: Partial<DexQuoteRequest> = {}) =>
    vendor.provider().quote({ ...DEFAULT_DEX_QUOTE, ...over });

  it('reads the minimum of SELL_AMOUNT_TOO_SMALL in base units', async () => {
    vendor.routes([[quote, answer('error-sell-amount-too-small', 400)]]);
    const error = await vendor.failure(ask({ amount: '1000' }));
    expect(error).toMatchObject({ kind: 'amount_too_low', details: { min: '100000000000000' } });
  });

  it('says pair_unavailable for an unsupported token, invalid_address for a bad taker', async () => {
    vendor.routes([[quote, answer('error-token-not-supported', 400)]]);
    expect((await vendor.failure(ask())).kind).toBe('pair_unavailable');
    vendor.routes([[quote, answer('error-input-invalid-taker', 400)]]);
    const error = await vendor.failure(ask());
    expect(error.kind).toBe('invalid_address');
    expect(error.message).toContain('taker: Invalid ethereum address');
  });

  it('says no_route on an indicative quote without liquidity', async () => {
    vendor.routes([[price, answer('no-liquidity')]]);
    expect((await vendor.failure(ask({ taker: undefined }))).kind).toBe('no_route');
  });

  it('names allowanceTarget when the taker already has the allowance (issues.allowance null)', async () => {
    const body = load('quote-token') as { issues: Record<string, unknown> };
    vendor.routes([
      [quote, { status: 200, body: { ...body, issues: { ...body.issues, allowance: null } } }],
    ]);
    const result = await ask(sellUsdc);
    expect(result.spender).toBe('0x0000000000001ff3684f28c67538d4d072c22734');
  });
});

describe('1inch quirks', () => {
  const vendor = useVendorApi<DexProvider>(oneinchSpec);
  const { answer } = vendorFixtures('oneinch', 'dex');
  const ask = (over: Partial<DexQuoteRequest> = {}) =>
    vendor.provider().quote({ ...DEFAULT_DEX_QUOTE, ...over });

  it("asks /approve/spender for an indicative ERC-20 sell, once per chain, on that chain's path", async () => {
    const quote137 = rest('GET', '/swap/v6.0/137/quote');
    const spender137 = rest('GET', '/swap/v6.0/137/approve/spender');
    vendor.routes([
      [quote137, answer('quote-native')],
      [spender137, answer('approve-spender')],
    ]);
    const polygonUsdc = {
      ...USDC,
      chainId: 137,
      address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    };
    const request = {
      chainId: 137,
      from: polygonUsdc,
      to: DAI,
      amount: '1000000',
      taker: undefined,
    };
    const first = await ask(request);
    await ask(request);
    expect(first.spender).toBe('0x111111125421ca6dc452d289314280a0f8842a65');
    expect(first.tx).toBeNull();
    expect(vendor.calls(quote137)).toHaveLength(2);
    expect(vendor.calls(spender137)).toHaveLength(1);
  });

  it('reads its description texts: unsupported token, invalid wallet', async () => {
    const swap = rest('GET', '/swap/v6.0/1/swap');
    vendor.routes([[swap, answer('error-token-not-supported', 400)]]);
    expect((await vendor.failure(ask(sellUsdc))).kind).toBe('pair_unavailable');
    vendor.routes([[swap, answer('error-invalid-from', 400)]]);
    expect((await vendor.failure(ask())).kind).toBe('invalid_address');
  });
});

describe('Velora quirks', () => {
  const vendor = useVendorApi<DexProvider>(veloraSpec);
  const { answer } = vendorFixtures('velora', 'dex');
  const prices = rest('GET', '/prices');
  const transactions = rest('POST', '/transactions/1');
  const ask = (over: Partial<DexQuoteRequest> = {}) =>
    vendor.provider().quote({ ...DEFAULT_DEX_QUOTE, ...over });

  it('says rate_expired when /transactions finds the route stale', async () => {
    vendor.routes([[transactions, answer('error-rate-changed', 400)]]);
    expect((await vendor.failure(ask())).kind).toBe('rate_expired');
  });

  it('says pair_unavailable for a token it does not know, no_route without a wallet too', async () => {
    vendor.routes([[prices, answer('error-token-not-found', 400)]]);
    expect((await vendor.failure(ask())).kind).toBe('pair_unavailable');
    vendor.routes([[prices, answer('error-no-route', 400)]]);
    expect((await vendor.failure(ask({ taker: undefined }))).kind).toBe('no_route');
    expect(vendor.calls(transactions)).toEqual([]);
  });
});
