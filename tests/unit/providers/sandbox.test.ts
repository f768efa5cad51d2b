import { describe, expect, it } from 'vitest';
import { ProviderError } from '@/lib/providers/kit/errors';
import {
  sandboxActions,
  sandboxStatus,
  STEP_SECONDS,
} from '@/lib/providers/exchange/sandbox/lifecycle';
import { limits, quote } from '@/lib/providers/exchange/sandbox/pricing';
import { SANDBOX_PROFILES } from '@/lib/providers/exchange/sandbox/profiles';
import type { CurrencyRef, QuoteRequest } from '@/lib/providers/exchange/contract';
import { faultOf } from '@/lib/providers/exchange/sandbox/faults';
import {
  createSandboxProviders,
  simulateSandboxSwap,
  type SandboxStore,
  type SandboxSwapRecord,
} from '@/lib/providers/exchange/sandbox';

const btc: CurrencyRef = { code: 'btc', ticker: 'BTC', network: 'bitcoin', decimals: 8 };
const eth: CurrencyRef = { code: 'eth', ticker: 'ETH', network: 'ethereum', decimals: 18 };
const prices = (ticker: string) => ({ BTC: 60_000, ETH: 3_000 })[ticker];
const now = new Date('2026-11-22T00:00:00Z');
const [swift, harbor] = SANDBOX_PROFILES;

function request(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    from: btc,
    to: eth,
    amount: '0.1',
    direction: 'direct',
    rateType: 'floating',
    ...overrides,
  };
}

describe('sandbox pricing', () => {
  it('is deterministic and takes the spread and the network fee off what the visitor gets', () => {
    const a = quote(swift!, request(), prices, now);
    expect(quote(swift!, request(), prices, now)).toEqual(a);
    // 0.1 BTC = 6000 USD = 2 ETH; less 0.9 % spread; less 1.2 USD network fee (0.0004 ETH)
    expect(Number(a.amountTo)).toBeCloseTo(2 * 0.991 - 0.0004, 8);
    expect(a.networkFee).toBe('0.0004');
  });

  it('answers reverse quotes that invert the direct ones', () => {
    const direct = quote(harbor!, request(), prices, now);
    const reverse = quote(
      harbor!,
      request({ direction: 'reverse', amount: direct.amountTo }),
      prices,
      now,
    );
    expect(Number(reverse.amountFrom)).toBeCloseTo(0.1, 6);
  });

  it('gives profiles different prices, and fixed rates cost more and expire', () => {
    const floating = quote(swift!, request(), prices, now);
    const fixed = quote(swift!, request({ rateType: 'fixed' }), prices, now);
    expect(Number(fixed.amountTo)).toBeLessThan(Number(floating.amountTo));
    expect(fixed.expiresAt).toBe('2026-11-22T00:10:00.000Z');
    expect(quote(harbor!, request(), prices, now).amountTo).not.toBe(floating.amountTo);
  });

  it('refuses amounts outside its USD limits like a real provider', () => {
    const range = limits(swift!, btc, prices);
    expect(Number(range.min)).toBeCloseTo(20 / 60_000, 7);
    const low = () => quote(swift!, request({ amount: '0.0001' }), prices, now);
    expect(low).toThrowError(ProviderError);
    try {
      low();
    } catch (error) {
      expect(error).toMatchObject({ kind: 'amount_too_low', details: { min: range.min } });
    }
    expect(() => quote(swift!, request({ amount: '10' }), prices, now)).toThrowError(
      /amount_too_high/,
    );
  });

  it('cannot quote a coin without a reference price', () => {
    expect(() =>
      quote(swift!, request({ to: { ...eth, ticker: 'NOPE' } }), prices, now),
    ).toThrowError(/pair_unavailable/);
  });
});

describe('sandbox lifecycle', () => {
  const expiresAt = new Date(now.getTime() + 60_000);
  it('waits, then walks confirming → exchanging → sending → finished after a deposit', () => {
    expect(sandboxStatus({ expiresAt, depositedAt: null, outcome: null }, now)).toBe('waiting');
    const at = (s: number) => new Date(now.getTime() + s * 1000);
    const state = { expiresAt, depositedAt: now, outcome: null };
    expect([0, 1, 2, 3].map((step) => sandboxStatus(state, at(step * STEP_SECONDS)))).toEqual([
      'confirming',
      'exchanging',
      'sending',
      'finished',
    ]);
  });

  it('expires unpaid, and ends as forced', () => {
    expect(sandboxStatus({ expiresAt, depositedAt: null, outcome: null }, expiresAt)).toBe(
      'expired',
    );
    expect(sandboxStatus({ expiresAt, depositedAt: now, outcome: 'refunded' }, now)).toBe(
      'refunded',
    );
    expect(sandboxActions('waiting')).toEqual(['deposit', 'fail', 'refund']);
    expect(sandboxActions('finished')).toEqual([]);
  });

  it('reads faults for one provider from SANDBOX_FAULTS', () => {
    expect(faultOf('sandbox-swift', 'sandbox-swift:hang, sandbox-harbor:error')).toBe('hang');
    expect(faultOf('sandbox-harbor', 'sandbox-swift:hang, sandbox-harbor:error')).toBe('error');
    expect(faultOf('sandbox-meridian', 'sandbox-swift:hang')).toBeUndefined();
  });
});

describe('sandbox provider on an injected store', () => {
  function memoryStore(): SandboxStore & { swaps: Map<string, SandboxSwapRecord> } {
    const swaps = new Map<string, SandboxSwapRecord>();
    const quotes = new Map([
      ['sbx_kept', { amountFrom: '0.1', amountTo: '1.9', expiresAt: '2099-01-01T00:00:00Z' }],
    ]);
    return {
      swaps,
      prices: async () => prices,
      fixedQuote: async (_provider, rateId) => quotes.get(rateId) ?? null,
      saveSwap: async (record) => void swaps.set(record.id, { ...record }),
      findSwap: async (id) => swaps.get(id),
      updateSwap: async (id, change) => void swaps.set(id, { ...swaps.get(id)!, ...change }),
    };
  }
  const create = (rateType: 'fixed' | 'floating', rateId?: string) => ({
    ...request({ rateType }),
    rateId,
    payoutAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  });

  it('keeps its swaps, fixed quotes and prices in the store it is given', async () => {
    const store = memoryStore();
    const [provider] = createSandboxProviders(store);
    const swap = await provider!.createSwap(create('fixed', 'sbx_kept'));
    expect(swap).toMatchObject({ status: 'waiting', amountFrom: '0.1', amountTo: '1.9' });
    expect(store.swaps.get(swap.providerSwapId)).toMatchObject({ provider: swift!.id });
    await simulateSandboxSwap(store, swap.providerSwapId, 'deposit');
    expect((await provider!.getSwap(swap.providerSwapId)).status).toBe('confirming');
    const expired = provider!.createSwap(create('fixed', 'sbx_gone'));
    await expect(expired).rejects.toMatchObject({ kind: 'rate_expired' });
    await expect(provider!.getSwap('nope')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
