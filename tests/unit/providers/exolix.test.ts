import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '@/lib/providers/exchange/errors';
import { createExolixProvider } from '@/lib/providers/exchange/exolix';
import type { CurrencyRef, ExchangeProvider, QuoteRequest } from '@/lib/providers/exchange/types';
import { fixture, startVendorApi, type VendorApi } from '../../helpers/vendor-api';

const KEY = 'exolix-secret-key-51c0de';
const at = (name: string) =>
  fixture(import.meta.url, `../../../lib/providers/exchange/exolix/fixtures/${name}.json`);

const btc: CurrencyRef = { code: 'btc', ticker: 'BTC', network: 'bitcoin', decimals: 8 };
const eth: CurrencyRef = { code: 'eth', ticker: 'ETH', network: 'ethereum', decimals: 18 };
const usdttrc20: CurrencyRef = {
  code: 'usdttrc20',
  ticker: 'USDT',
  network: 'tron',
  contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  decimals: 6,
};
const xrp: CurrencyRef = { code: 'xrp', ticker: 'XRP', network: 'ripple', decimals: 6 };
const sol: CurrencyRef = { code: 'sol', ticker: 'SOL', network: 'solana', decimals: 9 };
const unmapped: CurrencyRef = { code: 'abc', ticker: 'ABC', network: 'nowhere', decimals: 8 };

let api: VendorApi;
let provider: ExchangeProvider;

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as Error).message).not.toContain(KEY);
  return error as ProviderError;
}

const query = (index = 0) => new URL(api.requests[index]?.url ?? '/', 'http://x').searchParams;

beforeAll(async () => {
  api = await startVendorApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  provider = createExolixProvider({
    apiKey: KEY,
    baseUrl: api.origin,
    allowedHosts: [api.host],
    timeoutMs: 5_000,
  });
});

const quote = (over: Partial<QuoteRequest> = {}) =>
  provider.quote({
    from: btc,
    to: eth,
    amount: '0.1',
    direction: 'direct',
    rateType: 'floating',
    ...over,
  });

describe('Exolix quotes', () => {
  it('quotes floating direct with the bare key and the documented query', async () => {
    api.when('GET', '/rate', { status: 200, body: at('rate-float') });
    expect(await quote()).toEqual({
      provider: 'exolix',
      rateType: 'floating',
      amountFrom: '0.1',
      amountTo: '1.7893542',
      rate: '17.893542',
      networkFee: null,
      min: '0.00052',
      max: '24.5',
    });
    expect(Object.fromEntries(query())).toEqual({
      coinFrom: 'BTC',
      networkFrom: 'BTC',
      coinTo: 'ETH',
      networkTo: 'ETH',
      amount: '0.1',
      rateType: 'float',
    });
    expect(api.requests[0]?.headers.authorization).toBe(KEY);
  });

  it('quotes fixed direct to a token on its chain', async () => {
    api.when('GET', '/rate', { status: 200, body: at('rate-fixed') });
    const fixed = await quote({ to: usdttrc20, rateType: 'fixed' });
    expect(fixed).toMatchObject({ amountTo: '6001.25', max: '5', rateType: 'fixed' });
    expect(query().get('networkTo')).toBe('TRX');
    expect(query().get('rateType')).toBe('fixed');
  });

  it('quotes reverse by withdrawalAmount', async () => {
    api.when('GET', '/rate', { status: 200, body: at('rate-reverse') });
    const reverse = await quote({ direction: 'reverse', amount: '1', rateType: 'fixed' });
    expect(reverse).toMatchObject({ amountFrom: '0.05590101', amountTo: '1' });
    expect(query().get('withdrawalAmount')).toBe('1');
    expect(query().has('amount')).toBe(false);
  });

  it('treats a message beside real amounts as informative', async () => {
    const body = { ...(at('rate-float') as object), message: 'Rate is held for 20 min' };
    api.when('GET', '/rate', { status: 200, body });
    expect((await quote()).amountTo).toBe('1.7893542');
  });

  it('reads the range, even from a below-minimum answer', async () => {
    api.when('GET', '/rate', { status: 200, body: at('rate-fixed') });
    expect(await provider.range({ from: btc, to: eth, rateType: 'fixed' })).toEqual({
      min: '0.00052',
      max: '5',
    });
    api.when('GET', '/rate', { status: 422, body: at('rate-above-maximum') });
    expect(await provider.range({ from: btc, to: eth, rateType: 'floating' })).toEqual({
      min: '0.00052',
      max: '24.5',
    });
  });
});

describe('Exolix errors', () => {
  it('says amount_too_low with the minimum (422 direct, 200 reverse)', async () => {
    api.when('GET', '/rate', { status: 422, body: at('rate-below-minimum') });
    const low = await failure(quote({ amount: '0.0001' }));
    expect(low.kind).toBe('amount_too_low');
    expect(low.details.min).toBe('0.00052');
    api.when('GET', '/rate', { status: 200, body: at('rate-reverse-below-minimum') });
    const reverse = await failure(quote({ direction: 'reverse', amount: '0.001' }));
    expect(reverse.kind).toBe('amount_too_low');
    expect(reverse.details.min).toBe('0.00052');
  });

  it('says amount_too_high with the maximum', async () => {
    api.when('GET', '/rate', { status: 422, body: at('rate-above-maximum') });
    const high = await failure(quote({ amount: '100' }));
    expect(high.kind).toBe('amount_too_high');
    expect(high.details.max).toBe('24.5');
  });

  it('says pair_unavailable for a 422 pair answer and an unmapped network', async () => {
    api.when('GET', '/rate', { status: 422, body: at('error-pair-unavailable') });
    expect((await failure(quote())).kind).toBe('pair_unavailable');
    expect((await failure(quote({ to: unmapped }))).kind).toBe('pair_unavailable');
  });

  it('says unauthorized, rate_limited with Retry-After, unavailable', async () => {
    api.when('GET', '/rate', { status: 401, body: at('error-unauthorized') });
    expect((await failure(quote())).kind).toBe('unauthorized');
    api.when('GET', '/rate', {
      status: 429,
      body: at('error-rate-limited'),
      headers: { 'retry-after': '5' },
    });
    const limited = await failure(quote());
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.retryAfter).toBe(5);
    api.when('GET', '/rate', { status: 503, body: at('error-server') });
    expect((await failure(quote())).kind).toBe('unavailable');
  });

  it('says timeout and bad_response', async () => {
    api.when('GET', '/rate', { status: 200, body: '{"fromAmount": ' });
    expect((await failure(quote())).kind).toBe('bad_response');
    provider = createExolixProvider({
      apiKey: KEY,
      baseUrl: api.origin,
      allowedHosts: [api.host],
      timeoutMs: 300,
    });
    api.when('GET', '/rate', { status: 200, body: at('rate-float'), delayMs: 1_500 });
    expect((await failure(quote())).kind).toBe('timeout');
  });
});

describe('Exolix swaps', () => {
  const request = {
    from: btc,
    to: eth,
    amount: '0.1',
    direction: 'direct' as const,
    rateType: 'floating' as const,
    payoutAddress: '0xb794f5ea0ba39494ce839613fffba74279579268',
    refundAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  };
  const sent = () => JSON.parse(api.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;

  it('creates a transaction and maps it', async () => {
    api.when('POST', '/transactions', { status: 201, body: at('transaction-created') });
    expect(await provider.createSwap(request)).toEqual({
      providerSwapId: 'EXb4d1e0f5a2c7',
      status: 'waiting',
      providerStatus: 'wait',
      depositAddress: 'bc1qm34lsc65zpw79lxes69zkqmk6ee3ewf0j77s3h',
      depositExtraId: null,
      amountFrom: '0.1',
      amountTo: '1.7893542',
      payoutAddress: request.payoutAddress,
      payoutExtraId: null,
      refundAddress: request.refundAddress,
      depositHash: null,
      payoutHash: null,
      expiresAt: null,
    });
    expect(sent()).toEqual({
      coinFrom: 'BTC',
      networkFrom: 'BTC',
      coinTo: 'ETH',
      networkTo: 'ETH',
      amount: 0.1,
      withdrawalAddress: request.payoutAddress,
      refundAddress: request.refundAddress,
      rateType: 'float',
    });
  });

  it('creates a fixed reverse transaction by withdrawalAmount', async () => {
    api.when('POST', '/transactions', { status: 201, body: at('transaction-created-fixed') });
    const swap = await provider.createSwap({
      ...request,
      direction: 'reverse',
      rateType: 'fixed',
      amount: '1',
    });
    expect(swap).toMatchObject({ amountFrom: '0.05590101', amountTo: '1' });
    expect(sent()).toMatchObject({ withdrawalAmount: 1, rateType: 'fixed' });
    expect(sent()).not.toHaveProperty('amount');
  });

  it('says invalid_address and rate_expired', async () => {
    api.when('POST', '/transactions', { status: 400, body: at('error-invalid-address') });
    expect((await failure(provider.createSwap(request))).kind).toBe('invalid_address');
    api.when('POST', '/transactions', { status: 400, body: at('error-rate-expired') });
    const expired = provider.createSwap({ ...request, rateType: 'fixed' });
    expect((await failure(expired)).kind).toBe('rate_expired');
  });

  it.each([
    ['transaction-confirmation', 'confirming'],
    ['transaction-exchanging', 'exchanging'],
    ['transaction-success', 'finished'],
    ['transaction-overdue', 'expired'],
    ['transaction-refunded', 'refunded'],
    ['transaction-unknown-status', 'waiting'],
  ])('maps %s to %s', async (name, status) => {
    api.when('GET', '/transactions/EXb4d1e0f5a2c7', { status: 200, body: at(name) });
    expect((await provider.getSwap('EXb4d1e0f5a2c7')).status).toBe(status);
  });

  it('reports both hashes once sent', async () => {
    api.when('GET', '/transactions/EXb4d1e0f5a2c7', {
      status: 200,
      body: at('transaction-success'),
    });
    const swap = await provider.getSwap('EXb4d1e0f5a2c7');
    expect(swap.depositHash).toMatch(/^f418/);
    expect(swap.payoutHash).toMatch(/^0x5c50/);
  });

  it('says not_found for an unknown transaction', async () => {
    api.when('GET', '/transactions/nope', { status: 404, body: at('error-not-found') });
    expect((await failure(provider.getSwap('nope'))).kind).toBe('not_found');
  });
});

describe('Exolix currencies', () => {
  it('reads every page once and checks coin + network', async () => {
    api.on((r) => {
      if (!r.url.startsWith('/currencies')) return undefined;
      const page = new URL(r.url, 'http://x').searchParams.get('page');
      return { status: 200, body: at(`currencies-page-${page}`) };
    });
    expect(await provider.supports(btc, usdttrc20, 'fixed')).toBe(true);
    expect(await provider.supports(eth, btc, 'floating')).toBe(true);
    expect(await provider.supports(xrp, btc, 'floating')).toBe(true);
    expect(await provider.supports(sol, btc, 'floating')).toBe(false);
    expect(await provider.supports(unmapped, btc, 'floating')).toBe(false);
    // `count` (4) says page 1 (3 coins) is not all; the list is then cached.
    expect(api.requests).toHaveLength(2);
    expect(Object.fromEntries(query())).toEqual({ page: '1', size: '100', withNetworks: 'true' });
    expect(query(1).get('page')).toBe('2');
  });
});
