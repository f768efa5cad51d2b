import { verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '@/lib/providers/exchange/contract';
import { OVERDUE_GRACE_MS } from '@/lib/providers/exchange/kind';
import { vendorFixtures, type VendorAnswer } from '@/tests/helpers/vendor-api';
import { CHANGELLY_KEYS, changellySpec, PRIVATE_KEY_HEX, rpc } from './contract/changelly';
import { btc, eth, PAYOUT, unmapped, usdtbsc, usdttrc20, xrp } from './contract/currencies';
import { useVendorApi } from './contract/harness';

// Changelly's quirks: signed JSON-RPC, errors inside HTTP 200 answers, its own currency codes,
// a network fee whose unit depends on the route. The contract is in contract/exchange-contract.ts.

const { answer } = vendorFixtures('changelly');
const PEM = CHANGELLY_KEYS.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const method = (name: string) => (request: Parameters<typeof rpc>[0]) =>
  rpc(request).method === name;

describe('Changelly quirks', () => {
  const vendor = useVendorApi(changellySpec);
  const quote = (over: Partial<QuoteRequest> = {}) =>
    vendor.provider().quote({
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'floating',
      ...over,
    });
  const onRpc = (name: string, reply: VendorAnswer) => vendor.routes([[method(name), reply]]);
  const create = () =>
    vendor.provider().createSwap({
      ...changellySpec.create.request,
      payoutAddress: PAYOUT.eth,
    });

  it('signs every request with the private key, given as hex DER, PEM or one-line PEM', async () => {
    onRpc('getExchangeAmount', answer('exchange-amount'));
    for (const key of [PRIVATE_KEY_HEX, PEM, PEM.replace(/\n/g, '\\n')]) {
      vendor.remake({ env: { CHANGELLY_PRIVATE_KEY: key } });
      await quote();
    }
    const signed = vendor.calls(method('getExchangeAmount'));
    expect(signed).toHaveLength(3);
    for (const request of signed) {
      const signature = Buffer.from(String(request.headers['x-api-signature']), 'base64');
      expect(verify('sha256', Buffer.from(request.body), CHANGELLY_KEYS.publicKey, signature)).toBe(
        true,
      );
      expect(rpc(request).jsonrpc).toBe('2.0');
    }
  });

  it('reports an unreadable private key as unauthorized without sending anything', async () => {
    vendor.remake({ env: { CHANGELLY_PRIVATE_KEY: 'not a key at all' } });
    expect((await vendor.failure(quote())).kind).toBe('unauthorized');
    expect(vendor.calls(method('getExchangeAmount'))).toHaveLength(0);
  });

  it('maps tokens to its codes through getCurrenciesFull, and Osmosis to osmo', async () => {
    onRpc('getExchangeAmount', answer('exchange-amount'));
    await quote({ from: usdttrc20, to: usdtbsc });
    await quote({
      from: btc,
      to: { code: 'osmo', ticker: 'OSMO', network: 'osmosis', decimals: 6 },
    });
    const params = vendor.calls(method('getExchangeAmount')).map((r) => rpc(r).params);
    expect(params).toEqual([
      [{ from: 'usdtrx', to: 'usdtbsc', amountFrom: '0.1' }],
      [{ from: 'btc', to: 'osmo', amountFrom: '0.1' }],
    ]);
  });

  it('falls back to its static table while the currency list is down', async () => {
    vendor.api().reset();
    onRpc('getCurrenciesFull', answer('error-internal', 503));
    onRpc('getExchangeAmount', answer('exchange-amount'));
    await quote({ from: usdttrc20 });
    expect(rpc(vendor.calls(method('getExchangeAmount'))[0]!).params).toMatchObject([
      { from: 'usdtrx' },
    ]);
    expect((await vendor.failure(quote({ to: unmapped }))).kind).toBe('pair_unavailable');
  });

  it('does not take a two-step network fee (in BTC or USDT) off the amount received', async () => {
    onRpc('getFixRateForAmount', answer('fix-rate-two-step'));
    const result = await quote({ from: eth, to: xrp, amount: '1', rateType: 'fixed' });
    expect(result).toMatchObject({ amountTo: '1150.2', networkFee: null });
  });

  it.each([
    ['error-pair-unavailable', 'pair_unavailable'],
    ['error-invalid-address', 'invalid_address'],
    ['error-rate-expired', 'rate_expired'],
  ])('reads %s (a JSON-RPC error with HTTP 200) on create as %s', async (name, kind) => {
    vendor.routes([[changellySpec.calls.create, answer(name)]]);
    expect((await vendor.failure(create())).kind).toBe(kind);
  });

  it.each([
    ['error-requests-limit', 'rate_limited', {}],
    ['error-fix-limit', 'rate_limited', {}],
    ['error-rate-limit', 'rate_limited', {}],
    ['error-liquidity', 'amount_too_high', { max: '1.5' }],
    ['error-unauthorized', 'unauthorized', {}],
    ['error-internal', 'unavailable', {}],
  ] as const)('reads the JSON-RPC error %s as %s', async (name, kind, details) => {
    onRpc('getExchangeAmount', answer(name));
    const error = await vendor.failure(quote());
    expect(error).toMatchObject({ kind, details });
  });

  it('calls a JSON-RPC request error it does not know rejected, not an outage', async () => {
    onRpc('getExchangeAmount', {
      status: 200,
      body: { jsonrpc: '2.0', id: 'x', error: { code: -32600, message: 'Nope' } },
    });
    expect((await vendor.failure(quote())).kind).toBe('rejected');
  });

  it('refuses a floating reverse quote: getExchangeAmount estimates from the amount sent only', async () => {
    expect((await vendor.failure(quote({ direction: 'reverse', amount: '3' }))).kind).toBe(
      'pair_unavailable',
    );
  });

  it('never quotes the key from a JSON-RPC error that echoes it', async () => {
    const message = `Bad key ${vendor.env.CHANGELLY_API_KEY}`;
    onRpc('getExchangeAmount', {
      status: 200,
      body: { jsonrpc: '2.0', id: 'x', error: { code: -32600, message } },
    });
    expect((await vendor.failure(quote())).message).toContain('[redacted]');
  });

  it("keeps asking about an 'overdue' swap for a while: a late deposit may still be exchanged", async () => {
    vendor.routes([[changellySpec.calls.status, answer('transactions-overdue')]]);
    const swap = await vendor.provider().getSwap('kx9j3wq2mzv7rt1p');
    expect(swap).toMatchObject({ status: 'expired', graceMs: OVERDUE_GRACE_MS });
    vendor.routes([[changellySpec.calls.status, changellySpec.statuses.answer('expired')]]);
    expect((await vendor.provider().getSwap('kx9j3wq2mzv7rt1p')).graceMs).toBeUndefined();
  });
});
