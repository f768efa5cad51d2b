import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Currency } from '@/lib/catalogue/types';
import { ProviderError } from '@/lib/providers/exchange/errors';
import type { ExchangeProvider, ProviderInfo, QuoteRequest } from '@/lib/providers/exchange/types';
import { breaker, offerCache } from '@/lib/rates/ask';
import { collectOffers, runOffers, type OffersPlan } from '@/lib/rates/offers';
import type { OfferEvent } from '@/lib/rates/types';

vi.mock('@/lib/catalogue', () => ({
  toCurrencyRef: (c: Currency) => ({
    code: c.code,
    ticker: c.ticker,
    network: c.network.code,
    contract: c.contract ?? undefined,
    decimals: c.decimals,
  }),
}));
vi.mock('@/lib/rates/quote-store', () => ({
  saveFixedQuote: vi.fn(async (quote: { expiresAt?: string }) => quote.expiresAt ?? 'never'),
}));

function currency(code: string, ticker: string, network: string): Currency {
  return {
    code,
    ticker,
    name: ticker,
    network: {
      code: network,
      name: network,
      badge: network,
      addressKind: network,
      memo: null,
      explorerTx: '',
      explorerAddress: '',
    },
    contract: null,
    decimals: 8,
    icon: '',
    popularRank: null,
  };
}

type Behaviour = (request: QuoteRequest) => Promise<string>;

function provider(
  id: string,
  behaviour: Behaviour,
  info: Partial<ProviderInfo> = {},
): ExchangeProvider {
  return {
    info: {
      id: `sandbox-${id}`,
      name: id,
      sandbox: true,
      kyc: 'none',
      rating: 4,
      eta: { min: 5, max: 10 },
      website: '',
      rateTypes: ['floating'],
      reverse: true,
      ...info,
    },
    supports: async () => true,
    range: async () => ({ min: '0.001', max: null }),
    quote: async (request) => {
      const amountTo = await behaviour(request);
      return {
        provider: `sandbox-${id}`,
        rateType: request.rateType,
        amountFrom: request.amount,
        amountTo,
        rate: '1',
        networkFee: null,
        min: '0.001',
        max: '10',
      };
    },
    createSwap: async () => {
      throw new Error('not used');
    },
    getSwap: async () => {
      throw new Error('not used');
    },
  };
}

const never: Behaviour = (request) =>
  new Promise((_, reject) =>
    request.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
  );
const after =
  (ms: number, value: string): Behaviour =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(value), ms));

function plan(providers: ExchangeProvider[], amount = '0.1'): OffersPlan {
  return {
    query: { from: 'btc', to: 'eth', amount, direction: 'direct', rateType: 'floating' },
    from: currency('btc', 'BTC', 'bitcoin'),
    to: currency('eth', 'ETH', 'ethereum'),
    tasks: providers.map((p) => ({ provider: p, rateType: 'floating' as const })),
    sandbox: true,
  };
}

beforeEach(() => {
  offerCache.clear();
  for (const id of ['a', 'b', 'c', 'hang', 'broken']) breaker.success(`sandbox-${id}`);
});

describe('runOffers', () => {
  it('streams each offer as it arrives and never waits for a hanging provider', async () => {
    const started = Date.now();
    const seen: Array<{ event: OfferEvent; ms: number }> = [];
    const providers = [
      provider('a', after(30, '2.1')),
      provider('hang', never),
      provider('b', after(80, '2.3')),
    ];
    for await (const event of runOffers(plan(providers), undefined, {
      providerTimeoutMs: 400,
      deadlineMs: 1_000,
    })) {
      seen.push({ event, ms: Date.now() - started });
    }
    expect(seen.map(({ event }) => event.type)).toEqual([
      'start',
      'offer',
      'offer',
      'failure',
      'done',
    ]);
    const offers = seen.filter(({ event }) => event.type === 'offer');
    expect(offers.every(({ ms }) => ms < 300)).toBe(true);
    const failure = seen[3]?.event;
    expect(failure).toMatchObject({
      type: 'failure',
      failure: { provider: { id: 'sandbox-hang' }, reason: 'timeout' },
    });
    expect(seen[4]?.ms).toBeLessThan(700);
    expect(seen[4]?.event).toMatchObject({ type: 'done', best: { amountTo: '2.3' } });
  });

  it('ranks by amount received and reports why providers have no offer, with their limits', async () => {
    const tooLow = provider('c', async () => {
      throw new ProviderError('sandbox-c', 'amount_too_low', 'below', { min: '0.5' });
    });
    const broken = provider('broken', async () => {
      throw new ProviderError('sandbox-broken', 'unavailable', 'HTTP 502');
    });
    const result = await collectOffers(
      plan([provider('a', after(5, '2.1')), tooLow, provider('b', after(5, '2.3')), broken]),
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

  it('stops asking a provider whose breaker is open, and asks again after the cool-down', async () => {
    let calls = 0;
    const flaky = provider('broken', async () => {
      calls += 1;
      throw new ProviderError('sandbox-broken', 'unavailable', 'down');
    });
    for (let i = 0; i < 7; i += 1) await collectOffers(plan([flaky], `0.${i + 1}`));
    expect(calls).toBe(5);
  });

  it('answers a repeated floating request from the cache', async () => {
    let calls = 0;
    const counted = provider('a', async () => {
      calls += 1;
      return '2';
    });
    await collectOffers(plan([counted]));
    await collectOffers(plan([counted]));
    expect(calls).toBe(1);
  });
});
