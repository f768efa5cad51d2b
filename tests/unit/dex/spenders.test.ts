import { describe, expect, it } from 'vitest';
import type { DexInfo, DexQuote } from '@/lib/providers/dex/contract';
import { routerAllowed, spenderAllowed } from '@/lib/dex/spenders';

// A quote may ask the wallet to approve only a contract its aggregator documents for the chain.

const ROUTER = '0x111111125421cA6dc452d289314280a0f8842A65';
const info: DexInfo = {
  id: 'oneinch',
  name: '1inch',
  sandbox: false,
  website: 'https://1inch.io',
  chains: [1, 56],
  spenders: { '1': [ROUTER], '56': [ROUTER] },
};
const tx = { to: ROUTER, data: '0x', value: '0' };

function quote(spender: string | null, chainId = 1, withTx = true): DexQuote {
  return {
    provider: 'oneinch',
    chainId,
    execution: 'wallet',
    amountIn: '1',
    amountOut: '1',
    minOut: '1',
    spender,
    tx: withTx ? tx : null,
    expiresAt: '2026-12-07T12:00:00.000Z',
    gasUnits: null,
    priceImpact: null,
    route: [],
  };
}

describe('spenderAllowed', () => {
  it('accepts the documented spender in any letter case', () => {
    expect(spenderAllowed(info, quote(ROUTER), false)).toBe(true);
    expect(spenderAllowed(info, quote(ROUTER.toLowerCase()), false)).toBe(true);
    expect(spenderAllowed(info, quote(ROUTER.toUpperCase().replace('0X', '0x')), false)).toBe(true);
  });

  it('refuses a spender the aggregator does not document', () => {
    expect(spenderAllowed(info, quote('0x000000000000000000000000000000000000dEaD'), false)).toBe(
      false,
    );
  });

  it('refuses a documented spender on a chain it is not listed for', () => {
    expect(spenderAllowed(info, quote(ROUTER, 137), false)).toBe(false);
  });

  it('does not look at the spender of a native-coin sell', () => {
    expect(spenderAllowed(info, quote('0x000000000000000000000000000000000000dEaD'), true)).toBe(
      true,
    );
    expect(spenderAllowed(info, quote(null), true)).toBe(true);
  });

  it('refuses a firm token sell that names no spender, accepts an indicative one', () => {
    expect(spenderAllowed(info, quote(null), false)).toBe(false);
    expect(spenderAllowed(info, quote(null, 1, false), false)).toBe(true);
  });
});

describe('routerAllowed', () => {
  const sent = (to: string, chainId = 1): DexQuote => ({
    ...quote(ROUTER, chainId),
    tx: { ...tx, to },
  });

  it('accepts a transaction to the documented router in any letter case', () => {
    expect(routerAllowed(info, sent(ROUTER.toLowerCase()))).toBe(true);
  });

  it('refuses a transaction to any other contract, or on a chain the router is not listed for', () => {
    expect(routerAllowed(info, sent('0x000000000000000000000000000000000000dEaD'))).toBe(false);
    expect(routerAllowed(info, sent(ROUTER, 137))).toBe(false);
  });

  it('has nothing to check on an indicative quote', () => {
    expect(routerAllowed(info, quote(null, 1, false))).toBe(true);
  });
});
