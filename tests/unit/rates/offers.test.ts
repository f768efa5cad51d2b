import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderError } from '@/lib/providers/exchange/errors';
import { collectOffers, runOffers } from '@/lib/rates/offers';
import { fakeProvider, never, plan, resetOffersState, type Behaviour } from './fakes';

vi.mock('@/lib/catalogue', () => import('./module-mocks').then((m) => m.catalogue()));
vi.mock('@/lib/rates/quote-store', () => import('./module-mocks').then((m) => m.quoteStore()));

const after =
  (ms: number, value: string): Behaviour =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(value), ms));

beforeEach(() => {
  resetOffersState();
});

describe('runOffers', () => {
  it('streams each offer as it arrives and never waits for a hanging provider', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const seen: string[] = [];
      const providers = [
        fakeProvider('a', after(5, '2.1')),
        fakeProvider('hang', never),
        fakeProvider('b', after(10, '2.3')),
      ];
      const timing = { providerTimeoutMs: 400, deadlineMs: 5_000 };
      let best: unknown;
      const streamed = (async () => {
        for await (const event of runOffers(plan(providers), undefined, timing)) {
          if (event.type === 'offer') seen.push(`offer ${event.offer.provider.id}`);
          else if (event.type === 'failure') {
            seen.push(`${event.failure.reason} ${event.failure.provider.id}`);
          } else seen.push(event.type);
          if (event.type === 'done') best = event.best;
        }
      })();
      // Every promise the timers fired has settled before a real macrotask runs.
      const settle = () => new Promise((resolve) => setImmediate(resolve));

      await vi.advanceTimersByTimeAsync(5);
      await settle();
      expect(seen).toEqual(['start', 'offer sandbox-a']);
      await vi.advanceTimersByTimeAsync(5);
      await settle();
      expect(seen).toEqual(['start', 'offer sandbox-a', 'offer sandbox-b']);
      // Both offers are out; the stream waits for the hanging provider's own deadline only.
      await vi.advanceTimersByTimeAsync(389);
      await settle();
      expect(seen).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(1);
      await streamed;
      expect(seen.slice(3)).toEqual(['timeout sandbox-hang', 'done']);
      expect(best).toMatchObject({ amountTo: '2.3' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('ranks by amount received and reports why providers have no offer, with their limits', async () => {
    const tooLow = fakeProvider('c', async () => {
      throw new ProviderError('sandbox-c', 'amount_too_low', 'below', { min: '0.5' });
    });
    const broken = fakeProvider('broken', async () => {
      throw new ProviderError('sandbox-broken', 'unavailable', 'HTTP 502', { status: 502 });
    });
    const result = await collectOffers(
      plan([
        fakeProvider('a', after(5, '2.1')),
        tooLow,
        fakeProvider('b', after(5, '2.3')),
        broken,
      ]),
    );
    expect(result.offers.map((o) => o.provider.id)).toEqual(['sandbox-b', 'sandbox-a']);
    expect(result.failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'amount_too_low', min: '0.5' }),
        expect.objectContaining({ reason: 'unavailable' }),
      ]),
    );
    expect(result.limits).toEqual({ min: '0.001', max: '10' });
  });

  it('answers a repeated floating request from the cache', async () => {
    const counted = fakeProvider('a', async () => '2');
    await collectOffers(plan([counted]));
    await collectOffers(plan([counted]));
    expect(counted.quotes).toHaveLength(1);
  });

  it('keeps a refusal for the same amount, and asks again for another amount', async () => {
    const tooLow = fakeProvider('c', async () => {
      throw new ProviderError('sandbox-c', 'amount_too_low', 'below', { min: '0.5' });
    });
    await collectOffers(plan([tooLow], '0.1'));
    const again = await collectOffers(plan([tooLow], '0.1'));
    expect(again.failures[0]).toMatchObject({ reason: 'amount_too_low', min: '0.5' });
    await collectOffers(plan([tooLow], '0.2'));
    expect(tooLow.quotes.map((q) => q.amount)).toEqual(['0.1', '0.2']);
  });
});
