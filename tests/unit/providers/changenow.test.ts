import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChangenowProvider } from '@/lib/providers/exchange/changenow';
import { CHANGENOW_STATUSES } from '@/lib/providers/exchange/changenow/statuses';
import { ProviderError } from '@/lib/providers/exchange/errors';
import type { CurrencyRef, ExchangeProvider } from '@/lib/providers/exchange/types';
import { SWAP_STATUSES } from '@/lib/swaps/status';
import { fixture, startVendorApi, type VendorApi } from '@/tests/helpers/vendor-api';

const API_KEY = 'cn-test-key-5f0c2a9e81b4';
const load = (name: string) =>
  fixture(import.meta.url, `../../../lib/providers/exchange/changenow/fixtures/${name}.json`);

const btc: CurrencyRef = { code: 'btc', ticker: 'BTC', network: 'bitcoin', decimals: 8 };
const eth: CurrencyRef = { code: 'eth', ticker: 'ETH', network: 'ethereum', decimals: 18 };
const xlm: CurrencyRef = { code: 'xlm', ticker: 'XLM', network: 'stellar', decimals: 7 };
const ltc: CurrencyRef = { code: 'ltc', ticker: 'LTC', network: 'litecoin', decimals: 8 };
const usdttrc20: CurrencyRef = {
  code: 'usdttrc20',
  ticker: 'USDT',
  network: 'tron',
  contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  decimals: 6,
};
const unmapped: CurrencyRef = { code: 'abc', ticker: 'ABC', network: 'nowhere', decimals: 8 };

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

const query = (index = -1) => new URL(api.requests.at(index)?.url ?? '/', api.origin).searchParams;

function make(timeoutMs = 5_000) {
  return createChangenowProvider({
    apiKey: API_KEY,
    baseUrl: `${api.origin}/v2`,
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
});

function onRange() {
  api.on((request) => {
    if (!request.url.startsWith('/v2/exchange/range')) return undefined;
    const fixed = request.url.includes('flow=fixed-rate');
    return { status: 200, body: load(fixed ? 'range-fixed' : 'range-floating') };
  });
}

describe('ChangeNOW adapter', () => {
  it('quotes a floating rate with the key header, range and network fee', async () => {
    onRange();
    api.when('GET', '/v2/exchange/estimated-amount', {
      status: 200,
      body: load('estimate-floating'),
    });
    const quote = await provider.quote({
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'floating',
    });
    expect(quote).toMatchObject({
      provider: 'changenow',
      amountFrom: '0.1',
      amountTo: '2.8234771',
      rate: '28.234771',
      networkFee: '0.00062',
      min: '0.0001368',
      max: null,
    });
    expect(quote.rateId).toBeUndefined();
    const estimate = api.requests.find((r) => r.url.includes('estimated-amount'));
    expect(estimate?.headers['x-changenow-api-key']).toBe(API_KEY);
    const params = new URL(estimate?.url ?? '/', api.origin).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      fromCurrency: 'btc',
      fromNetwork: 'btc',
      toCurrency: 'eth',
      toNetwork: 'eth',
      fromAmount: '0.1',
      flow: 'standard',
      type: 'direct',
    });
  });

  it('quotes a fixed rate with a rate id and its expiry', async () => {
    onRange();
    api.when('GET', '/v2/exchange/estimated-amount', { status: 200, body: load('estimate-fixed') });
    const quote = await provider.quote({
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'fixed',
    });
    expect(quote).toMatchObject({
      amountTo: '2.7998',
      min: '0.00069',
      max: '4.05',
      rateId: 'Ocw7Ctn4VPjWvnaGKlM9rVPtqAzlp1Ey',
      expiresAt: '2026-11-22T03:20:31.014Z',
    });
    expect(query().get('useRateId') ?? query(-2).get('useRateId')).toBe('true');
  });

  it('quotes in reverse (amount to receive) at a fixed rate, and refuses it floating', async () => {
    onRange();
    api.when('GET', '/v2/exchange/estimated-amount', {
      status: 200,
      body: load('estimate-fixed-reverse'),
    });
    const quote = await provider.quote({
      from: btc,
      to: eth,
      amount: '3',
      direction: 'reverse',
      rateType: 'fixed',
    });
    expect(quote).toMatchObject({ amountFrom: '0.10715273', amountTo: '3' });
    const estimate = api.requests.find((r) => r.url.includes('estimated-amount'));
    expect(estimate?.url).toContain('toAmount=3');
    expect(estimate?.url).toContain('type=reverse');
    const error = await failure(
      provider.quote({
        from: btc,
        to: eth,
        amount: '3',
        direction: 'reverse',
        rateType: 'floating',
      }),
    );
    expect(error.kind).toBe('pair_unavailable');
  });

  it('reads the range of a pair', async () => {
    onRange();
    await expect(provider.range({ from: btc, to: eth, rateType: 'fixed' })).resolves.toEqual({
      min: '0.00069',
      max: '4.05',
    });
  });

  it('creates a swap and returns the deposit address', async () => {
    api.when('POST', '/v2/exchange', { status: 200, body: load('create') });
    const swap = await provider.createSwap({
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'fixed',
      rateId: 'Ocw7Ctn4VPjWvnaGKlM9rVPtqAzlp1Ey',
      payoutAddress: '0x57f31ad4b64095347f87edb1675566dafe2bd3bc',
      refundAddress: 'bc1q3r7yq6t4w8z0p4m9k2n5c7v8x0l2j4h6g8f0d2',
    });
    expect(swap).toMatchObject({
      providerSwapId: '9b7f4c5a2d1e0f',
      status: 'waiting',
      depositAddress: 'bc1qxvg4lr0s6cz8dqy4ffm9kn0r9kq0p7kq3p4f5x',
      depositExtraId: null,
      amountFrom: '0.1',
      amountTo: '2.7998',
    });
    const sent = JSON.parse(api.requests[0]?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({
      fromCurrency: 'btc',
      toNetwork: 'eth',
      fromAmount: '0.1',
      address: '0x57f31ad4b64095347f87edb1675566dafe2bd3bc',
      flow: 'fixed-rate',
      type: 'direct',
      rateId: 'Ocw7Ctn4VPjWvnaGKlM9rVPtqAzlp1Ey',
    });
  });

  it.each([
    ['waiting', 'waiting', null],
    ['exchanging', 'exchanging', null],
    ['finished', 'finished', '0x8c2f6b1e7d4a3c9b0e5f2a1d8c7b6e4f3a2d1c0b9e8f7a6d5c4b3a2f1e0d9c8b'],
    ['verifying', 'on_hold', null],
    ['refunded', 'refunded', null],
  ])('reads a swap in status %s as %s', async (vendor, ours, payoutHash) => {
    api.when('GET', '/v2/exchange/by-id', { status: 200, body: load(`by-id-${vendor}`) });
    const swap = await provider.getSwap('9b7f4c5a2d1e0f');
    expect(swap).toMatchObject({ status: ours, providerStatus: vendor, payoutHash });
    expect(query().get('id')).toBe('9b7f4c5a2d1e0f');
  });

  it('answers supports() from the cached currency list', async () => {
    api.when('GET', '/v2/exchange/currencies', { status: 200, body: load('currencies') });
    await expect(provider.supports(btc, usdttrc20, 'fixed')).resolves.toBe(true);
    await expect(provider.supports(btc, xlm, 'floating')).resolves.toBe(true);
    await expect(provider.supports(btc, xlm, 'fixed')).resolves.toBe(false);
    await expect(provider.supports(ltc, btc, 'floating')).resolves.toBe(false);
    await expect(provider.supports(btc, unmapped, 'floating')).resolves.toBe(false);
    expect(api.requests).toHaveLength(1);
  });
  it('answers supports() from its network mapping while the currency list is down', async () => {
    api.when('GET', '/v2/exchange/currencies', { status: 503, body: load('error-internal') });
    await expect(provider.supports(btc, xlm, 'fixed')).resolves.toBe(true);
    await expect(provider.supports(btc, unmapped, 'fixed')).resolves.toBe(false);
  });
});

describe('ChangeNOW errors', () => {
  const quote = (rateType: 'fixed' | 'floating' = 'floating') =>
    provider.quote({ from: btc, to: eth, amount: '0.00001', direction: 'direct', rateType });
  const answerAll = (answer: Parameters<VendorApi['on']>[0]) => api.on(answer);

  it('turns "deposit too small" into amount_too_low with the minimum', async () => {
    onRange();
    api.when('GET', '/v2/exchange/estimated-amount', {
      status: 400,
      body: load('error-deposit-too-small'),
    });
    const error = await failure(quote());
    expect(error.kind).toBe('amount_too_low');
    expect(error.details.min).toBe('0.0001368');
  });

  it('takes the minimum from the range when the message names none', async () => {
    onRange();
    api.when('GET', '/v2/exchange/estimated-amount', {
      status: 400,
      body: { error: 'deposit_too_small', message: 'Amount is too small' },
    });
    const error = await failure(quote('fixed'));
    expect(error.details.min).toBe('0.00069');
  });

  it('turns "out of range" above the maximum into amount_too_high', async () => {
    onRange();
    api.when('GET', '/v2/exchange/estimated-amount', {
      status: 400,
      body: load('error-out-of-range-max'),
    });
    const error = await failure(quote('fixed'));
    expect(error.kind).toBe('amount_too_high');
    expect(error.details.max).toBe('4.05');
  });

  it('reports an inactive or unmapped pair as pair_unavailable', async () => {
    answerAll(() => ({ status: 400, body: load('error-pair-inactive') }));
    expect((await failure(quote())).kind).toBe('pair_unavailable');
    const before = api.requests.length;
    const error = await failure(provider.range({ from: btc, to: unmapped, rateType: 'floating' }));
    expect(error.kind).toBe('pair_unavailable');
    expect(api.requests.length).toBe(before);
  });

  it.each([
    ['error-invalid-address', 'invalid_address'],
    ['error-rate-expired', 'rate_expired'],
  ])('maps %s on create to %s', async (name, kind) => {
    api.when('POST', '/v2/exchange', { status: 400, body: load(name) });
    const error = await failure(
      provider.createSwap({
        from: btc,
        to: eth,
        amount: '0.1',
        direction: 'direct',
        rateType: 'fixed',
        rateId: 'expired',
        payoutAddress: 'not-an-address',
      }),
    );
    expect(error.kind).toBe(kind);
  });

  it.each([
    ['401', 'unauthorized', { status: 401, body: load('error-unauthorized') }],
    ['500', 'unavailable', { status: 500, body: load('error-internal') }],
    ['502 HTML', 'unavailable', { status: 502, body: '<html>Bad gateway</html>' }],
    ['unrecognised 400', 'rejected', { status: 400, body: { error: 'brand_new_code' } }],
    ['unrecognised 418 HTML', 'rejected', { status: 418, body: '<html>teapot</html>' }],
    ['malformed JSON', 'bad_response', { status: 200, body: '{"fromAmount": 0.1, "toAm' }],
    ['wrongly shaped', 'bad_response', { status: 200, body: { fromAmount: 'lots' } }],
    ['slow', 'timeout', { status: 200, body: load('estimate-floating'), delayMs: 1_000 }],
  ] as const)('maps a %s answer to %s', async (_label, kind, answer) => {
    // A short timeout for the slow answer only, so a busy machine does not fail the others.
    if ('delayMs' in answer) provider = make(200);
    answerAll(() => answer);
    expect((await failure(quote())).kind).toBe(kind);
  });

  it('passes the Retry-After of a 429 on', async () => {
    answerAll(() => ({
      status: 429,
      body: load('error-rate-limit'),
      headers: { 'retry-after': '30' },
    }));
    const error = await failure(quote());
    expect(error.kind).toBe('rate_limited');
    expect(error.details.retryAfter).toBe(30);
  });

  it('answers not_found for an unknown swap id', async () => {
    api.when('GET', '/v2/exchange/by-id', { status: 404, body: load('error-not-found') });
    expect((await failure(provider.getSwap('nope'))).kind).toBe('not_found');
  });

  it('never puts the API key in an error message, even when the vendor echoes it', async () => {
    answerAll(() => ({
      status: 400,
      body: { error: 'pair_is_inactive', message: `key ${API_KEY}` },
    }));
    const error = await failure(quote());
    expect(error.message).toContain('[redacted]');
  });
});

describe('ChangeNOW statuses', () => {
  it.each(Object.entries(CHANGENOW_STATUSES))('maps %s to %s', (_vendor, ours) => {
    expect(SWAP_STATUSES).toContain(ours);
  });

  it('covers every status ChangeNOW documents', () => {
    expect(CHANGENOW_STATUSES).toEqual({
      new: 'waiting',
      waiting: 'waiting',
      confirming: 'confirming',
      exchanging: 'exchanging',
      sending: 'sending',
      finished: 'finished',
      failed: 'failed',
      refunded: 'refunded',
      verifying: 'on_hold',
      expired: 'expired',
    });
  });

  it('reads an unknown status as waiting instead of failing', async () => {
    api.when('GET', '/v2/exchange/by-id', {
      status: 200,
      body: { ...(load('by-id-waiting') as object), status: 'brand_new_status' },
    });
    const swap = await provider.getSwap('9b7f4c5a2d1e0f');
    expect(swap).toMatchObject({ status: 'waiting', providerStatus: 'brand_new_status' });
  });
});
