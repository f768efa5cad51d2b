import { describe, expect, it } from 'vitest';
import type { RampCheckoutRequest, RampQuoteRequest } from '@/lib/providers/onramp/contract';
import type { RampProvider } from '@/lib/providers/onramp/contract';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { btc, PAYOUT, sol, usdttrc20, xrp } from '../contract/currencies';
import { rest, useVendorApi } from '../contract/harness';
import { guardarianSpec } from '../ramp-contract/guardarian';
import { DEFAULT_QUOTE, ORDER_REF } from '../ramp-contract/ramp-contract';

// Guardarian's quirks: its own lists decide country, method and network before anything is
// asked; limits come from its range; a US state goes to the checkout in its own form; the lists
// are kept an hour. The contract is in ramp-contract/ramp-contract.ts.

const { answer } = vendorFixtures('guardarian', 'onramp');
const estimate = rest('GET', '/v1/estimate');
const range = rest('GET', '/v1/market-info/min-max-range/');
const transaction = rest('POST', '/v1/transaction');
const countries = rest('GET', '/v1/countries');
const currencies = rest('GET', '/v1/currencies');

const CHECKOUT: RampCheckoutRequest = {
  ...DEFAULT_QUOTE,
  walletAddress: PAYOUT.btc,
  returnUrl: 'https://swaplens.example/en/buy/btc',
  locale: 'en',
  clientIp: '203.0.113.7',
  orderRef: ORDER_REF,
};

describe('Guardarian quirks', () => {
  const vendor = useVendorApi<RampProvider>(guardarianSpec);
  const quote = (over: Partial<RampQuoteRequest> = {}) =>
    vendor.provider().quote({ ...DEFAULT_QUOTE, ...over });
  const sentQuery = () =>
    Object.fromEntries(new URL(vendor.calls(estimate)[0]!.url, 'http://x').searchParams);
  const sentBody = () => JSON.parse(vendor.calls(transaction)[0]!.body) as Record<string, unknown>;

  it('refuses a country its list does not support without asking for an estimate', async () => {
    for (const country of ['KP', 'BR']) {
      const error = await vendor.failure(quote({ place: { country } }));
      expect(error.kind).toBe('place_unavailable');
    }
    expect(vendor.calls(estimate)).toHaveLength(0);
  });

  it('offers a method only on the side its fiat allows it, and drops types it cannot map', async () => {
    vendor.routes([[estimate, answer('estimate')]]);
    await quote({ fiat: 'GBP', method: 'faster_payments' });
    expect(sentQuery()).toMatchObject({ from_currency: 'GBP', from_network: 'GBP' });
    for (const refused of [
      { fiat: 'GBP', method: 'sepa' },
      // Apple Pay pays in, never out.
      { side: 'sell', method: 'apple_pay', amount: '0.01' },
      // BLIK is Guardarian's only PLN method, and none of ours.
      { fiat: 'PLN', method: 'card' },
      { fiat: 'CHF' },
    ] as const) {
      expect((await vendor.failure(quote(refused))).kind).toBe('pair_unavailable');
    }
    expect(vendor.calls(estimate)).toHaveLength(1);
  });

  it('names networks by their coin ticker and refuses a network it does not list', async () => {
    vendor.routes([[estimate, answer('estimate')]]);
    await quote({ crypto: usdttrc20 });
    expect(sentQuery()).toMatchObject({ to_currency: 'USDT', to_network: 'TRX' });
    for (const crypto of [sol, xrp]) {
      expect((await vendor.failure(quote({ crypto }))).kind).toBe('pair_unavailable');
    }
  });

  it("reads the estimate's own refusals when the range cannot be had", async () => {
    vendor.routes([[range, answer('error-internal', 500)]]);
    vendor.routes([[estimate, answer('error-amount-too-low', 400)]]);
    expect(await vendor.failure(quote({ amount: '10' }))).toMatchObject({
      kind: 'amount_too_low',
      details: { min: '20' },
    });
    vendor.routes([[estimate, answer('error-unsupported-pair', 400)]]);
    expect((await vendor.failure(quote())).kind).toBe('pair_unavailable');
  });

  it('says amount_too_high with the maximum of its range', async () => {
    vendor.routes([[estimate, answer('estimate')]]);
    expect(await vendor.failure(quote({ amount: '20000' }))).toMatchObject({
      kind: 'amount_too_high',
      details: { min: '20', max: '15000' },
    });
  });

  it('creates no transaction without the visitor IP: it would count against the site', async () => {
    const error = await vendor.failure(
      vendor.provider().checkout({ ...CHECKOUT, clientIp: undefined }),
    );
    expect(error.kind).toBe('rejected');
    expect(vendor.calls(transaction)).toHaveLength(0);
  });

  it('asks the range of a token with its network appended, lower case', async () => {
    vendor.routes([[estimate, answer('estimate')]]);
    await quote({ crypto: usdttrc20 });
    expect(vendor.calls(range)[0]?.url).toBe('/v1/market-info/min-max-range/eur_usdt-trx');
  });

  it('reads INVALID_REQUEST_PARAMS (documented as a 500) as a refusal, not an outage', async () => {
    vendor.routes([[estimate, answer('error-invalid-request-params', 500)]]);
    expect(await vendor.failure(quote())).toMatchObject({ kind: 'rejected' });
    vendor.routes([[estimate, answer('error-internal', 500)]]);
    expect((await vendor.failure(quote())).kind).toBe('unavailable');
  });

  it('sends a US state in us_region_alpha_2 (transaction-link form), and a memo with the address', async () => {
    vendor.routes([[transaction, answer('transaction')]]);
    await vendor.provider().checkout({
      ...CHECKOUT,
      place: { country: 'US', region: 'US-NY' },
      walletExtraId: '12345',
    });
    expect(sentBody()).toMatchObject({
      customer: { billing_info: { country_alpha_2: 'US', us_region_alpha_2: 'US_NY' } },
      payout_info: { payout_address: PAYOUT.btc, extra_id: '12345' },
    });
  });

  it('lets its page ask for the payout on a sell: no wallet, no preset payment category', async () => {
    vendor.routes([[transaction, answer('transaction')]]);
    await vendor.provider().checkout({ ...CHECKOUT, side: 'sell', amount: '0.01' });
    const body = sentBody();
    expect(body).toMatchObject({ from_currency: 'BTC', to_currency: 'EUR', from_amount: 0.01 });
    expect(body).not.toHaveProperty('payout_info');
    expect(body).not.toHaveProperty('deposit');
  });

  it('reads the transaction refusing the country of residence, or asking for KYC first', async () => {
    const cases = [
      ['error-country-not-supported', 'place_unavailable'],
      ['error-verification-required', 'verification_required'],
    ] as const;
    for (const [fixture, kind] of cases) {
      vendor.routes([[transaction, answer(fixture, 400)]]);
      expect((await vendor.failure(vendor.provider().checkout(CHECKOUT))).kind).toBe(kind);
    }
  });

  it('keeps its country and currency lists between quotes', async () => {
    vendor.routes([[estimate, answer('estimate')]]);
    await quote();
    await quote({ amount: '200' });
    await vendor.provider().coverage();
    expect(vendor.calls(countries)).toHaveLength(1);
    expect(vendor.calls(currencies)).toHaveLength(1);
    expect(vendor.calls(estimate)).toHaveLength(2);
  });

  it('leaves a fee it cannot price in the fiat out of the breakdown', async () => {
    const body = {
      ...(answer('estimate').body as object),
      network_fee: { amount: '1', currency: 'USDT' },
    };
    vendor.routes([[estimate, { status: 200, body }]]);
    const result = await quote({ crypto: btc });
    expect(result.fees).toEqual({ provider: '3.75', network: null, partner: null });
    expect(result.amountOut).toBe('0.0014425');
  });
});
