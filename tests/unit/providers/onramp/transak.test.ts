import { describe, expect, it } from 'vitest';
import type { CurrencyRef } from '@/lib/providers/exchange/contract';
import type {
  PaymentMethod,
  RampCheckoutRequest,
  RampProvider,
  RampQuoteRequest,
} from '@/lib/providers/onramp/contract';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { PAYOUT, usdttrc20, xlm } from '../contract/currencies';
import { useVendorApi } from '../contract/harness';
import { DEFAULT_QUOTE, ORDER_REF } from '../ramp-contract/ramp-contract';
import { transakCalls as calls, transakSpec } from '../ramp-contract/transak';

// Transak beyond the shared suite: the partner access token (kept, refreshed before expiry and
// once when the gateway refuses it), the widget parameters for memos and sales, places and pairs
// refused from the cached lists, payment option ids per fiat, and KYC by country.

const { answer, load } = vendorFixtures('transak', 'onramp');
const usdcPolygon: CurrencyRef = {
  code: 'usdcmatic',
  ticker: 'USDC',
  network: 'polygon',
  contract: '0x3C499c542cEF5E3811e1192ce70d8cC03d5c3359',
  decimals: 6,
};
const sessionBody = (body = '{}') =>
  (JSON.parse(body) as { widgetParams: Record<string, unknown> }).widgetParams;

describe('Transak adapter', () => {
  const vendor = useVendorApi<RampProvider>(transakSpec);
  const quote = (over: Partial<RampQuoteRequest>) =>
    vendor.provider().quote({ ...DEFAULT_QUOTE, ...over });
  const checkout = (over: Partial<RampCheckoutRequest> = {}) =>
    vendor.provider().checkout({
      ...DEFAULT_QUOTE,
      walletAddress: PAYOUT.btc,
      returnUrl: 'https://swaplens.example/de/buy/btc',
      locale: 'de',
      orderRef: ORDER_REF,
      ...over,
    });
  const sent = () => new URL(vendor.calls(calls.quote)[0]?.url ?? '/', 'http://x').searchParams;

  it('keeps one access token for many checkouts', async () => {
    vendor.routes([[calls.checkout, answer('widget-url')]]);
    await checkout();
    await checkout({ amount: '200' });
    expect(vendor.calls(calls.token)).toHaveLength(1);
    expect(vendor.calls(calls.checkout)).toHaveLength(2);
  });

  it('refreshes a token that expires within minutes before using it', async () => {
    const soon = Math.floor(Date.now() / 1000) + 60;
    const token = load('refresh-token') as { data: object };
    vendor.routes([
      [calls.token, { status: 200, body: { data: { ...token.data, expiresAt: soon } } }],
      [calls.checkout, answer('widget-url')],
    ]);
    await checkout();
    await checkout();
    expect(vendor.calls(calls.token)).toHaveLength(2);
  });

  it('refreshes once and retries when the gateway refuses a held token', async () => {
    vendor.routes([[calls.checkout, answer('widget-url')]]);
    await checkout();
    let refused = false;
    vendor.api().on((request) => {
      if (!calls.checkout(request) || refused) return undefined;
      refused = true;
      return answer('error-session-expired', 401);
    });
    const { url } = await checkout();
    expect(new URL(url).hostname).toBe('global.transak.com');
    expect(vendor.calls(calls.token)).toHaveLength(2);
    expect(vendor.calls(calls.checkout)).toHaveLength(3);
  });

  it('says unauthorized without retrying when Transak refuses the key and secret', async () => {
    vendor.routes([[calls.token, answer('error-unauthorized', 401)]]);
    expect((await vendor.failure(checkout())).kind).toBe('unauthorized');
    expect(vendor.calls(calls.token)).toHaveLength(1);
    expect(vendor.calls(calls.checkout)).toHaveLength(0);
  });

  it('keeps the access token out of an error that echoes it', async () => {
    const { accessToken } = (load('refresh-token') as { data: { accessToken: string } }).data;
    vendor.routes([
      [calls.checkout, { status: 400, body: { error: { message: `bad header ${accessToken}` } } }],
    ]);
    const error = await vendor.failure(checkout());
    expect(error.message).toContain('[redacted]');
    expect(error.message).not.toContain(accessToken.slice(0, 40));
  });

  it('passes a memo with the address in walletAddressesData, by network, as an object', async () => {
    vendor.routes([[calls.checkout, answer('widget-url')]]);
    const address = 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ';
    await checkout({ crypto: xlm, walletAddress: address, walletExtraId: '12345' });
    const params = sessionBody(vendor.calls(calls.checkout)[0]?.body);
    expect(params.walletAddress).toBeUndefined();
    expect(params.walletAddressesData).toEqual({
      networks: { stellar: { address, addressAdditionalData: '12345' } },
    });
  });

  it('sends our order id as partnerOrderId in the widget session', async () => {
    vendor.routes([[calls.checkout, answer('widget-url')]]);
    await checkout();
    expect(sessionBody(vendor.calls(calls.checkout)[0]?.body).partnerOrderId).toBe(ORDER_REF);
  });

  it('makes a sale widget with the crypto amount and the payout method', async () => {
    vendor.routes([[calls.checkout, answer('widget-url')]]);
    await checkout({ side: 'sell', amount: '0.01', method: 'sepa' });
    expect(sessionBody(vendor.calls(calls.checkout)[0]?.body)).toMatchObject({
      productsAvailed: 'SELL',
      cryptoAmount: '0.01',
      paymentMethod: 'sepa_bank_transfer',
      walletAddress: PAYOUT.btc,
    });
  });

  it.each<[string, Partial<RampQuoteRequest>]>([
    [
      'a coin Transak does not offer in the country',
      { crypto: usdttrc20, fiat: 'GBP', place: { country: 'GB' } },
    ],
    ['a country missing from its list', { place: { country: 'CU' } }],
  ])('refuses %s without asking for a quote', async (_, over) => {
    expect((await vendor.failure(quote(over))).kind).toBe('place_unavailable');
    expect(vendor.calls(calls.quote)).toEqual([]);
  });

  it('reads a country refusal in a quote answer as place_unavailable', async () => {
    vendor.routes([[calls.quote, answer('error-country', 400)]]);
    expect(
      (await vendor.failure(quote({ fiat: 'USD', place: { country: 'US', region: 'US-NY' } })))
        .kind,
    ).toBe('place_unavailable');
  });

  it.each<[string, Partial<RampQuoteRequest>]>([
    ['a coin it does not buy back', { side: 'sell', crypto: usdcPolygon, amount: '50' }],
    [
      'a fiat the coin’s network refuses',
      { crypto: usdcPolygon, fiat: 'INR', method: 'upi', place: { country: 'IN' } },
    ],
    ['an inactive payment option', { method: 'google_pay' }],
    [
      'a fiat without payouts',
      { side: 'sell', fiat: 'USD', amount: '0.01', place: { country: 'US' } },
    ],
    ['a method the fiat does not list', { fiat: 'USD', method: 'ach', place: { country: 'US' } }],
  ])('says pair_unavailable for %s', async (_, over) => {
    expect((await vendor.failure(quote(over))).kind).toBe('pair_unavailable');
    expect(vendor.calls(calls.quote)).toEqual([]);
  });

  it.each<[PaymentMethod, string, string, string]>([
    ['pix', 'BRL', 'BR', 'pm_pix'],
    ['upi', 'INR', 'IN', 'inr_upi'],
    ['bank_transfer', 'USD', 'US', 'pm_us_wire_bank_transfer'],
    ['faster_payments', 'GBP', 'GB', 'gbp_bank_transfer'],
  ])('asks for %s in %s with Transak’s option id', async (method, fiat, country, id) => {
    vendor.routes([[calls.quote, answer('quote-buy')]]);
    await quote({ method, fiat, place: { country } });
    expect(sent().get('paymentMethod')).toBe(id);
    expect(sent().get('quoteCountryCode')).toBe(country);
  });

  it('says full KYC where Transak allows no light KYC', async () => {
    vendor.routes([[calls.quote, answer('quote-buy')]]);
    expect((await quote({ fiat: 'USD', place: { country: 'US' } })).kyc).toBe('full');
    expect((await quote({})).kyc).toBe('basic');
  });

  it('reads the maximum from an amount error and adds the option’s minimum', async () => {
    vendor.routes([[calls.quote, answer('error-above-maximum', 400)]]);
    expect(await vendor.failure(quote({ amount: '5000' }))).toMatchObject({
      kind: 'amount_too_high',
      details: { max: '3000', min: '30' },
    });
  });

  it('asks for the lists once for many quotes, checkouts and the coverage', async () => {
    vendor.routes([
      [calls.quote, answer('quote-buy')],
      [calls.checkout, answer('widget-url')],
    ]);
    await quote({});
    await quote({ amount: '200' });
    await checkout();
    await vendor.provider().coverage();
    for (const list of [calls.countries, calls.cryptos, calls.fiats]) {
      expect(vendor.calls(list)).toHaveLength(1);
    }
  });
});
