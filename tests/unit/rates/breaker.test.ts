import { describe, expect, it, vi } from 'vitest';
import { CircuitBreaker, FAILURE_THRESHOLD, OPEN_MS } from '@/lib/rates/breaker';
import { offerLimits, rankOffers } from '@/lib/rates/rank';
import type { Offer } from '@/lib/rates/types';

describe('CircuitBreaker', () => {
  it('opens after repeated failures, lets one probe through after the cool-down, closes on success', () => {
    let now = 0;
    const breaker = new CircuitBreaker(() => now);
    for (let i = 0; i < FAILURE_THRESHOLD; i += 1) breaker.failure('p');
    expect(breaker.allow('p')).toBe(false);
    now += OPEN_MS;
    expect(breaker.allow('p')).toBe(true);
    expect(breaker.allow('p')).toBe(false);
    breaker.success('p');
    expect(breaker.allow('p')).toBe(true);
  });
});

function offer(id: string, amountTo: string, rating: number, max: string | null = '5'): Offer {
  return {
    provider: {
      id: `sandbox-${id}`,
      name: id,
      sandbox: true,
      kyc: 'none',
      rating,
      eta: { min: 1, max: 2 },
    },
    rateType: 'floating',
    amountFrom: '1',
    amountTo,
    rate: amountTo,
    networkFee: null,
    min: id === 'a' ? '0.01' : '0.02',
    max,
    rateId: null,
    expiresAt: null,
  };
}

describe('ranking', () => {
  it('puts the largest amount received first and breaks ties by rating', () => {
    const ranked = rankOffers([offer('a', '9.5', 4), offer('b', '10', 3), offer('c', '9.5', 5)]);
    expect(ranked.map((o) => o.provider.id)).toEqual(['sandbox-b', 'sandbox-c', 'sandbox-a']);
  });

  it('gives the widest range, with no maximum when one provider names none', () => {
    expect(offerLimits([offer('a', '1', 4), offer('b', '1', 4, '8')], [])).toEqual({
      min: '0.01',
      max: '8',
    });
    expect(offerLimits([offer('a', '1', 4, null)], [])).toEqual({ min: '0.01', max: null });
    expect(offerLimits([], [])).toEqual({ min: null, max: null });
  });
});

describe('ProviderError across module copies', () => {
  it('is recognised by instanceof whichever copy of the module made it', async () => {
    const { ProviderError } = await import('@/lib/providers/exchange/errors');
    vi.resetModules();
    const other = await import('@/lib/providers/exchange/errors');
    expect(other.ProviderError).not.toBe(ProviderError);
    const error = new other.ProviderError('sandbox-swift', 'amount_too_low', 'below', { min: '1' });
    expect(error instanceof ProviderError).toBe(true);
    expect(new Error('x') instanceof ProviderError).toBe(false);
    expect(error).toMatchObject({ kind: 'amount_too_low', isClientError: true });
  });
});
