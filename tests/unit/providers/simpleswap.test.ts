import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '@/lib/providers/exchange/errors';
import { createSimpleswapProvider } from '@/lib/providers/exchange/simpleswap';
import { SIMPLESWAP_STATUSES } from '@/lib/providers/exchange/simpleswap/statuses';
import type { CurrencyRef, ExchangeProvider, QuoteRequest } from '@/lib/providers/exchange/types';
import { SWAP_STATUSES } from '@/lib/swaps/status';
import {
  fixture,
  startVendorApi,
  type VendorAnswer,
  type VendorApi,
} from '@/tests/helpers/vendor-api';

const API_KEY = 'ss-test-key-9d2f7c4b1e';
const load = (name: string) =>
  fixture(import.meta.url, `../../../lib/providers/exchange/simpleswap/fixtures/${name}.json`);
const ok = (name: string): VendorAnswer => ({ status: 200, body: load(name) });

const btc: CurrencyRef = { code: 'btc', ticker: 'BTC', network: 'bitcoin', decimals: 8 };
const eth: CurrencyRef = { code: 'eth', ticker: 'ETH', network: 'ethereum', decimals: 18 };
const usdttrc20: CurrencyRef = { code: 'usdttrc20', ticker: 'USDT', network: 'tron', decimals: 6 };
const usdtmatic: CurrencyRef = {
  code: 'usdtmatic',
  ticker: 'USDT',
  network: 'polygon',
  decimals: 6,
};
const eur: CurrencyRef = { code: 'eur', ticker: 'EUR', network: 'eur', decimals: 2 };
const ltc: CurrencyRef = { code: 'ltc', ticker: 'LTC', network: 'litecoin', decimals: 8 };

let api: VendorApi;
let provider: ExchangeProvider;

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as Error).message).not.toContain(API_KEY);
  return error as ProviderError;
}

const params = (path: string) => {
  const request = api.requests.find((r) => r.url.startsWith(path));
  return Object.fromEntries(new URL(request?.url ?? '/', api.origin).searchParams);
};

function onRanges() {
  api.on((request) =>
    request.url.startsWith('/v3/ranges')
      ? ok(request.url.includes('fixed=true') ? 'ranges-fixed' : 'ranges-floating')
      : undefined,
  );
}

function make(timeoutMs = 5_000) {
  return createSimpleswapProvider({
    apiKey: API_KEY,
    baseUrl: `${api.origin}/v3`,
    allowedHosts: [api.host],
    timeoutMs,
  });
}

beforeAll(async () => {
  api = await startVendorApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  provider = make();
  api.when('GET', '/v3/currencies', ok('currencies'));
  onRanges();
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

describe('SimpleSwap adapter', () => {
  it('quotes a floating rate with the key header and the range', async () => {
    api.when('GET', '/v3/estimates', ok('estimates-floating'));
    await expect(quote()).resolves.toEqual({
      provider: 'simpleswap',
      rateType: 'floating',
      amountFrom: '0.1',
      amountTo: '2.81234567',
      rate: '28.1234567',
      networkFee: null,
      min: '0.00041',
      max: null,
    });
    const estimate = api.requests.find((r) => r.url.startsWith('/v3/estimates'));
    expect(estimate?.headers['x-api-key']).toBe(API_KEY);
    expect(params('/v3/estimates')).toEqual({
      tickerFrom: 'btc',
      networkFrom: 'btc',
      tickerTo: 'eth',
      networkTo: 'eth',
      fixed: 'false',
      amount: '0.1',
      reverse: 'false',
    });
  });

  it('quotes a fixed rate with its rate id', async () => {
    api.when('GET', '/v3/estimates', ok('estimates-fixed'));
    await expect(quote({ rateType: 'fixed' })).resolves.toMatchObject({
      amountTo: '2.79',
      min: '0.00072',
      max: '1.5',
      rateId: '8f4c1e2a-6b3d-4f7a-9c0e-2d5b8a1f3e6c',
      expiresAt: '2026-11-22T03:30:00.000Z',
    });
  });

  it('quotes in reverse: the estimate is then the amount to send', async () => {
    api.when('GET', '/v3/estimates', ok('estimates-fixed-reverse'));
    const result = await quote({ rateType: 'fixed', direction: 'reverse', amount: '3' });
    expect(result).toMatchObject({ amountFrom: '0.10752688', amountTo: '3', rate: '27.90000044' });
    expect(params('/v3/estimates')).toMatchObject({ reverse: 'true', amount: '3' });
  });

  it('finds tokens by the live list (ticker + network, or the v1 symbol)', async () => {
    api.when('GET', '/v3/estimates', ok('estimates-floating'));
    await quote({ from: usdttrc20, to: usdtmatic });
    expect(params('/v3/estimates')).toMatchObject({
      tickerFrom: 'usdt',
      networkFrom: 'trx',
      tickerTo: 'usdt',
      networkTo: 'polygon-pos',
    });
  });

  it('reads the range of a pair in the currency sent', async () => {
    await expect(provider.range({ from: btc, to: eth, rateType: 'fixed' })).resolves.toEqual({
      min: '0.00072',
      max: '1.5',
    });
    expect(params('/v3/ranges')).toMatchObject({ fixed: 'true', reverse: 'false' });
  });

  it('creates an exchange and returns the deposit address', async () => {
    api.when('POST', '/v3/exchanges', ok('exchange-waiting'));
    const swap = await provider.createSwap({
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'fixed',
      rateId: '8f4c1e2a-6b3d-4f7a-9c0e-2d5b8a1f3e6c',
      payoutAddress: '0x57f31ad4b64095347f87edb1675566dafe2bd3bc',
      refundAddress: 'bc1q3r7yq6t4w8z0p4m9k2n5c7v8x0l2j4h6g8f0d2',
    });
    expect(swap).toMatchObject({
      providerSwapId: 'ss7k2m9p4q',
      status: 'waiting',
      depositAddress: 'bc1qss8y6d0w3kq7r9m2v5n4x8c0z1a3s5d7f9g2h4',
      amountFrom: '0.1',
      amountTo: '2.79',
      expiresAt: '2026-11-22T03:40:00.000Z',
    });
    const post = api.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      tickerFrom: 'btc',
      networkFrom: 'btc',
      tickerTo: 'eth',
      networkTo: 'eth',
      fixed: true,
      amount: '0.1',
      reverse: false,
      addressTo: '0x57f31ad4b64095347f87edb1675566dafe2bd3bc',
      userRefundAddress: 'bc1q3r7yq6t4w8z0p4m9k2n5c7v8x0l2j4h6g8f0d2',
      rateId: '8f4c1e2a-6b3d-4f7a-9c0e-2d5b8a1f3e6c',
    });
  });

  it.each([
    ['waiting', 'waiting'],
    ['exchanging', 'exchanging'],
    ['finished', 'finished'],
    ['verifying', 'on_hold'],
    ['expired', 'expired'],
  ])('reads an exchange in status %s as %s', async (vendor, ours) => {
    api.when('GET', '/v3/exchanges/ss7k2m9p4q', ok(`exchange-${vendor}`));
    const swap = await provider.getSwap('ss7k2m9p4q');
    expect(swap).toMatchObject({ status: ours, providerStatus: vendor });
    if (vendor === 'finished') {
      expect(swap).toMatchObject({ amountTo: '2.7899', payoutHash: expect.stringMatching(/^0x/) });
    }
  });

  it('answers supports() from the cached currency list', async () => {
    await expect(provider.supports(btc, usdttrc20, 'fixed')).resolves.toBe(true);
    await expect(provider.supports(usdtmatic, eth, 'floating')).resolves.toBe(true);
    await expect(provider.supports(btc, ltc, 'floating')).resolves.toBe(false);
    await expect(provider.supports(eur, btc, 'floating')).resolves.toBe(false);
    expect(api.requests.filter((r) => r.url === '/v3/currencies')).toHaveLength(1);
  });
  it('answers supports() from its network mapping while the currency list is down', async () => {
    api.reset();
    api.when('GET', '/v3/currencies', { status: 503, body: load('error-internal') });
    await expect(provider.supports(btc, ltc, 'floating')).resolves.toBe(true);
    await expect(provider.supports(btc, eur, 'floating')).resolves.toBe(false);
  });
});

describe('SimpleSwap errors', () => {
  const answerAll = (answer: VendorAnswer) =>
    api.on((request) => (request.url.startsWith('/v3/currencies') ? undefined : answer));

  it('turns an amount below the range into amount_too_low with the minimum', async () => {
    api.when('GET', '/v3/estimates', { status: 422, body: load('error-amount-range') });
    const error = await failure(quote({ amount: '0.0001', rateType: 'fixed' }));
    expect(error.kind).toBe('amount_too_low');
    expect(error.details).toMatchObject({ min: '0.00072', max: '1.5' });
  });

  it('turns an amount above the range into amount_too_high', async () => {
    api.when('GET', '/v3/estimates', { status: 422, body: load('error-amount-range') });
    const error = await failure(quote({ amount: '7', rateType: 'fixed' }));
    expect(error.kind).toBe('amount_too_high');
    expect(error.details.max).toBe('1.5');
  });

  it('reports an unlisted currency as pair_unavailable without asking', async () => {
    const error = await failure(quote({ to: ltc }));
    expect(error.kind).toBe('pair_unavailable');
    expect(api.requests.some((r) => r.url.startsWith('/v3/estimates'))).toBe(false);
  });

  it.each([
    ['error-pair-unavailable', 'pair_unavailable'],
    ['error-invalid-address', 'invalid_address'],
    ['error-rate-expired', 'rate_expired'],
  ])('maps %s on create to %s', async (name, kind) => {
    api.when('POST', '/v3/exchanges', { status: 422, body: load(name) });
    const error = await failure(
      provider.createSwap({
        from: btc,
        to: eth,
        amount: '0.1',
        direction: 'direct',
        rateType: 'fixed',
        rateId: 'old',
        payoutAddress: 'nope',
      }),
    );
    expect(error.kind).toBe(kind);
  });

  it.each([
    ['401', 'unauthorized', { status: 401, body: load('error-unauthorized') }],
    ['500', 'unavailable', { status: 500, body: load('error-internal') }],
    ['502 HTML', 'unavailable', { status: 502, body: '<html>Bad gateway</html>' }],
    ['unrecognised 400', 'rejected', { status: 400, body: { code: 400, message: 'Nope' } }],
    ['unrecognised 418 HTML', 'rejected', { status: 418, body: '<html>teapot</html>' }],
    ['malformed JSON', 'bad_response', { status: 200, body: '{"result": {"estim' }],
    ['wrongly shaped', 'bad_response', { status: 200, body: { result: { min: [] } } }],
    ['slow', 'timeout', { status: 200, body: load('estimates-floating'), delayMs: 1_000 }],
  ] as const)('maps a %s answer to %s', async (_label, kind, answer) => {
    // A short timeout for the slow answer only, so a busy machine does not fail the others.
    if ('delayMs' in answer) provider = make(200);
    answerAll(answer);
    expect((await failure(quote())).kind).toBe(kind);
  });

  it('passes the Retry-After of a 429 on', async () => {
    answerAll({ status: 429, body: load('error-rate-limit'), headers: { 'retry-after': '5' } });
    const error = await failure(quote());
    expect(error.kind).toBe('rate_limited');
    expect(error.details.retryAfter).toBe(5);
  });

  it('answers not_found for an unknown exchange id', async () => {
    api.when('GET', '/v3/exchanges/nope', { status: 404, body: load('error-not-found') });
    expect((await failure(provider.getSwap('nope'))).kind).toBe('not_found');
  });

  it('never puts the API key in an error message, even when the vendor echoes it', async () => {
    answerAll({ status: 400, body: { code: 400, message: `Pair is not available ${API_KEY}` } });
    const error = await failure(quote());
    expect(error.message).toContain('[redacted]');
  });
});

describe('SimpleSwap statuses', () => {
  it('covers every status SimpleSwap documents', () => {
    expect(SIMPLESWAP_STATUSES).toEqual({
      waiting: 'waiting',
      confirming: 'confirming',
      exchanging: 'exchanging',
      sending: 'sending',
      finished: 'finished',
      failed: 'failed',
      refunded: 'refunded',
      expired: 'expired',
      verifying: 'on_hold',
    });
    for (const ours of Object.values(SIMPLESWAP_STATUSES)) expect(SWAP_STATUSES).toContain(ours);
  });

  it('reads an unknown status as waiting instead of failing', async () => {
    const body = load('exchange-waiting') as { result: Record<string, unknown> };
    body.result.status = 'queued';
    api.when('GET', '/v3/exchanges/ss7k2m9p4q', { status: 200, body });
    await expect(provider.getSwap('ss7k2m9p4q')).resolves.toMatchObject({
      status: 'waiting',
      providerStatus: 'queued',
    });
  });
});
