import { describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/log';
import type {
  RampCheckoutRequest,
  RampProvider,
  RampQuoteRequest,
} from '@/lib/providers/onramp/contract';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { PAYOUT, usdtbsc, usdttrc20 } from '../contract/currencies';
import { rest, useVendorApi } from '../contract/harness';
import {
  CHANGELLY_FIAT_KEYS,
  changellyFiatCalls as calls,
  changellyFiatSpec,
  PRIVATE_KEY_B64,
  signedProperly,
} from '../ramp-contract/changelly-fiat';
import { DEFAULT_QUOTE, ORDER_REF } from '../ramp-contract/ramp-contract';

// Changelly fiat's quirks: every request signed over URL and body, the US state it requires,
// one offer chosen among its providers per payment method, their refusals merged into ours, and
// an order with the provider the visitor was shown. The contract is in ramp-contract/.

const { answer, load } = vendorFixtures('changelly-fiat', 'onramp');
const PEM = CHANGELLY_FIAT_KEYS.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
const sellOrders = rest('POST', '/v1/sell/orders');

const CHECKOUT: RampCheckoutRequest = {
  ...DEFAULT_QUOTE,
  walletAddress: PAYOUT.btc,
  returnUrl: 'https://swaplens.example/en/buy/btc',
  locale: 'en',
  orderRef: ORDER_REF,
};

describe('Changelly fiat quirks', () => {
  const vendor = useVendorApi<RampProvider>(changellyFiatSpec);
  const quote = (over: Partial<RampQuoteRequest> = {}) =>
    vendor.provider().quote({ ...DEFAULT_QUOTE, ...over });
  const offersQuery = () =>
    Object.fromEntries(new URL(vendor.calls(calls.quote)[0]!.url, 'http://x').searchParams);

  it('signs GETs over URL and "{}", POSTs over URL and body, with a base64, PEM or one-line key', async () => {
    vendor.routes([
      [calls.quote, answer('offers')],
      [calls.checkout, answer('order')],
    ]);
    for (const key of [PRIVATE_KEY_B64, PEM, PEM.replace(/\n/g, '\\n')]) {
      vendor.remake({ env: { CHANGELLY_FIAT_PRIVATE_KEY: key } });
      await vendor.provider().checkout(CHECKOUT);
    }
    const api = vendor.api();
    // Per key: the currency list, the offers, the order.
    expect(api.requests.map((request) => request.method)).toEqual(
      Array(3).fill(['GET', 'GET', 'POST']).flat(),
    );
    for (const request of api.requests) expect(signedProperly(api, request)).toBe(true);
  });

  it('reports an unreadable private key as unauthorized without sending anything', async () => {
    vendor.remake({ env: { CHANGELLY_FIAT_PRIVATE_KEY: 'not a key at all' } });
    expect((await vendor.failure(quote())).kind).toBe('unauthorized');
    expect(vendor.api().requests).toHaveLength(0);
  });

  it('asks for the US state before quoting, and sends it as its own list writes it', async () => {
    const error = await vendor.failure(quote({ place: { country: 'US' }, fiat: 'USD' }));
    expect(error.kind).toBe('place_unavailable');
    expect(error.message).toContain('US state');
    expect(vendor.calls(calls.quote)).toHaveLength(0);

    vendor.routes([[calls.quote, answer('offers')]]);
    await quote({ place: { country: 'US', region: 'US-CA' }, fiat: 'USD' });
    expect(offersQuery()).toMatchObject({ country: 'US', state: 'US-CA' });

    const short = (
      load('available-countries') as { code: string; states?: { code: string }[] }[]
    ).map((country) => ({
      ...country,
      states: country.states?.map((state) => ({ ...state, code: state.code.slice(3) })),
    }));
    vendor.remake({});
    vendor.routes([[calls.countries, { status: 200, body: short }]]);
    await quote({ place: { country: 'US', region: 'US-TX' }, fiat: 'USD' });
    expect(vendor.calls(calls.quote).at(-1)!.url).toContain('state=TX');
  });

  it('says place_unavailable when every provider refuses the state', async () => {
    vendor.routes([[calls.quote, answer('offers-state')]]);
    const request = { place: { country: 'US', region: 'US-FL' }, fiat: 'USD' };
    expect((await vendor.failure(quote(request))).kind).toBe('place_unavailable');
  });

  it("picks the best offer for the method asked; Apple Pay's offer also serves Google Pay", async () => {
    vendor.routes([[calls.quote, answer('offers')]]);
    expect(await quote({ method: 'sepa' })).toMatchObject({ amountOut: '0.00147', via: 'banxa' });
    expect(await quote({ method: 'google_pay' })).toMatchObject({
      amountOut: '0.00142',
      via: 'moonpay',
      fees: { provider: '6.46' },
    });
    // Offers were made, none with PIX; the one refusal is Wert's currency.
    expect((await vendor.failure(quote({ method: 'pix' }))).kind).toBe('pair_unavailable');
  });

  it('merges the refusals: an amount to change first, the highest maximum, then the place', async () => {
    const over = [
      {
        providerCode: 'moonpay',
        errorType: 'limits',
        errorMessage: 'max',
        errorDetails: [{ cause: 'max', value: '5000' }],
      },
      {
        providerCode: 'banxa',
        errorType: 'limits',
        errorMessage: 'max',
        errorDetails: [{ cause: 'max', value: '12000' }],
      },
      { providerCode: 'wert', errorType: 'country', errorMessage: 'country', errorDetails: null },
    ];
    vendor.routes([[calls.quote, { status: 200, body: over }]]);
    expect(await vendor.failure(quote({ amount: '20000' }))).toMatchObject({
      kind: 'amount_too_high',
      details: { max: '12000' },
    });
    vendor.routes([[calls.quote, { status: 200, body: [] }]]);
    expect((await vendor.failure(quote())).kind).toBe('pair_unavailable');
  });

  it('names tokens by its own tickers', async () => {
    vendor.routes([[calls.quote, answer('offers')]]);
    await quote({ crypto: usdttrc20 });
    expect(offersQuery()).toMatchObject({ currencyFrom: 'EUR', currencyTo: 'USDTRX' });
    expect((await vendor.failure(quote({ crypto: usdtbsc }))).kind).toBe('pair_unavailable');
  });

  it('orders with the provider the visitor was shown, without asking for offers again', async () => {
    vendor.routes([[calls.checkout, answer('order')]]);
    const checkout = await vendor.provider().checkout({ ...CHECKOUT, via: 'moonpay' });
    expect(checkout.orderId).toBe('b38b83f0-1c76-4356-8ed5-60c1fcb2870c');
    expect(vendor.calls(calls.quote)).toHaveLength(0);
    const body = JSON.parse(vendor.calls(calls.checkout)[0]!.body) as Record<string, unknown>;
    expect(body.providerCode).toBe('moonpay');
  });

  it('sells through /sell/orders with the wallet as the refund address', async () => {
    vendor.routes([[sellOrders, answer('order')]]);
    await vendor.provider().checkout({ ...CHECKOUT, side: 'sell', amount: '0.01', via: 'moonpay' });
    const body = JSON.parse(vendor.calls(sellOrders)[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      currencyFrom: 'BTC',
      currencyTo: 'EUR',
      amountFrom: '0.01',
      refundAddress: PAYOUT.btc,
    });
    expect(body).not.toHaveProperty('walletAddress');
  });

  it('says invalid_address when the order refuses the wallet', async () => {
    vendor.routes([[calls.checkout, answer('error-validation-wallet', 400)]]);
    const error = await vendor.failure(vendor.provider().checkout({ ...CHECKOUT, via: 'banxa' }));
    expect(error.kind).toBe('invalid_address');
  });

  it('keeps its currency and country lists between quotes; offers are asked each time', async () => {
    vendor.routes([[calls.quote, answer('offers')]]);
    await quote();
    await quote({ amount: '200' });
    await vendor.provider().coverage();
    expect(vendor.calls(calls.coverage)).toHaveLength(1);
    expect(vendor.calls(calls.countries)).toHaveLength(1);
    expect(vendor.calls(calls.quote)).toHaveLength(2);
  });

  it('names, at coverage time, every coin whose network it cannot read (the tables are guesses)', async () => {
    const list = load('currencies') as Record<string, unknown>[];
    const odd = { ...list[0], ticker: 'ZZZ', network: 'zeta_chain_v9' };
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vendor.routes([[calls.coverage, { status: 200, body: [...list, odd] }]]);
    const coverage = await vendor.provider().coverage();
    expect(coverage.cryptos.some((crypto) => crypto.ticker === 'ZZZ')).toBe(false);
    expect(warn).toHaveBeenCalledWith('changelly-fiat: coverage names networks we do not map', {
      count: 2,
      sample: ['FOO/foochain', 'ZZZ/zeta_chain_v9'],
    });
    // The recorded list's own unknown chain is named too.
    warn.mockClear();
    vendor.routes([[calls.coverage, answer('currencies')]]);
    vendor.remake({});
    await vendor.provider().coverage();
    expect(warn).toHaveBeenCalledWith('changelly-fiat: coverage names networks we do not map', {
      count: 1,
      sample: ['FOO/foochain'],
    });
    warn.mockRestore();
  });
});
