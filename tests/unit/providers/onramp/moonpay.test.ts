import { describe, expect, it } from 'vitest';
import type { CurrencyRef } from '@/lib/providers/exchange/contract';
import type {
  RampCheckoutRequest,
  RampProvider,
  RampQuoteRequest,
} from '@/lib/providers/onramp/contract';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { PAYOUT, xlm } from '../contract/currencies';
import { rest, useVendorApi } from '../contract/harness';
import { moonpaySignature, moonpaySpec } from '../ramp-contract/moonpay';
import { DEFAULT_QUOTE, ORDER_REF } from '../ramp-contract/ramp-contract';

// MoonPay beyond the shared suite: the signed checkout (verified with the test secret, and
// broken by any change to the query), places refused from the cached lists before any quote is
// asked, payment methods per fiat, and the lists asked once an hour, not per quote.

const { answer } = vendorFixtures('moonpay', 'onramp');
const quoteCalls = rest('GET', '/v3/currencies/');
const usdc: CurrencyRef = {
  code: 'usdc',
  ticker: 'USDC',
  network: 'ethereum',
  contract: '0xA0b86991c6218b36c1d19d4a2e9eb0ce3606eB48',
  decimals: 6,
};
const mantle: CurrencyRef = { code: 'mpl', ticker: 'MPL', network: 'mantle', decimals: 18 };

describe('MoonPay adapter', () => {
  const vendor = useVendorApi<RampProvider>(moonpaySpec);
  const secret = () => vendor.env.MOONPAY_SECRET_KEY!;
  const quote = (over: Partial<RampQuoteRequest>) =>
    vendor.provider().quote({ ...DEFAULT_QUOTE, ...over });
  const checkout = (over: Partial<RampCheckoutRequest> = {}) =>
    vendor.provider().checkout({
      ...DEFAULT_QUOTE,
      walletAddress: PAYOUT.btc,
      returnUrl: 'https://swaplens.example/de/buy/btc',
      locale: 'pt-BR',
      orderRef: ORDER_REF,
      ...over,
    });

  it('signs the buy URL so that MoonPay accepts it, and any edit of the query breaks it', async () => {
    const { url } = await checkout();
    const { expected, sent } = moonpaySignature(url, secret());
    expect(sent).toBe(expected);
    const tampered = url.replace(encodeURIComponent(PAYOUT.btc), encodeURIComponent(PAYOUT.eth));
    const again = moonpaySignature(tampered, secret());
    expect(again.sent).not.toBe(again.expected);
    expect(url.endsWith(`&signature=${encodeURIComponent(sent)}`)).toBe(true);
    expect(new URL(url).searchParams.get('language')).toBe('pt');
  });

  it('sends our order id as externalTransactionId, under the signature, on buy and sell', async () => {
    for (const side of ['buy', 'sell'] as const) {
      const { url } = await checkout({ side, ...(side === 'sell' ? { amount: '0.01' } : {}) });
      expect(new URL(url).searchParams.get('externalTransactionId')).toBe(ORDER_REF);
      const { expected, sent } = moonpaySignature(url, secret());
      expect(sent).toBe(expected);
    }
  });

  it('prefills the memo as walletAddressTag and URL-encodes every signed value', async () => {
    const { url } = await checkout({
      crypto: xlm,
      walletAddress: 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ',
      walletExtraId: '12345',
      returnUrl: 'https://swaplens.example/de/buy/xlm?from=offers&x=a b',
    });
    const params = new URL(url).searchParams;
    expect(params.get('currencyCode')).toBe('xlm');
    expect(params.get('walletAddressTag')).toBe('12345');
    expect(url).toContain(
      `redirectURL=${encodeURIComponent('https://swaplens.example/de/buy/xlm?from=offers&x=a b')}`,
    );
    const { expected, sent } = moonpaySignature(url, secret());
    expect(sent).toBe(expected);
  });

  it('sends a sale to sell.moonpay.com with the address as refund wallet', async () => {
    const { url } = await checkout({ side: 'sell', amount: '0.01', method: 'sepa' });
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://sell.moonpay.com');
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({
      baseCurrencyCode: 'btc',
      baseCurrencyAmount: '0.01',
      quoteCurrencyCode: 'eur',
      refundWalletAddress: PAYOUT.btc,
    });
    expect(parsed.searchParams.has('walletAddress')).toBe(false);
    const { expected, sent } = moonpaySignature(url, secret());
    expect(sent).toBe(expected);
  });

  it.each([
    ['a country MoonPay does not serve', { place: { country: 'CU' } }],
    ['a country the coin is barred from', { crypto: usdc, fiat: 'USD', place: { country: 'CA' } }],
    [
      'a US state the coin is barred from',
      { crypto: usdc, fiat: 'USD', place: { country: 'US', region: 'US-LA' } },
    ],
    [
      'a state that refuses sales only',
      {
        side: 'sell',
        amount: '0.01',
        fiat: 'USD',
        method: 'card',
        place: { country: 'US', region: 'US-TX' },
      },
    ],
  ] as const)('refuses %s without asking for a quote', async (_, over) => {
    const error = await vendor.failure(quote(over as Partial<RampQuoteRequest>));
    expect(error.kind).toBe('place_unavailable');
    expect(vendor.calls(quoteCalls)).toEqual([]);
  });

  it('quotes a state MoonPay serves, matching a token by contract whatever its case', async () => {
    vendor.routes([[rest('GET', '/v3/currencies/usdc/buy_quote'), answer('buy-quote')]]);
    await quote({ crypto: usdc, fiat: 'USD', place: { country: 'US', region: 'US-CA' } });
    expect(vendor.calls(rest('GET', '/v3/currencies/usdc/buy_quote'))).toHaveLength(1);
  });

  it('asks with the local rail of the fiat, and refuses a rail of another currency', async () => {
    vendor.routes([[rest('GET', '/v3/currencies/btc/buy_quote'), answer('buy-quote')]]);
    await quote({ fiat: 'BRL', method: 'pix', place: { country: 'BR' } });
    const sent = vendor.calls(rest('GET', '/v3/currencies/btc/buy_quote'))[0];
    expect(new URL(sent?.url ?? '/', 'http://x').searchParams.get('paymentMethod')).toBe(
      'pix_instant_payment',
    );
    const error = await vendor.failure(
      quote({ fiat: 'USD', method: 'sepa', place: { country: 'US' } }),
    );
    expect(error.kind).toBe('pair_unavailable');
  });

  it('refuses to pay a sale out to a phone wallet', async () => {
    const error = await vendor.failure(
      quote({ side: 'sell', amount: '0.01', method: 'apple_pay' }),
    );
    expect(error.kind).toBe('pair_unavailable');
    expect(vendor.calls(quoteCalls)).toEqual([]);
  });

  it('says pair_unavailable for a coin on an unmapped network, a suspended coin, a fiat not sold', async () => {
    expect((await vendor.failure(quote({ crypto: mantle }))).kind).toBe('pair_unavailable');
    const hbar: CurrencyRef = { code: 'hbar', ticker: 'HBAR', network: 'hedera', decimals: 8 };
    expect((await vendor.failure(quote({ crypto: hbar }))).kind).toBe('pair_unavailable');
    const sellBrl = quote({ side: 'sell', amount: '0.01', fiat: 'BRL', place: { country: 'DE' } });
    expect((await vendor.failure(sellBrl)).kind).toBe('pair_unavailable');
    expect(vendor.calls(quoteCalls)).toEqual([]);
  });

  it('reads the maximum from an amount error, and fills the minimum from the currency list', async () => {
    vendor.routes([
      [rest('GET', '/v3/currencies/btc/buy_quote'), answer('error-above-maximum', 400)],
    ]);
    const error = await vendor.failure(quote({ amount: '50000' }));
    expect(error).toMatchObject({ kind: 'amount_too_high', details: { max: '20000', min: '20' } });
  });

  it('passes an invalid-queries answer on as a refusal of this request', async () => {
    vendor.routes([
      [rest('GET', '/v3/currencies/btc/buy_quote'), answer('error-invalid-queries', 400)],
    ]);
    expect((await vendor.failure(quote({}))).kind).toBe('rejected');
  });

  it('asks for the country and currency lists once for many quotes and checkouts', async () => {
    vendor.routes([[rest('GET', '/v3/currencies/btc/buy_quote'), answer('buy-quote')]]);
    await quote({});
    await quote({ amount: '200' });
    await checkout();
    await vendor.provider().coverage();
    expect(vendor.calls(rest('GET', '/v3/countries'))).toHaveLength(1);
    expect(vendor.calls(rest('GET', '/v3/currencies'))).toHaveLength(1);
  });

  it('refuses a checkout for a place it would refuse a quote', async () => {
    const error = await vendor.failure(
      checkout({ place: { country: 'US', region: 'US-NY' }, fiat: 'USD' }),
    );
    expect(error.kind).toBe('place_unavailable');
  });
});
