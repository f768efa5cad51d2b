import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env/schema';
import { ProviderBudget } from '@/lib/upstream/budget';
import { QUOTE_TTL_MS } from '@/lib/rates/offer-cache';
import { collectOffers } from '@/lib/rates/offers';
import { upstreamIdle } from '@/lib/upstream/guard';
import { answers, fakeProvider, plan, resetOffersState } from './fakes';

// The upstream budget (issue 8, item 11): however many visitors ask, each provider gets at most
// PROVIDER_CALLS_PER_MINUTE HTTP calls a minute from the site.

vi.mock('@/lib/catalogue', () => import('./module-mocks').then((m) => m.catalogue()));
vi.mock('@/lib/rates/quote-store', () => import('./module-mocks').then((m) => m.quoteStore()));

afterEach(() => {
  vi.useRealTimers();
});

describe('provider budget', () => {
  beforeEach(() => {
    resetOffersState(10);
  });

  it('a client hammering with distinct amounts cannot make more calls than the budget', async () => {
    // A ChangeNOW-like provider: two HTTP calls per quote, declared and really sent.
    const provider = fakeProvider('a', answers('2'), { quoteCalls: 2, httpCallsPerQuote: 2 });
    const amounts = Array.from({ length: 40 }, (_, i) => `0.${1000 + i}`);
    const results = await Promise.all(amounts.map((a) => collectOffers(plan([provider], a))));
    for (const amount of ['1', '2', '3'])
      results.push(await collectOffers(plan([provider], amount)));
    expect(provider.quotes.length * 2).toBe(10);
    const refused = results.filter((r) => r.failures[0]?.reason === 'rate_limited');
    expect(refused).toHaveLength(results.length - 5);
  });

  it('charges the calls a quote really sent, not the ones it declared', async () => {
    // Declares one call but sends three (a currency-list refresh, say).
    const provider = fakeProvider('a', answers('2'), { quoteCalls: 1, httpCallsPerQuote: 3 });
    for (const amount of ['1', '2', '3', '4', '5']) {
      await collectOffers(plan([provider], amount));
      await upstreamIdle();
    }
    // 3 + 3 + 3 = 9 of 10; the fourth quote still fits its declared call, then nothing does.
    expect(provider.quotes).toHaveLength(4);
  });

  it('costs nothing for a provider that sends no HTTP request (the sandbox)', async () => {
    const sandbox = fakeProvider('s', answers('2'), { quoteCalls: 0, httpCallsPerQuote: 0 });
    for (let i = 1; i <= 30; i += 1) await collectOffers(plan([sandbox], `${i}`));
    expect(sandbox.quotes).toHaveLength(30);
  });

  it('shows a floating quote up to a minute old once the budget is spent', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const provider = fakeProvider('a', answers('2'), { quoteCalls: 5, httpCallsPerQuote: 5 });
    await collectOffers(plan([provider], '0.5'));
    await collectOffers(plan([provider], '0.6'));
    vi.setSystemTime(Date.now() + QUOTE_TTL_MS + 1);
    const stale = await collectOffers(plan([provider], '0.5'));
    expect(stale.offers[0]).toMatchObject({ amountFrom: '0.5', amountTo: '2' });
    const none = await collectOffers(plan([provider], '0.7'));
    expect(none.failures[0]?.reason).toBe('rate_limited');
    expect(provider.quotes).toHaveLength(2);
  });

  it('gives each provider its own budget, with per-provider limits', async () => {
    const budget = new ProviderBudget({ perMinute: 2, perProvider: { 'sandbox-big': 5 } });
    expect(await budget.take('sandbox-small', 2)).toBe(true);
    expect(await budget.take('sandbox-small', 1)).toBe(false);
    expect(await budget.take('sandbox-big', 5)).toBe(true);
    expect(await budget.take('sandbox-big', 1)).toBe(false);
  });

  it('gives refused calls back, so a smaller ask still fits', async () => {
    const budget = new ProviderBudget({ perMinute: 3, perProvider: {} });
    expect(await budget.take('p', 2)).toBe(true);
    expect(await budget.take('p', 2)).toBe(false);
    expect(await budget.take('p', 1)).toBe(true);
    expect(await budget.take('p', 1)).toBe(false);
  });
});

describe('PROVIDER_CALLS_PER_MINUTE', () => {
  it('defaults to 600 calls a minute per provider', () => {
    expect(parseEnv({}).PROVIDER_CALLS_PER_MINUTE).toEqual({ perMinute: 600, perProvider: {} });
  });

  it('takes a default and named providers', () => {
    const value = parseEnv({
      PROVIDER_CALLS_PER_MINUTE: '300, changenow:120,exolix:60',
    }).PROVIDER_CALLS_PER_MINUTE;
    expect(value).toEqual({ perMinute: 300, perProvider: { changenow: 120, exolix: 60 } });
  });

  it.each(['0', '-5', 'lots', '600,changenow', '600,changenow:0', '600,:5'])(
    'stops the start on %j with a message naming the variable',
    (value) => {
      expect(() => parseEnv({ PROVIDER_CALLS_PER_MINUTE: value })).toThrow(
        /PROVIDER_CALLS_PER_MINUTE/,
      );
    },
  );
});
