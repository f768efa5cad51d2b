import { generateKeyPairSync, verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChangellyProvider } from '@/lib/providers/exchange/changelly';
import { CHANGELLY_STATUSES } from '@/lib/providers/exchange/changelly/statuses';
import { ProviderError } from '@/lib/providers/exchange/errors';
import type { CurrencyRef, ExchangeProvider } from '@/lib/providers/exchange/types';
import { SWAP_STATUSES } from '@/lib/swaps/status';
import {
  fixture,
  startVendorApi,
  type RecordedRequest,
  type VendorAnswer,
  type VendorApi,
} from '@/tests/helpers/vendor-api';

// A throwaway key pair made for this test run; Changelly hands out private keys as hex PKCS#8 DER.
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_KEY_HEX = keys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('hex');
const PRIVATE_KEY_PEM = keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const API_KEY = 'cl-test-key-QmFzZTY0S2V5PQ==';

const load = (name: string) =>
  fixture(import.meta.url, `../../../lib/providers/exchange/changelly/fixtures/${name}.json`);

const btc: CurrencyRef = { code: 'btc', ticker: 'BTC', network: 'bitcoin', decimals: 8 };
const eth: CurrencyRef = { code: 'eth', ticker: 'ETH', network: 'ethereum', decimals: 18 };
const xlm: CurrencyRef = { code: 'xlm', ticker: 'XLM', network: 'stellar', decimals: 7 };
const usdttrc20: CurrencyRef = {
  code: 'usdttrc20',
  ticker: 'USDT',
  network: 'tron',
  contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  decimals: 6,
};
const usdtbsc: CurrencyRef = { code: 'usdtbsc', ticker: 'USDT', network: 'bsc', decimals: 18 };
const unlisted: CurrencyRef = { code: 'abc', ticker: 'ABC', network: 'nowhere', decimals: 8 };

let api: VendorApi;
let provider: ExchangeProvider;

interface RpcBody {
  method: string;
  params: unknown;
  jsonrpc: string;
}
const rpc = (request: RecordedRequest) => JSON.parse(request.body || '{}') as RpcBody;
const calls = (method: string) => api.requests.filter((r) => rpc(r).method === method);

function onMethod(method: string, answer: VendorAnswer) {
  api.on((request) =>
    request.method === 'POST' && rpc(request).method === method ? answer : undefined,
  );
}
const ok = (name: string): VendorAnswer => ({ status: 200, body: load(name) });

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as Error).message).not.toContain(API_KEY);
  expect((error as Error).message).not.toContain(PRIVATE_KEY_HEX.slice(0, 40));
  return error as ProviderError;
}

function make(privateKey = PRIVATE_KEY_HEX, timeoutMs = 5_000) {
  return createChangellyProvider({
    apiKey: API_KEY,
    privateKey,
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
  onMethod('getCurrenciesFull', ok('currencies'));
});

const quote = (over: Partial<Parameters<ExchangeProvider['quote']>[0]> = {}) =>
  provider.quote({
    from: btc,
    to: eth,
    amount: '0.1',
    direction: 'direct',
    rateType: 'floating',
    ...over,
  });

describe('Changelly adapter', () => {
  it('signs every JSON-RPC request with the private key (hex DER or PEM)', async () => {
    onMethod('getExchangeAmount', ok('exchange-amount'));
    await quote();
    provider = make(PRIVATE_KEY_PEM);
    await quote();
    // A PEM squeezed onto one env line with literal \n escapes.
    provider = make(PRIVATE_KEY_PEM.replace(/\n/g, '\\n'));
    await quote();
    const signed = calls('getExchangeAmount');
    expect(signed).toHaveLength(3);
    for (const request of signed) {
      expect(request.url).toBe('/v2/');
      expect(request.headers['x-api-key']).toBe(API_KEY);
      const signature = Buffer.from(String(request.headers['x-api-signature']), 'base64');
      expect(verify('sha256', Buffer.from(request.body), keys.publicKey, signature)).toBe(true);
      expect(rpc(request)).toMatchObject({
        jsonrpc: '2.0',
        params: [{ from: 'btc', to: 'eth', amountFrom: '0.1' }],
      });
    }
  });

  it('quotes a floating rate net of the network fee', async () => {
    onMethod('getExchangeAmount', ok('exchange-amount'));
    await expect(quote()).resolves.toEqual({
      provider: 'changelly',
      rateType: 'floating',
      amountFrom: '0.1',
      amountTo: '2.8102',
      rate: '28.102',
      networkFee: '0.0021',
      min: '0.0015',
      max: '12.76',
    });
  });

  it('quotes a fixed rate with its rate id and expiry', async () => {
    onMethod('getFixRateForAmount', ok('fix-rate'));
    const result = await quote({ rateType: 'fixed' });
    expect(result).toMatchObject({
      amountTo: '2.7929',
      min: '0.0024',
      max: '4.2',
      rateId: 'sfEL8N)hyBUfxW3$GTQ~7%wP0h2HtB',
      expiresAt: new Date(1795323600 * 1000).toISOString(),
    });
  });

  it('quotes a fixed rate in reverse by amountTo, and refuses a floating reverse', async () => {
    onMethod('getFixRateForAmount', ok('fix-rate-reverse'));
    const result = await quote({ rateType: 'fixed', direction: 'reverse', amount: '3' });
    expect(result).toMatchObject({ amountFrom: '0.10741', amountTo: '3' });
    expect(rpc(calls('getFixRateForAmount')[0]!).params).toEqual([
      { from: 'btc', to: 'eth', amountTo: '3' },
    ]);
    const error = await failure(quote({ direction: 'reverse' }));
    expect(error.kind).toBe('pair_unavailable');
  });

  it('maps tokens to Changelly codes through getCurrenciesFull', async () => {
    onMethod('getExchangeAmount', ok('exchange-amount'));
    await quote({ from: usdttrc20, to: usdtbsc });
    expect(rpc(calls('getExchangeAmount')[0]!).params).toEqual([
      { from: 'usdtrx', to: 'usdtbsc', amountFrom: '0.1' },
    ]);
  });

  it('falls back to its static table while the currency list is down', async () => {
    api.reset();
    onMethod('getCurrenciesFull', { status: 503, body: load('error-internal') });
    onMethod('getExchangeAmount', ok('exchange-amount'));
    await quote({ from: usdttrc20 });
    expect(rpc(calls('getExchangeAmount')[0]!).params).toMatchObject([{ from: 'usdtrx' }]);
    const error = await failure(quote({ to: unlisted }));
    expect(error.kind).toBe('pair_unavailable');
  });

  it('reads the range of a pair for each rate type', async () => {
    onMethod('getPairsParams', ok('pairs-params'));
    await expect(provider.range({ from: btc, to: eth, rateType: 'floating' })).resolves.toEqual({
      min: '0.0015',
      max: '12.76',
    });
    await expect(provider.range({ from: btc, to: eth, rateType: 'fixed' })).resolves.toEqual({
      min: '0.0024',
      max: '4.2',
    });
  });

  it('creates a fixed-rate swap with createFixTransaction', async () => {
    onMethod('createFixTransaction', ok('create-fix-transaction'));
    const swap = await provider.createSwap({
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'fixed',
      rateId: 'sfEL8N)hyBUfxW3$GTQ~7%wP0h2HtB',
      payoutAddress: '0x57f31ad4b64095347f87edb1675566dafe2bd3bc',
      refundAddress: 'bc1q3r7yq6t4w8z0p4m9k2n5c7v8x0l2j4h6g8f0d2',
    });
    expect(swap).toMatchObject({
      providerSwapId: 'kx9j3wq2mzv7rt1p',
      status: 'waiting',
      providerStatus: 'new',
      depositAddress: '3Lp8N2q7aY9dKxWm5Rt4uVz1bC6eF0gH2j',
      amountFrom: '0.1',
      amountTo: '2.795',
      expiresAt: '2026-11-22T03:40:00.000Z',
    });
    expect(rpc(calls('createFixTransaction')[0]!).params).toEqual({
      from: 'btc',
      to: 'eth',
      rateId: 'sfEL8N)hyBUfxW3$GTQ~7%wP0h2HtB',
      address: '0x57f31ad4b64095347f87edb1675566dafe2bd3bc',
      amountFrom: '0.1',
      refundAddress: 'bc1q3r7yq6t4w8z0p4m9k2n5c7v8x0l2j4h6g8f0d2',
    });
  });

  it.each([
    ['waiting', 'waiting', '0.1', '2.795'],
    ['confirming', 'confirming', '0.1', '2.795'],
    ['finished', 'finished', '0.1', '2.795'],
    ['hold', 'on_hold', '0.1', '2.795'],
    ['overdue', 'expired', '0.1', '2.795'],
  ])('reads a transaction in status %s as %s', async (vendor, ours, from, to) => {
    onMethod('getTransactions', ok(`transactions-${vendor}`));
    const swap = await provider.getSwap('kx9j3wq2mzv7rt1p');
    expect(swap).toMatchObject({
      status: ours,
      providerStatus: vendor,
      amountFrom: from,
      amountTo: to,
    });
    expect(rpc(calls('getTransactions')[0]!).params).toEqual({ id: 'kx9j3wq2mzv7rt1p' });
  });

  it('answers supports() from the cached currency list', async () => {
    await expect(provider.supports(btc, usdttrc20, 'fixed')).resolves.toBe(true);
    await expect(provider.supports(xlm, btc, 'floating')).resolves.toBe(true);
    await expect(provider.supports(btc, xlm, 'floating')).resolves.toBe(false);
    await expect(provider.supports(xlm, btc, 'fixed')).resolves.toBe(false);
    await expect(provider.supports(btc, unlisted, 'floating')).resolves.toBe(false);
    expect(calls('getCurrenciesFull')).toHaveLength(1);
  });
});

describe('Changelly errors', () => {
  const answerAll = (answer: VendorAnswer) =>
    api.on((request) => (rpc(request).method === 'getCurrenciesFull' ? undefined : answer));

  it('turns an invalid amount below the minimum into amount_too_low with data.limits', async () => {
    onMethod('getExchangeAmount', ok('error-amount-min'));
    const error = await failure(quote({ amount: '0.0001' }));
    expect(error.kind).toBe('amount_too_low');
    expect(error.details.min).toBe('0.0015');
  });

  it('turns an amount above the maximum into amount_too_high', async () => {
    onMethod('getFixRateForAmount', ok('error-amount-max'));
    const error = await failure(quote({ amount: '9', rateType: 'fixed' }));
    expect(error.kind).toBe('amount_too_high');
    expect(error.details.max).toBe('4.2');
  });

  it.each([
    ['error-pair-unavailable', 'pair_unavailable'],
    ['error-invalid-address', 'invalid_address'],
    ['error-rate-expired', 'rate_expired'],
  ])('maps %s (HTTP 200 JSON-RPC error) to %s', async (name, kind) => {
    answerAll(ok(name));
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
    ['unrecognised 400', 'rejected', { status: 400, body: '<html>Bad request</html>' }],
    [
      'unrecognised JSON-RPC request error',
      'rejected',
      { status: 200, body: { jsonrpc: '2.0', id: 'x', error: { code: -32600, message: 'Nope' } } },
    ],
    [
      'JSON-RPC internal error',
      'unavailable',
      { status: 200, body: { jsonrpc: '2.0', id: 'x', error: { code: -32603, message: 'Oops' } } },
    ],
    [
      'JSON-RPC "Too many requests"',
      'rate_limited',
      { status: 200, body: load('error-rate-limit') },
    ],
    ['malformed JSON', 'bad_response', { status: 200, body: '{"jsonrpc":"2.0","res' }],
    ['wrongly shaped', 'bad_response', { status: 200, body: { jsonrpc: '2.0', result: [{}] } }],
    ['slow', 'timeout', { status: 200, body: load('exchange-amount'), delayMs: 1_000 }],
  ] as const)('maps a %s answer to %s', async (_label, kind, answer) => {
    // A short timeout for the slow answer only, so a busy machine does not fail the others.
    if ('delayMs' in answer) provider = make(PRIVATE_KEY_HEX, 200);
    answerAll(answer);
    expect((await failure(quote())).kind).toBe(kind);
  });

  it('passes the Retry-After of a 429 on', async () => {
    answerAll({ status: 429, body: load('error-rate-limit'), headers: { 'retry-after': '12' } });
    const error = await failure(quote());
    expect(error.kind).toBe('rate_limited');
    expect(error.details.retryAfter).toBe(12);
  });

  it('answers not_found for an unknown transaction id', async () => {
    onMethod('getTransactions', ok('transactions-empty'));
    expect((await failure(provider.getSwap('nope'))).kind).toBe('not_found');
  });

  it('reports a missing or unreadable private key as unauthorized without sending', async () => {
    provider = make('not a key at all');
    expect((await failure(quote())).kind).toBe('unauthorized');
    expect(calls('getExchangeAmount')).toHaveLength(0);
  });

  it('never puts the API key in an error message, even when the vendor echoes it', async () => {
    answerAll({
      status: 200,
      body: { jsonrpc: '2.0', id: 'x', error: { code: -32600, message: `Bad key ${API_KEY}` } },
    });
    const error = await failure(quote());
    expect(error.message).toContain('[redacted]');
  });
});

describe('Changelly statuses', () => {
  it('covers every status Changelly documents', () => {
    expect(CHANGELLY_STATUSES).toEqual({
      new: 'waiting',
      waiting: 'waiting',
      confirming: 'confirming',
      exchanging: 'exchanging',
      sending: 'sending',
      finished: 'finished',
      failed: 'failed',
      refunded: 'refunded',
      hold: 'on_hold',
      overdue: 'expired',
      expired: 'expired',
    });
    for (const ours of Object.values(CHANGELLY_STATUSES)) expect(SWAP_STATUSES).toContain(ours);
  });

  it('reads an unknown status as waiting instead of failing', async () => {
    const body = load('transactions-waiting') as { result: Record<string, unknown>[] };
    body.result[0]!.status = 'someday';
    onMethod('getTransactions', { status: 200, body });
    await expect(provider.getSwap('kx9j3wq2mzv7rt1p')).resolves.toMatchObject({
      status: 'waiting',
      providerStatus: 'someday',
    });
  });
});
