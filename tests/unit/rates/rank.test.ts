import { describe, expect, it } from 'vitest';
import { bestOffer, limitProblem, offerLimits, rankOffers } from '@/lib/rates/rank';
import type { Offer } from '@/lib/rates/contract';

function offer(id: string, amountTo: string, etaMax: number, max: string | null = '5'): Offer {
  return {
    provider: {
      id: `sandbox-${id}`,
      name: id,
      sandbox: true,
      kyc: 'none',
      // The review-site rating is the opposite of the time here: it must not decide.
      rating: 10 - etaMax,
      eta: { min: 1, max: etaMax },
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
  it('puts the largest amount received first and breaks ties by the shorter time', () => {
    const ranked = rankOffers([offer('a', '9.5', 40), offer('b', '10', 60), offer('c', '9.5', 20)]);
    expect(ranked.map((o) => o.provider.id)).toEqual(['sandbox-b', 'sandbox-c', 'sandbox-a']);
    expect(bestOffer([offer('a', '9.5', 40), offer('c', '9.5', 20)])?.provider.id).toBe(
      'sandbox-c',
    );
    expect(bestOffer([])).toBeNull();
  });

  it('puts a fixed rate before a floating one of the same amount, whatever the time', () => {
    const fixed = { ...offer('b', '9.5', 60), rateType: 'fixed' as const };
    expect(rankOffers([offer('a', '9.5', 5), fixed]).map((o) => o.provider.id)).toEqual([
      'sandbox-b',
      'sandbox-a',
    ]);
  });

  it('keeps equal offers in provider id order, whichever came first', () => {
    const [a, b] = [offer('a', '9.5', 30), offer('b', '9.5', 30)];
    expect(rankOffers([b, a]).map((o) => o.provider.id)).toEqual(['sandbox-a', 'sandbox-b']);
    expect(rankOffers([a, b]).map((o) => o.provider.id)).toEqual(['sandbox-a', 'sandbox-b']);
  });

  it('ranks reverse offers (same amount received) by the least to send, ties by time', () => {
    const asks = (id: string, amountFrom: string, etaMax: number) => ({
      ...offer(id, '2', etaMax),
      amountFrom,
    });
    const offers = [asks('a', '0.14', 5), asks('b', '0.131', 30), asks('c', '0.131', 20)];
    expect(rankOffers(offers, 'reverse').map((o) => o.provider.id)).toEqual([
      'sandbox-c',
      'sandbox-b',
      'sandbox-a',
    ]);
    expect(bestOffer(offers, 'reverse')?.provider.id).toBe('sandbox-c');
    // Direct (the default) still ranks by the amount received: equal here, so by time.
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
