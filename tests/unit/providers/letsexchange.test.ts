import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '@/lib/providers/exchange/errors';
import { createLetsexchangeProvider } from '@/lib/providers/exchange/letsexchange';
import type { CurrencyRef, ExchangeProvider } from '@/lib/providers/exchange/types';
import { fixture, startVendorApi, type VendorApi } from '../../helpers/vendor-api';

const KEY = 'letsexchange-secret-jwt-9b2e41';
const at = (name: string) =>
  fixture(import.meta.url, `../../../lib/providers/exchange/letsexchange/fixtures/${name}.json`);

const btc: CurrencyRef = { code: 'btc', ticker: 'BTC', network: 'bitcoin', decimals: 8 };
const eth: CurrencyRef = { code: 'eth', ticker: 'ETH', network: 'ethereum', decimals: 18 };
const usdttrc20: CurrencyRef = {
  code: 'usdttrc20',
  ticker: 'USDT',
  network: 'tron',
  contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  decimals: 6,
};
const usdtbsc: CurrencyRef = { ...usdttrc20, code: 'usdtbsc', network: 'bsc', contract: '0x55d3' };
const xlm: CurrencyRef = { code: 'xlm', ticker: 'XLM', network: 'stellar', decimals: 7 };
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

const bodyOf = (path: string) =>
  JSON.parse(api.requests.find((r) => r.url === path)?.body ?? '{}') as Record<string, unknown>;

beforeAll(async () => {
  api = await startVendorApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  provider = createLetsexchangeProvider({
    apiKey: KEY,
    baseUrl: api.origin,
    allowedHosts: [api.host],
    timeoutMs: 5_000,
  });
});

const quote = (over: Partial<Parameters<ExchangeProvider['quote']>[0]> = {}) =>
  provider.quote({
    from: btc,
    to: usdttrc20,
    amount: '0.1',
    direction: 'direct',
    rateType: 'floating',
    ...over,
  });

describe('LetsExchange quotes', () => {
  it('quotes floating direct: final amount, withdrawal fee, limits, bearer auth', async () => {
    api.when('POST', '/v1/info', { status: 200, body: at('info-floating') });
    expect(await quote()).toEqual({
      provider: 'letsexchange',
      rateType: 'floating',
      amountFrom: '0.1',
      amountTo: '6004.36459183',
      rate: '60043.6459183',
      networkFee: '5.90634362',
      min: '0.002',
      max: '1500',
      rateId: undefined,
      expiresAt: undefined,
    });
    expect(bodyOf('/v1/info')).toEqual({
      from: 'BTC',
      to: 'USDT',
      network_from: 'BTC',
      network_to: 'TRC20',
      amount: 0.1,
      float: true,
    });
    expect(api.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('quotes fixed direct with its rate id and expiry', async () => {
    api.when('POST', '/v1/info', { status: 200, body: at('info-fixed') });
    const fixed = await quote({ rateType: 'fixed' });
    expect(fixed).toMatchObject({
      amountTo: '5990.12',
      max: '25',
      rateId: '646006ec-c1c7-482e-acb6-682e7674fd7e',
      expiresAt: '2026-11-22T15:20:00.000Z',
    });
    expect(bodyOf('/v1/info')).toMatchObject({ float: false });
  });

  it.each([
    ['floating', 'info-revert-floating', '0.01665401'],
    ['fixed', 'info-revert-fixed', '0.01669418'],
  ] as const)('quotes %s reverse through /v1/info-revert', async (rateType, name, from) => {
    api.when('POST', '/v1/info-revert', { status: 200, body: at(name) });
    const reverse = await quote({ direction: 'reverse', amount: '1000', rateType });
    expect(reverse).toMatchObject({ amountFrom: from, amountTo: '1000' });
    expect(bodyOf('/v1/info-revert')).toMatchObject({ amount: 1000 });
  });

  it('maps native coins and tokens to their own network codes', async () => {
    api.when('POST', '/v1/info', { status: 200, body: at('info-floating') });
    await quote({ from: eth, to: usdtbsc });
    expect(bodyOf('/v1/info')).toMatchObject({ network_from: 'ETH', network_to: 'BEP20' });
  });

  it('reads the range from /v1/info', async () => {
    api.when('POST', '/v1/info', { status: 200, body: at('info-fixed') });
    expect(await provider.range({ from: btc, to: usdttrc20, rateType: 'fixed' })).toEqual({
      min: '0.002',
      max: '25',
    });
  });
});

describe('LetsExchange errors', () => {
  it('says amount_too_low with the minimum from a 200 answer and from a 422', async () => {
    api.when('POST', '/v1/info', { status: 200, body: at('info-below-minimum') });
    const low = await failure(quote({ amount: '0.0001' }));
    expect(low.kind).toBe('amount_too_low');
    expect(low.details.min).toBe('0.002');
    api.when('POST', '/v1/info', { status: 422, body: at('error-below-minimum') });
    const rejected = await failure(quote({ amount: '0.0001' }));
    expect(rejected.kind).toBe('amount_too_low');
    expect(rejected.details.min).toBe('0.002');
  });

  it('says amount_too_high above the maximum', async () => {
    api.when('POST', '/v1/info', { status: 200, body: at('info-floating') });
    const high = await failure(quote({ amount: '2000' }));
    expect(high.kind).toBe('amount_too_high');
    expect(high.details.max).toBe('1500');
  });

  it('says pair_unavailable for a 422 pair answer and an unmapped network', async () => {
    api.when('POST', '/v1/info', { status: 422, body: at('error-pair-unavailable') });
    expect((await failure(quote())).kind).toBe('pair_unavailable');
    expect((await failure(quote({ to: unmapped }))).kind).toBe('pair_unavailable');
  });

  it('says unauthorized on 403, rate_limited with Retry-After on 429, unavailable on 5xx', async () => {
    api.when('POST', '/v1/info', { status: 403, body: at('error-unauthorized') });
    expect((await failure(quote())).kind).toBe('unauthorized');
    api.when('POST', '/v1/info', {
      status: 429,
      body: at('error-rate-limited'),
      headers: { 'retry-after': '12' },
    });
    const limited = await failure(quote());
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.retryAfter).toBe(12);
    api.when('POST', '/v1/info', { status: 502, body: at('error-server') });
    expect((await failure(quote())).kind).toBe('unavailable');
  });

  it('says timeout and bad_response', async () => {
    api.when('POST', '/v1/info', { status: 200, body: '<html>maintenance</html>' });
    expect((await failure(quote())).kind).toBe('bad_response');
    provider = createLetsexchangeProvider({
      apiKey: KEY,
      baseUrl: api.origin,
      allowedHosts: [api.host],
      timeoutMs: 300,
    });
    api.when('POST', '/v1/info', { status: 200, body: at('info-floating'), delayMs: 1_500 });
    expect((await failure(quote())).kind).toBe('timeout');
  });
});

describe('LetsExchange swaps', () => {
  const request = {
    from: btc,
    to: usdttrc20,
    amount: '0.1',
    direction: 'direct' as const,
    rateType: 'floating' as const,
    payoutAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    refundAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    clientIp: '203.0.113.9',
  };

  it('creates a floating transaction and maps it', async () => {
    api.when('POST', '/v1/transaction', { status: 200, body: at('transaction-created') });
    expect(await provider.createSwap(request)).toEqual({
      providerSwapId: '599cd4bb4d4a5',
      status: 'waiting',
      providerStatus: 'wait',
      depositAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      depositExtraId: null,
      amountFrom: '0.1',
      amountTo: '6004.36459183',
      payoutAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      payoutExtraId: null,
      refundAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      depositHash: null,
      payoutHash: null,
      expiresAt: null,
    });
    expect(bodyOf('/v1/transaction')).toEqual({
      float: true,
      coin_from: 'BTC',
      coin_to: 'USDT',
      network_from: 'BTC',
      network_to: 'TRC20',
      deposit_amount: 0.1,
      withdrawal: request.payoutAddress,
      withdrawal_extra_id: '',
      return: request.refundAddress,
      partner_user_ip: '203.0.113.9',
    });
  });

  it('creates a fixed reverse transaction with a fresh rate id', async () => {
    api.when('POST', '/v1/info-revert', { status: 200, body: at('info-revert-fixed') });
    api.when('POST', '/v1/transaction-revert', {
      status: 200,
      body: at('transaction-created-fixed'),
    });
    const swap = await provider.createSwap({
      ...request,
      direction: 'reverse',
      rateType: 'fixed',
      amount: '1000',
    });
    expect(swap.expiresAt).toBe('2026-11-22T15:20:00.000Z');
    expect(bodyOf('/v1/transaction-revert')).toMatchObject({
      float: false,
      withdrawal_amount: 1000,
      rate_id: '8c1a77e0-5d2b-4a4e-9d0e-2f1c7b3e9a10',
    });
  });

  it('says invalid_address and rate_expired', async () => {
    api.when('POST', '/v1/transaction', { status: 422, body: at('error-invalid-address') });
    expect((await failure(provider.createSwap(request))).kind).toBe('invalid_address');
    api.when('POST', '/v1/transaction', { status: 422, body: at('error-rate-expired') });
    const expired = provider.createSwap({ ...request, rateType: 'fixed', rateId: 'old' });
    expect((await failure(expired)).kind).toBe('rate_expired');
  });

  it.each([
    ['transaction-confirmation', 'confirming'],
    ['transaction-sending-confirmation', 'sending'],
    ['transaction-success', 'finished'],
    ['transaction-aml-check-failed', 'on_hold'],
    ['transaction-refund', 'refunded'],
    ['transaction-overdue', 'expired'],
    ['transaction-unknown-status', 'waiting'],
  ])('maps %s to %s', async (name, status) => {
    api.when('GET', '/v1/transaction/599cd4bb4d4a5', { status: 200, body: at(name) });
    expect((await provider.getSwap('599cd4bb4d4a5')).status).toBe(status);
  });

  it('reports the real amounts and hashes once the deposit arrived', async () => {
    api.when('GET', '/v1/transaction/599cd4bb4d4a5', {
      status: 200,
      body: at('transaction-success'),
    });
    const swap = await provider.getSwap('599cd4bb4d4a5');
    expect(swap).toMatchObject({ amountFrom: '0.0998', amountTo: '5992.35' });
    expect(swap.depositHash).toMatch(/^d04c/);
    expect(swap.payoutHash).toMatch(/^7c1f/);
  });

  it('says not_found for an unknown transaction', async () => {
    api.when('GET', '/v1/transaction/nope', { status: 404, body: at('error-not-found') });
    expect((await failure(provider.getSwap('nope'))).kind).toBe('not_found');
  });
});

describe('LetsExchange coins', () => {
  it('supports active coins on active networks, from one cached fetch', async () => {
    api.when('GET', '/v2/coins', { status: 200, body: at('coins') });
    expect(await provider.supports(btc, usdttrc20, 'fixed')).toBe(true);
    expect(await provider.supports(eth, btc, 'floating')).toBe(true);
    expect(await provider.supports(btc, usdtbsc, 'floating')).toBe(false);
    expect(await provider.supports(xlm, btc, 'floating')).toBe(false);
    expect(await provider.supports(unmapped, btc, 'floating')).toBe(false);
    expect(api.requests).toHaveLength(1);
  });
});
