import { describe, expect, it } from 'vitest';
import { bestOffer, limitProblem, offerLimits, rankOffers } from '@/lib/rates/rank';
import type { Offer } from '@/lib/rates/contract';

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
    expect(bestOffer([offer('a', '9.5', 4), offer('c', '9.5', 5)])?.provider.id).toBe('sandbox-c');
    expect(bestOffer([])).toBeNull();
  });

  it('ranks reverse offers (same amount received) by the least to send, ties by rating', () => {
    const asks = (id: string, amountFrom: string, rating: number) => ({
      ...offer(id, '2', rating),
      amountFrom,
    });
    const offers = [asks('a', '0.14', 5), asks('b', '0.131', 3), asks('c', '0.131', 4)];
    expect(rankOffers(offers, 'reverse').map((o) => o.provider.id)).toEqual([
      'sandbox-c',
      'sandbox-b',
      'sandbox-a',
    ]);
    expect(bestOffer(offers, 'reverse')?.provider.id).toBe('sandbox-c');
    // Direct (the default) still ranks by the amount received: equal here, so by rating.
    expect(bestOffer(offers)?.provider.id).toBe('sandbox-a');
  });

  it('gives the widest range, with no maximum when one provider names none', () => {
    expect(offerLimits([offer('a', '1', 4), offer('b', '1', 4, '8')], [])).toEqual({
      min: '0.01',
      max: '8',
    });
    expect(offerLimits([offer('a', '1', 4, null)], [])).toEqual({ min: '0.01', max: null });
    expect(offerLimits([], [])).toEqual({ min: null, max: null });
  });

  it('says which side of the limits an amount falls, a null limit being none', () => {
    expect(limitProblem('0.001', { min: '0.01', max: '8' })).toEqual({
      kind: 'below',
      limit: '0.01',
    });
    expect(limitProblem('9', { min: '0.01', max: '8' })).toEqual({ kind: 'above', limit: '8' });
    expect(limitProblem('9', { min: null, max: null })).toBeNull();
    expect(limitProblem(null, { min: '0.01', max: '8' })).toBeNull();
  });
});
