import { beforeEach, describe, expect, it } from 'vitest';
import { clearDexQuoteCache, dexCall } from '@/lib/dex/dex-call';
import type { DexProvider, DexQuote, DexQuoteRequest } from '@/lib/providers/dex/contract';
import { ProviderError, type ProviderErrorKind } from '@/lib/providers/kit/errors';
import { breakers } from '@/lib/rates/ask';
import { guardedCall } from '@/lib/upstream/guard';

// One aggregator's answer through the upstream guard, in the DEX answer's words: its refusals
// with their bound, kinds no aggregator answers as unavailable, indicative answers shared for a
// few seconds, firm ones never.

const request: DexQuoteRequest = {
  chainId: 1,
  from: {
    chainId: 1,
    address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    decimals: 18,
    native: true,
  },
  to: {
    chainId: 1,
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    decimals: 6,
    native: false,
  },
  amount: '1000000000000000000',
  slippageBps: 50,
};

function provider(answer: () => Promise<DexQuote>): DexProvider & { calls: number } {
  const fake = {
    calls: 0,
    info: { id: 'fake', name: 'Fake', sandbox: false, website: '', chains: [1], spenders: {} },
    quote: () => {
      fake.calls += 1;
      return answer();
    },
  };
  return fake;
}

const quote = { amountOut: '1' } as DexQuote;
const ask = async (p: DexProvider, r: DexQuoteRequest = request) =>
  (await guardedCall(dexCall(p, r)).settled).answer;
/** A fresh question each time: refusals the question caused are kept a few seconds too. */
let asked = 0;
const fresh = () => ({ ...request, amount: String(10n ** 18n + BigInt((asked += 1))) });
const askFresh = (p: DexProvider) => ask(p, fresh());
const failing = (kind: ProviderErrorKind, details = {}) =>
  provider(() => Promise.reject(new ProviderError('fake', kind, 'refused', details)));

beforeEach(() => {
  clearDexQuoteCache();
  breakers().reset();
});

describe('dexCall', () => {
  it('passes an aggregator’s refusal on with its bound in base units', async () => {
    expect(await askFresh(failing('amount_too_low', { min: '5000', max: '9000' }))).toEqual({
      ok: false,
      error: 'amount_too_low',
      limit: '5000',
    });
    expect(await askFresh(failing('amount_too_high', { min: '5000', max: '9000' }))).toEqual({
      ok: false,
      error: 'amount_too_high',
      limit: '9000',
    });
    expect(await askFresh(failing('amount_too_low', { min: '0.5' }))).toEqual({
      ok: false,
      error: 'amount_too_low',
    });
    expect(await askFresh(failing('no_route'))).toEqual({ ok: false, error: 'no_route' });
  });

  it('answers kinds no aggregator answers, and errors that are not the kit’s, as unavailable', async () => {
    expect(await askFresh(failing('rejected'))).toEqual({ ok: false, error: 'unavailable' });
    expect(await askFresh(provider(() => Promise.reject(new Error('boom'))))).toEqual({
      ok: false,
      error: 'unavailable',
    });
    expect(await askFresh(failing('rate_limited'))).toEqual({ ok: false, error: 'rate_limited' });
  });

  it('shares an indicative answer between identical questions, never a firm one', async () => {
    const p = provider(() => Promise.resolve(quote));
    await ask(p);
    await ask(p);
    expect(p.calls).toBe(1);
    const firm = { ...request, taker: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' };
    await ask(p, firm);
    await ask(p, firm);
    expect(p.calls).toBe(3);
  });
});
