import { describe, expect, it } from 'vitest';
import { estimateFromSnapshot } from '@/lib/rates/first-paint-estimate';
import type { PairSnapshot } from '@/lib/rates/history-reads';

// The home hero's first-paint estimate: the last offers round's best offer, scaled to the form's
// amount; no figure when the round has none or the amount is outside what it saw.

function snapshot(overrides: Partial<PairSnapshot> = {}): PairSnapshot {
  return {
    from: 'btc',
    to: 'eth',
    amountFrom: '0.2',
    observedAt: '2026-12-01T10:00:00.000Z',
    sandbox: true,
    offers: [
      {
        provider: 'sandbox-harbor',
        providerName: 'Sandbox Harbor',
        sandbox: true,
        rateType: 'floating',
        amountTo: '8.2',
        rate: '41',
      },
      {
        provider: 'sandbox-swift',
        providerName: 'Sandbox Swift',
        sandbox: true,
        rateType: 'floating',
        amountTo: '8.1',
        rate: '40.5',
      },
    ],
    min: '0.0001',
    max: null,
    ...overrides,
  };
}

describe('estimateFromSnapshot', () => {
  it('scales the best offer of the round to the amount, with its rate and age', () => {
    expect(estimateFromSnapshot(snapshot(), '0.1')).toEqual({
      from: 'btc',
      to: 'eth',
      amount: '0.1',
      amountTo: '4.1',
      rate: '41',
      observedAt: '2026-12-01T10:00:00.000Z',
      sandbox: true,
    });
  });

  it('takes the offer as it was when the round asked for the same amount', () => {
    const same = snapshot({
      amountFrom: '0.1',
      offers: [{ ...snapshot().offers[0]!, amountTo: '4.113004' }],
    });
    expect(estimateFromSnapshot(same, '0.1')?.amountTo).toBe('4.113004');
  });

  it('gives no figure without an offer or outside the limits the round saw', () => {
    expect(estimateFromSnapshot(snapshot({ offers: [] }), '0.1')).toBeNull();
    expect(estimateFromSnapshot(snapshot({ min: '0.5' }), '0.1')).toBeNull();
    expect(estimateFromSnapshot(snapshot({ max: '0.05' }), '0.1')).toBeNull();
  });

  it('says when the providers were not simulated', () => {
    const offers = snapshot().offers.map((offer) => ({ ...offer, sandbox: false }));
    expect(estimateFromSnapshot(snapshot({ sandbox: false, offers }), '0.1')?.sandbox).toBe(false);
  });
});
