import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  RampCheckoutRequest,
  RampProvider,
  RampQuoteRequest,
} from '@/lib/providers/onramp/contract';
import { widgetSignature } from '@/lib/providers/onramp/mercuryo/widget';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { PAYOUT, xrp } from '../contract/currencies';
import { rest, useVendorApi } from '../contract/harness';
import {
  MERCURYO_ENV,
  mercuryoSignature,
  mercuryoSpec,
  VISITOR_IP,
} from '../ramp-contract/mercuryo';
import { DEFAULT_QUOTE, ORDER_REF } from '../ramp-contract/ramp-contract';

// Mercuryo beyond the shared contract: the v2 widget signature, off-ramp URLs, what a checkout
// refuses (no IP to sign, a memo the widget cannot take), the KYC flag of a rate, method names,
// limits taken from currency-limits when an error names none, and cached lists.

const { answer, load } = vendorFixtures('mercuryo', 'onramp');
const buyRate = rest('GET', '/v1.6/widget/buy/rate');
const countries = rest('GET', '/v1.6/public/card-countries');
const limitsCall = rest('GET', '/v1.6/public/currency-limits');
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);

const CHECKOUT: RampCheckoutRequest = {
  ...DEFAULT_QUOTE,
  walletAddress: PAYOUT.btc,
  returnUrl: 'https://swaplens.example/en/buy/btc',
  locale: 'de',
  clientIp: VISITOR_IP,
  orderRef: ORDER_REF,
};

describe('Mercuryo widget signature', () => {
  it('is "v2:" and the hex SHA-512 of address, secret, IP and transaction id, concatenated', () => {
    const hash = createHash('sha512').update('0xabcsecret192.168.1.1tx_123456').digest('hex');
    expect(widgetSignature('0xabc', 'secret', '192.168.1.1', 'tx_123456')).toBe(`v2:${hash}`);
  });
});

describe('Mercuryo quirks', () => {
  const vendor = useVendorApi<RampProvider>(mercuryoSpec);
  const quote = (over: Partial<RampQuoteRequest> = {}) =>
    vendor.provider().quote({ ...DEFAULT_QUOTE, ...over });
  const checkout = (over: Partial<RampCheckoutRequest> = {}) =>
    vendor.provider().checkout({ ...CHECKOUT, ...over });

  it('sends our order id as each checkout’s transaction id, each signed', async () => {
    const [a, b] = await Promise.all([checkout(), checkout({ orderRef: 'order-2' })]);
    const [first, second] = [params(a.url), params(b.url)];
    expect(first.merchant_transaction_id).toBe(ORDER_REF);
    expect(second.merchant_transaction_id).toBe('order-2');
    for (const query of [first, second]) {
      const id = query.merchant_transaction_id ?? '';
      expect(query.signature).toBe(mercuryoSignature(PAYOUT.btc, VISITOR_IP, id));
    }
    expect(first.lang).toBe('de');
  });

  it('opens a sell with the crypto amount and the refund address, unsigned as documented', async () => {
    const { url } = await checkout({ side: 'sell', amount: '0.01', clientIp: undefined });
    const query = params(url);
    expect(query).toMatchObject({ type: 'sell', amount: '0.01', refund_address: PAYOUT.btc });
    expect(query).not.toHaveProperty('signature');
    expect(query).not.toHaveProperty('address');
  });

  it('refuses an on-ramp checkout it cannot sign (no visitor IP) and a memo the widget cannot take', async () => {
    expect((await vendor.failure(checkout({ clientIp: undefined }))).kind).toBe('rejected');
    const memo = checkout({
      crypto: xrp,
      walletAddress: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
      walletExtraId: '12345',
    });
    expect((await vendor.failure(memo)).kind).toBe('pair_unavailable');
  });

  it('says full verification when the rate says the amount exceeds the light-KYC limit', async () => {
    const rate = load('buy-rate') as { data: object };
    vendor.routes([
      [
        buyRate,
        { status: 200, body: { ...rate, data: { ...rate.data, kyc_limit_exceeded: true } } },
      ],
    ]);
    await expect(quote({ amount: '900' })).resolves.toMatchObject({ kyc: 'full' });
  });

  it('names a buy method by the code lib/currencies lists for the fiat, and refuses one it does not list before any call', async () => {
    vendor.routes([[buyRate, answer('buy-rate')]]);
    await quote({ method: 'bank_transfer' });
    expect(params(vendor.calls(buyRate)[0]?.url).payment_method).toBe('volt_banktransfer_eur');
    await quote({ fiat: 'BRL', method: 'pix' });
    expect(params(vendor.calls(buyRate)[1]?.url).payment_method).toBe('unlimint_pix_brl');
    // Open banking is listed for the euro only; SEPA is no buy method at all.
    for (const refused of [{ fiat: 'USD', method: 'bank_transfer' }, { method: 'sepa' }] as const) {
      expect((await vendor.failure(quote(refused))).kind).toBe('pair_unavailable');
    }
    expect(vendor.calls(buyRate)).toHaveLength(2);
  });

  it('reads a buy fee given as a string with fee_currency, as its v1.6 doc also shows', async () => {
    const rate = load('buy-rate') as { data: Record<string, unknown> };
    // JSON leaves the undefined network fee out: the answer has the string fee only.
    const data = { ...rate.data, fee: '12.00', fee_currency: 'EUR', network_fee: undefined };
    vendor.routes([[buyRate, { status: 200, body: { ...rate, data } }]]);
    await expect(quote()).resolves.toMatchObject({
      amountOut: '0.00166724',
      fees: { provider: '12', network: null, partner: null },
    });
  });

  it('asks the limits of a pair once, not on every quote (one request per 10 s is advised)', async () => {
    vendor.routes([[buyRate, answer('buy-rate')]]);
    await quote();
    await quote({ amount: '200' });
    expect(vendor.calls(buyRate)).toHaveLength(2);
    expect(vendor.calls(limitsCall)).toHaveLength(1);
  });

  it('reads a country refusal in a 400, and a 403 as a refused widget id', async () => {
    vendor.routes([[buyRate, answer('error-country', 400)]]);
    expect((await vendor.failure(quote())).kind).toBe('place_unavailable');
    vendor.routes([[buyRate, answer('error-country', 403)]]);
    expect((await vendor.failure(quote())).kind).toBe('unauthorized');
  });

  it('takes the limits from currency-limits when the refusal names none', async () => {
    vendor.routes([
      [
        buyRate,
        { status: 400, body: { status: 400, code: 400001, message: 'Amount is less than min' } },
      ],
    ]);
    expect(await vendor.failure(quote({ amount: '10' }))).toMatchObject({
      kind: 'amount_too_low',
      details: { min: '25', max: '5000' },
    });
  });

  it('keeps its lists an hour: the country list is asked once for many quotes', async () => {
    vendor.routes([[buyRate, answer('buy-rate')]]);
    await Promise.all([quote(), quote(), vendor.provider().coverage()]);
    expect(vendor.calls(countries)).toHaveLength(1);
    expect(params(vendor.calls(countries)[0]?.url).type).toBe('alpha2');
    expect(
      vendor
        .calls(buyRate)
        .every((r) => params(r.url).widget_id === MERCURYO_ENV.MERCURYO_WIDGET_ID),
    ).toBe(true);
  });
});
