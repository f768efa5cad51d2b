import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '@/lib/providers/exchange/errors';
import { createStealthexProvider } from '@/lib/providers/exchange/stealthex';
import type { CurrencyRef, ExchangeProvider } from '@/lib/providers/exchange/types';
import { fixture, startVendorApi, type VendorApi } from '../../helpers/vendor-api';

const KEY = 'stealthex-secret-key-7f3a9c';
const at = (name: string) =>
  fixture(import.meta.url, `../../../lib/providers/exchange/stealthex/fixtures/${name}.json`);

const btc: CurrencyRef = { code: 'btc', ticker: 'BTC', network: 'bitcoin', decimals: 8 };
const eth: CurrencyRef = { code: 'eth', ticker: 'ETH', network: 'ethereum', decimals: 18 };
const usdttrc20: CurrencyRef = {
  code: 'usdttrc20',
  ticker: 'USDT',
  network: 'tron',
  contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  decimals: 6,
};
const ltc: CurrencyRef = { code: 'ltc', ticker: 'LTC', network: 'litecoin', decimals: 8 };
const unmapped: CurrencyRef = { code: 'xyz', ticker: 'XYZ', network: 'bitcoin', decimals: 8 };

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

function bodyOf(path: string): Record<string, unknown> {
  const request = api.requests.find((r) => r.url.split('?')[0] === path);
  return JSON.parse(request?.body ?? '{}') as Record<string, unknown>;
}

beforeAll(async () => {
  api = await startVendorApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  provider = createStealthexProvider({
    apiKey: KEY,
    baseUrl: api.origin,
    allowedHosts: [api.host],
    timeoutMs: 5_000,
  });
  api.on((r) => {
    if (r.url !== '/rates/range') return undefined;
    const fixed = (JSON.parse(r.body) as { rate: string }).rate === 'fixed';
    return { status: 200, body: at(fixed ? 'range-fixed' : 'range-floating') };
  });
});

describe('StealthEX quotes', () => {
  it('quotes a floating direct swap with the documented route and bearer auth', async () => {
    api.when('POST', '/rates/estimated-amount', { status: 200, body: at('estimate-floating') });
    const quote = await provider.quote({
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'floating',
    });
    expect(quote).toMatchObject({
      provider: 'stealthex',
      amountFrom: '0.1',
      amountTo: '1.79565383',
      rate: '17.9565383',
      networkFee: null,
      min: '0.00033283',
      max: null,
    });
    expect(quote.rateId).toBeUndefined();
    expect(bodyOf('/rates/estimated-amount')).toEqual({
      route: {
        from: { symbol: 'btc', network: 'mainnet' },
        to: { symbol: 'eth', network: 'mainnet' },
      },
      estimation: 'direct',
      rate: 'floating',
      amount: 0.1,
    });
    expect(api.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('quotes a fixed direct swap with its rate id and expiry', async () => {
    api.when('POST', '/rates/estimated-amount', { status: 200, body: at('estimate-fixed') });
    const quote = await provider.quote({
      from: btc,
      to: usdttrc20,
      amount: '0.1',
      direction: 'direct',
      rateType: 'fixed',
    });
    expect(quote).toMatchObject({
      amountTo: '1.7812',
      min: '0.0005',
      max: '2.5',
      rateId: 'Xb2Lm0fQk9',
      expiresAt: '2026-11-22T03:20:00.000Z',
    });
    const body = bodyOf('/rates/estimated-amount') as { route: { to: unknown } };
    expect(body.route.to).toEqual({ symbol: 'usdt', network: 'trx' });
  });

  it('quotes a fixed reverse swap by the amount to receive', async () => {
    api.when('POST', '/rates/estimated-amount', { status: 200, body: at('estimate-reversed') });
    const quote = await provider.quote({
      from: btc,
      to: eth,
      amount: '1',
      direction: 'reverse',
      rateType: 'fixed',
    });
    expect(quote).toMatchObject({ amountFrom: '0.05612345', amountTo: '1', rateId: 'Rv7Tq1pZ3a' });
    expect(bodyOf('/rates/estimated-amount')).toMatchObject({ estimation: 'reversed', amount: 1 });
  });

  it('refuses a floating reverse quote, which StealthEX does not offer', async () => {
    const error = await failure(
      provider.quote({
        from: btc,
        to: eth,
        amount: '1',
        direction: 'reverse',
        rateType: 'floating',
      }),
    );
    expect(error.kind).toBe('pair_unavailable');
  });

  it('reports the range in the currency sent', async () => {
    expect(await provider.range({ from: btc, to: eth, rateType: 'fixed' })).toEqual({
      min: '0.0005',
      max: '2.5',
    });
  });
});

describe('StealthEX errors', () => {
  const quote = (amount = '0.1') =>
    provider.quote({ from: btc, to: eth, amount, direction: 'direct', rateType: 'floating' });

  it('says amount_too_low with the minimum', async () => {
    api.when('POST', '/rates/estimated-amount', { status: 400, body: at('error-invalid-amount') });
    const error = await failure(quote('0.0001'));
    expect(error.kind).toBe('amount_too_low');
    expect(error.details.min).toBe('0.00033283');
  });

  it('says amount_too_low from the vendor error when the range allows the amount', async () => {
    api.when('POST', '/rates/estimated-amount', { status: 400, body: at('error-invalid-amount') });
    const error = await failure(quote('0.001'));
    expect(error.kind).toBe('amount_too_low');
    expect(error.details.min).toBe('0.00033283');
  });

  it('says pair_unavailable for NoPair and for an unmapped currency', async () => {
    api.when('POST', '/rates/range', { status: 404, body: at('error-no-pair') });
    api.when('POST', '/rates/estimated-amount', { status: 404, body: at('error-no-pair') });
    expect((await failure(quote())).kind).toBe('pair_unavailable');
    const unmappedQuote = provider.quote({
      from: unmapped,
      to: eth,
      amount: '1',
      direction: 'direct',
      rateType: 'floating',
    });
    expect((await failure(unmappedQuote)).kind).toBe('pair_unavailable');
  });

  it('says rate_limited with Retry-After, unavailable on 5xx, unauthorized on 401', async () => {
    api.when('POST', '/rates/estimated-amount', {
      status: 429,
      body: at('error-rate-limited'),
      headers: { 'retry-after': '30' },
    });
    const limited = await failure(quote());
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.retryAfter).toBe(30);
    api.when('POST', '/rates/estimated-amount', { status: 500, body: at('error-server') });
    expect((await failure(quote())).kind).toBe('unavailable');
    api.when('POST', '/rates/estimated-amount', { status: 401, body: at('error-unauthorized') });
    expect((await failure(quote())).kind).toBe('unauthorized');
  });

  it('says timeout when StealthEX is slower than the timeout', async () => {
    provider = createStealthexProvider({
      apiKey: KEY,
      baseUrl: api.origin,
      allowedHosts: [api.host],
      timeoutMs: 300,
    });
    api.when('POST', '/rates/estimated-amount', {
      status: 200,
      body: at('estimate-floating'),
      delayMs: 1_500,
    });
    expect((await failure(quote())).kind).toBe('timeout');
  });

  it('says bad_response for malformed JSON and for an unexpected shape', async () => {
    api.when('POST', '/rates/estimated-amount', { status: 200, body: '{"estimated_amount": 1.7' });
    expect((await failure(quote())).kind).toBe('bad_response');
    api.when('POST', '/rates/estimated-amount', { status: 200, body: { amount: 'x' } });
    expect((await failure(quote())).kind).toBe('bad_response');
  });
});

describe('StealthEX swaps', () => {
  const request = {
    from: btc,
    to: eth,
    amount: '0.1',
    direction: 'direct' as const,
    rateType: 'floating' as const,
    payoutAddress: '0xb794f5ea0ba39494ce839613fffba74279579268',
    refundAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  };

  it('creates an exchange and maps it', async () => {
    api.when('POST', '/exchanges', { status: 201, body: at('exchange-created') });
    const swap = await provider.createSwap(request);
    expect(swap).toEqual({
      providerSwapId: 'sINzzXASW',
      status: 'waiting',
      providerStatus: 'waiting',
      depositAddress: 'bc1qwjudfcur52uy4jv0z0dlnfl8tfe2cyrgtfz8f5',
      depositExtraId: null,
      amountFrom: '0.1',
      amountTo: '1.79467607',
      payoutAddress: '0xb794f5ea0ba39494ce839613fffba74279579268',
      payoutExtraId: null,
      refundAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      depositHash: null,
      payoutHash: null,
      expiresAt: null,
    });
    expect(bodyOf('/exchanges')).toMatchObject({
      address: request.payoutAddress,
      refund_address: request.refundAddress,
      amount: 0.1,
      rate: 'floating',
    });
  });

  it('creates a fixed exchange with the quoted rate id, fetching one when none is given', async () => {
    api.when('POST', '/rates/estimated-amount', { status: 200, body: at('estimate-fixed') });
    api.when('POST', '/exchanges', { status: 201, body: at('exchange-created-fixed') });
    const swap = await provider.createSwap({ ...request, rateType: 'fixed' });
    expect(swap.expiresAt).toBe('2026-11-22T03:20:00.000Z');
    expect(bodyOf('/exchanges')).toMatchObject({ rate: 'fixed', rate_id: 'Xb2Lm0fQk9' });
  });

  it('says invalid_address and rate_expired from the vendor answer', async () => {
    api.when('POST', '/exchanges', { status: 400, body: at('error-invalid-address') });
    expect((await failure(provider.createSwap(request))).kind).toBe('invalid_address');
    api.when('POST', '/exchanges', { status: 400, body: at('error-rate-id') });
    const expired = provider.createSwap({ ...request, rateType: 'fixed', rateId: 'old' });
    expect((await failure(expired)).kind).toBe('rate_expired');
  });

  it.each([
    ['exchange-confirming', 'confirming'],
    ['exchange-verifying', 'on_hold'],
    ['exchange-finished', 'finished'],
    ['exchange-refunded', 'refunded'],
    ['exchange-unknown-status', 'waiting'],
  ])('maps %s to %s', async (name, status) => {
    api.when('GET', '/exchanges/sINzzXASW', { status: 200, body: at(name) });
    const swap = await provider.getSwap('sINzzXASW');
    expect(swap.status).toBe(status);
  });

  it('reports actual amounts and hashes once known', async () => {
    api.when('GET', '/exchanges/sINzzXASW', { status: 200, body: at('exchange-finished') });
    const swap = await provider.getSwap('sINzzXASW');
    expect(swap.depositHash).toMatch(/^4a5e/);
    expect(swap.payoutHash).toMatch(/^0x9fc7/);
  });

  it('says not_found for an unknown id', async () => {
    api.when('GET', '/exchanges/nope', { status: 404, body: at('error-not-found') });
    expect((await failure(provider.getSwap('nope'))).kind).toBe('not_found');
  });
});

describe('StealthEX currencies', () => {
  it('supports pairs from the cached list, by rate type', async () => {
    api.when('GET', '/currencies', { status: 200, body: at('currencies') });
    expect(await provider.supports(btc, usdttrc20, 'fixed')).toBe(true);
    expect(await provider.supports(ltc, eth, 'fixed')).toBe(false);
    expect(await provider.supports(ltc, eth, 'floating')).toBe(true);
    expect(await provider.supports(unmapped, eth, 'floating')).toBe(false);
    expect(api.requests.filter((r) => r.url.startsWith('/currencies'))).toHaveLength(1);
    expect(api.requests[0]?.url).toBe('/currencies?limit=250&offset=0');
  });
});
