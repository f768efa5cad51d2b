import { describe, expect, it } from 'vitest';
import {
  INITIAL_OFFERS,
  knownLimits,
  offersReducer,
  pendingProviders,
  silentProviders,
  sortOffers,
} from '@/components/exchange/offers/offers-state';
import { parseSelection, selectionQuery, validAmount } from '@/components/exchange/selection';
import { readNdjson } from '@/lib/api/ndjson';
import { bestOffer, limitProblem } from '@/lib/rates/rank';
import type { OfferEvent } from '@/lib/rates/contract';
import { ALPHA, BETA, DELTA, GAMMA, ndjson, offer } from './fixtures';

describe('URL state', () => {
  it('keeps a valid choice and replaces what is malformed', () => {
    const query = new URLSearchParams('from=usdttrc20&to=xrp&amount=250&rate=fixed');
    const selection = parseSelection(query);
    expect(selection).toEqual({ from: 'usdttrc20', to: 'xrp', amount: '250', rateType: 'fixed' });
    expect(selectionQuery(selection)).toBe('from=usdttrc20&to=xrp&amount=250&rate=fixed');
    expect(parseSelection({ from: 'B-T-C', amount: '-1', rate: 'x' })).toEqual({
      from: 'btc',
      to: 'eth',
      amount: '0.1',
      rateType: 'floating',
    });
  });

  it("swaps the pair when the hero's direction button sent the form (flip, no JavaScript)", () => {
    const query = new URLSearchParams('from=btc&to=eth&rate=floating&amount=0.1&flip=1');
    expect(parseSelection(query)).toEqual({
      from: 'eth',
      to: 'btc',
      amount: '0.1',
      rateType: 'floating',
    });
    // The address the flow then keeps says the swapped pair, without the flag.
    expect(selectionQuery(parseSelection(query))).toBe('from=eth&to=btc&amount=0.1&rate=floating');
  });

  it("reads a name given twice by its last value: the hero's no-script select after the hidden field", () => {
    const query = new URLSearchParams(
      'from=btc&to=eth&rate=floating&amount=0.1&from=ltc&to=usdttrc20',
    );
    expect(parseSelection(query)).toMatchObject({ from: 'ltc', to: 'usdttrc20', amount: '0.1' });
    expect(parseSelection({ from: ['btc', 'xmr'], to: 'eth', flip: '1' })).toMatchObject({
      from: 'eth',
      to: 'xmr',
    });
  });

  it('takes amounts by the offers API rule: no leading zeros, at most 15 integer digits', () => {
    expect(validAmount('0.5')).toBe('0.5');
    expect(validAmount('999999999999999.000000000000000001')).toBe(
      '999999999999999.000000000000000001',
    );
    for (const amount of ['05', '1000000000000000', '0', '0.0', '1.', '.5', '1e3', '']) {
      expect(validAmount(amount), amount).toBeNull();
    }
    expect(parseSelection({ amount: '007' }).amount).toBe('0.1');
  });
});

describe('offers state', () => {
  const offers = [offer(ALPHA, '1.5'), offer(BETA, '1.52'), offer(GAMMA, '1.49')];

  it('ranks by amount received, and sorts by speed on request (no sort by an unbacked rating)', () => {
    expect(bestOffer(offers)?.provider.id).toBe(BETA.id);
    expect(sortOffers(offers, 'speed')[0]?.provider.id).toBe(BETA.id);
    expect(sortOffers(offers, 'amount').map((o) => o.amountTo)).toEqual(['1.52', '1.5', '1.49']);
  });

  it('builds up from the stream and names the providers that never answered', async () => {
    let state = offersReducer(INITIAL_OFFERS, { type: 'request' });
    const body = new Response(
      ndjson([
        { type: 'start', query: {} as never, sandbox: true, providers: [ALPHA, BETA, DELTA] },
        { type: 'offer', offer: offers[0]! },
        { type: 'failure', failure: { provider: BETA, reason: 'amount_too_low', min: '0.5' } },
      ]),
    ).body!;
    await readNdjson(
      body,
      (event) => (state = offersReducer(state, { type: 'event', event: event as OfferEvent })),
    );
    state = offersReducer(state, { type: 'end' });
    expect(state.phase).toBe('done');
    expect(state.sandbox).toBe(true);
    expect(silentProviders(state).map((p) => p.id)).toEqual([DELTA.id]);
    expect(knownLimits(state)).toEqual({ min: '0.001', max: '5' });
  });

  it('keeps a place for each answer still due, and the sandbox note across requests', () => {
    let state = offersReducer(INITIAL_OFFERS, { type: 'request' });
    expect(pendingProviders(state)).toBe(3);
    const start: OfferEvent = {
      type: 'start',
      query: {} as never,
      sandbox: true,
      providers: [ALPHA, BETA, GAMMA, DELTA],
    };
    state = offersReducer(state, { type: 'event', event: start });
    expect(pendingProviders(state)).toBe(4);
    state = offersReducer(state, { type: 'event', event: { type: 'offer', offer: offers[0]! } });
    state = offersReducer(state, {
      type: 'event',
      event: { type: 'failure', failure: { provider: BETA, reason: 'timeout' } },
    });
    expect(pendingProviders(state)).toBe(2);
    state = offersReducer(state, { type: 'end' });
    expect(pendingProviders(state)).toBe(0);

    state = offersReducer(state, { type: 'request' });
    expect(state.sandbox).toBe(true);
    expect(state.offers).toEqual([]);
  });

  it('knows no maximum while one provider names none, as the API does', () => {
    let state = offersReducer(INITIAL_OFFERS, { type: 'request' });
    const events: OfferEvent[] = [
      { type: 'offer', offer: offer(ALPHA, '1.5') },
      { type: 'offer', offer: offer(BETA, '1.52', { min: '0.0005', max: null }) },
      { type: 'failure', failure: { provider: GAMMA, reason: 'amount_too_high', max: '80' } },
    ];
    for (const event of events) state = offersReducer(state, { type: 'event', event });
    expect(knownLimits(state)).toEqual({ min: '0.0005', max: null });
    expect(limitProblem('1000', knownLimits(state))).toBeNull();
  });

  it('flags an amount below the minimum or above the maximum', () => {
    expect(limitProblem('0.0001', { min: '0.001', max: '5' })).toEqual({
      kind: 'below',
      limit: '0.001',
    });
    expect(limitProblem('6', { min: '0.001', max: '5' })?.kind).toBe('above');
    expect(limitProblem('1', { min: '0.001', max: null })).toBeNull();
  });
});

describe('the quoted amount in the field not typed', () => {
  it('is rounded to six significant digits (two decimals from 1000 on), never grouped', async () => {
    const { inputAmount } = await import('@/components/exchange/swap-fields');
    expect(inputAmount('20.567866123')).toBe('20.5679');
    expect(inputAmount('0.04863515')).toBe('0.0486352');
    expect(inputAmount('0.131')).toBe('0.131');
    expect(inputAmount('40840.632')).toBe('40840.63');
    expect(inputAmount('1234567.891')).toBe('1234567.89');
    expect(inputAmount(null)).toBe('');
    expect(inputAmount('not a number')).toBe('');
  });
});

describe('the gap to the best offer', () => {
  it('is a signed share of the best figure, in the locale’s numbers', async () => {
    const { formatGap, offerGap } = await import('@/components/exchange/offers/offer-facts');
    const best = offer(BETA, '1.52');
    expect(offerGap(best, best, false)).toBeNull();
    const gap = offerGap(offer(ALPHA, '1.5'), best, false)!;
    expect(formatGap(gap, 'en')).toBe('-1.3%');
    expect(formatGap(gap, 'de')).toBe('-1,3\u00a0%');
    expect(formatGap(-0.0024, 'en')).toBe('-0.24%');
    // In reverse, sending more than the best offer asks is a positive gap.
    const asks = (amountFrom: string) => ({ ...offer(ALPHA, '2'), amountFrom });
    expect(formatGap(offerGap(asks('0.103'), asks('0.1'), true)!, 'en')).toBe('+3%');
  });
});
