import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerCache } from '@/lib/rates/ask';
import { QUOTE_TTL_MS } from '@/lib/rates/offer-cache';
import { collectOffers } from '@/lib/rates/offers';
import { saveFixedQuote } from '@/lib/rates/quote-store';
import type { OffersResponse } from '@/lib/rates/contract';
import { answers, deferred, fakeProvider, plan, resetOffersState } from './fakes';

// Identical questions share one upstream call, and fixed quotes are reused only while every
// visitor shown one can still use it (issue 8, item 11).

vi.mock('@/lib/catalogue', () => import('./module-mocks').then((m) => m.catalogue()));
vi.mock('@/lib/rates/quote-store', () => import('./module-mocks').then((m) => m.quoteStore()));

const saved = vi.mocked(saveFixedQuote);

beforeEach(() => {
  resetOffersState();
  saved.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('identical requests in flight', () => {
  it('twenty concurrent identical requests cost one upstream call, and all get the offer', async () => {
    const answer = deferred<string>();
    const provider = fakeProvider('a', () => answer.promise);
    const requests = Array.from({ length: 20 }, () => collectOffers(plan([provider], '0.25')));
    await vi.waitFor(() => expect(provider.quotes).toHaveLength(1));
    answer.resolve('3.5');
    const results = await Promise.all(requests);
    expect(provider.quotes).toHaveLength(1);
    expect(results.every((r) => r.offers[0]?.amountTo === '3.5')).toBe(true);
  });

  it('treats "0.10" and "0.1" as one amount, and no other amount as the same', async () => {
    const provider = fakeProvider('a', answers('2'));
    const [a, b, c] = await Promise.all(
      ['0.10', '0.1', '0.11'].map((amount) => collectOffers(plan([provider], amount))),
    );
    expect(provider.quotes.map((q) => q.amount).sort()).toEqual(['0.1', '0.11']);
    expect([a, b, c].map((r) => r?.offers[0]?.amountFrom)).toEqual(['0.1', '0.1', '0.11']);
  });

  it('one visitor leaving does not fail the others sharing the call', async () => {
    const answer = deferred<string>();
    const provider = fakeProvider('a', () => answer.promise);
    const leaving = new AbortController();
    const gone = collectOffers(plan([provider], '1'), leaving.signal);
    const staying = collectOffers(plan([provider], '1'));
    await vi.waitFor(() => expect(provider.quotes).toHaveLength(1));
    leaving.abort();
    expect((await gone).failures[0]?.reason).toBe('timeout');
    answer.resolve('2');
    expect((await staying).offers).toHaveLength(1);
  });
});

describe('fixed quotes', () => {
  const fixed = (provider: ReturnType<typeof fakeProvider>, amount = '0.5') =>
    collectOffers(plan([provider], amount, 'fixed'));
  const rateIdOf = (result: OffersResponse) => result.offers[0]?.rateId;

  it('are asked and stored once for a burst of identical requests, same rate id for all', async () => {
    const provider = fakeProvider('a', answers('7'));
    const first = await fixed(provider);
    const results = await Promise.all([fixed(provider), fixed(provider), fixed(provider)]);
    expect(provider.quotes).toHaveLength(1);
    expect(saved).toHaveBeenCalledTimes(1);
    for (const result of results) {
      expect(rateIdOf(result)).toBe(rateIdOf(first));
      expect(result.offers[0]?.expiresAt).toBe(first.offers[0]?.expiresAt);
    }
  });

  it('are handed out only while most of their validity is left', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const provider = fakeProvider('a', answers('7'));
    const first = await fixed(provider);
    // The fake provider's quotes hold for 120 s: reused for at most min(15 s, 120 s / 4).
    vi.setSystemTime(Date.now() + QUOTE_TTL_MS - 1);
    expect(rateIdOf(await fixed(provider))).toBe(rateIdOf(first));
    vi.setSystemTime(Date.now() + 2);
    const later = await fixed(provider);
    expect(rateIdOf(later)).not.toBe(rateIdOf(first));
    expect(provider.quotes).toHaveLength(2);
    expect(saved).toHaveBeenCalledTimes(2);
  });

  it('a quote valid for 20 s is reused for 5 s only', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const provider = fakeProvider('a', answers('7'));
    saved.mockImplementation(async () => new Date(Date.now() + 20_000).toISOString());
    const first = await fixed(provider);
    vi.setSystemTime(Date.now() + 5_001);
    expect(rateIdOf(await fixed(provider))).not.toBe(rateIdOf(first));
    saved.mockImplementation(async (quote) => quote.expiresAt ?? 'never');
  });

  it('stop being handed out once a swap is attempted with their rate id', async () => {
    const provider = fakeProvider('a', answers('7'));
    const first = await fixed(provider);
    offerCache().forgetRate('sandbox-a', rateIdOf(first)!);
    expect(rateIdOf(await fixed(provider))).not.toBe(rateIdOf(first));
  });

  it('are cached per amount: another amount is another quote', async () => {
    const provider = fakeProvider('a', answers('7'));
    const a = await fixed(provider, '0.5');
    const b = await fixed(provider, '0.6');
    expect(rateIdOf(a)).not.toBe(rateIdOf(b));
    expect(b.offers[0]?.amountFrom).toBe('0.6');
  });
});
