import { describe, expect, it } from 'vitest';
import type { RampProvider, RampQuoteRequest } from '@/lib/providers/onramp/contract';
import type { VendorAnswer } from '@/tests/helpers/vendor-api';
import { btc, PAYOUT } from '../contract/currencies';
import { itFailsLikeEveryVendor, useVendorApi, type Match } from '../contract/harness';
import type { RampContractSpec } from './spec';

// The ramp contract every adapter meets, run against its recorded answers over real HTTP:
// coverage, buy (and sell) quotes with their fee breakdown, the vendor's refusals in our words,
// a checkout URL with the wallet prefilled, and the same failure matrix for every vendor.

/** Our id of the checkout (the `orders` row's), which adapters send in the vendor's own field. */
export const ORDER_REF = '6f1c2a4e-8b7d-4c3e-9a51-0d2e7f4b8c19';

export const DEFAULT_QUOTE: RampQuoteRequest = {
  side: 'buy',
  fiat: 'EUR',
  crypto: btc,
  amount: '150',
  place: { country: 'DE' },
  method: 'card',
};

export function describeRampContract(spec: RampContractSpec) {
  const { id, name } = spec.adapter.info;

  describe(`${name}: the ramp contract`, () => {
    const vendor = useVendorApi<RampProvider>(spec);
    const quote = (over: Partial<RampQuoteRequest> = {}) =>
      vendor.provider().quote({ ...DEFAULT_QUOTE, ...over });
    const quoteFails = async (reply: VendorAnswer) => {
      vendor.routes([[spec.calls.quote, reply]]);
      return vendor.failure(quote());
    };

    it('reads its coverage: countries per side, fiats with methods, cryptos in our codes', async () => {
      vendor.routes(spec.coverage.routes);
      const coverage = await vendor.provider().coverage();
      expect(coverage.buy.countries.length).toBeGreaterThan(0);
      for (const country of [...coverage.buy.countries, ...coverage.sell.countries]) {
        expect(country).toMatch(/^[A-Z]{2}$/);
      }
      for (const fiat of coverage.fiats) expect(fiat.code).toMatch(/^[A-Z]{3}$/);
      for (const crypto of coverage.cryptos) {
        expect(crypto.ticker).toMatch(/^[A-Z0-9.]+$/);
        expect(crypto.network).toMatch(/^[a-z0-9]+$/);
      }
      spec.coverage.expect(coverage);
    });

    it('quotes a buy with every fee broken out and the amount received after them', async () => {
      const { request, routes, expect: wanted, wire } = spec.quotes.buy;
      vendor.routes(routes);
      const result = await quote({ ...request, side: 'buy' });
      expect(result).toMatchObject({ provider: id, side: 'buy', ...wanted });
      expect(Number(result.amountOut)).toBeGreaterThan(0);
      wire?.(vendor.api());
    });

    if (spec.quotes.sell) {
      const sell = spec.quotes.sell;
      it('quotes a sell: crypto in, fiat out after fees', async () => {
        vendor.routes(sell.routes);
        const result = await quote({ ...sell.request, side: 'sell' });
        expect(result).toMatchObject({ provider: id, side: 'sell', ...sell.expect });
        sell.wire?.(vendor.api());
      });
    }

    it('says amount_too_low with the minimum', async () => {
      vendor.routes(spec.tooLow.routes);
      const error = await vendor.failure(quote(spec.tooLow.request));
      expect(error).toMatchObject({ kind: 'amount_too_low', details: { min: spec.tooLow.min } });
    });

    it('says place_unavailable for a country it does not serve', async () => {
      vendor.routes(spec.unsupportedPlace.routes);
      const error = await vendor.failure(quote(spec.unsupportedPlace.request));
      expect(error.kind).toBe('place_unavailable');
    });

    if (spec.kycRequired) {
      const kyc = spec.kycRequired;
      it('says verification_required when the vendor asks for KYC first', async () => {
        vendor.routes(kyc.routes);
        expect((await vendor.failure(quote(kyc.request))).kind).toBe('verification_required');
      });
    }

    it('makes a checkout URL on the vendor with the wallet address prefilled', async () => {
      vendor.routes(spec.checkout.routes);
      const checkout = await vendor.provider().checkout({
        ...DEFAULT_QUOTE,
        walletAddress: PAYOUT.btc,
        returnUrl: 'https://swaplens.example/en/buy/btc',
        locale: 'en',
        orderRef: ORDER_REF,
        ...spec.checkout.request,
      });
      const url = new URL(checkout.url);
      expect(url.protocol).toBe('https:');
      spec.checkout.expect(url, vendor.api());
    });

    const checkoutCall = spec.calls.checkout;
    if (checkoutCall) {
      // L4: the URL the vendor's API answers is the visitor's next page, so it must be on the
      // vendor's own domains; a look-alike (the real host with another domain appended) is not.
      it("refuses a checkout URL off the vendor's own domains as bad_response", async () => {
        const foreign = spec.checkout.routes.map(
          ([match, reply]): readonly [Match, VendorAnswer] =>
            match !== checkoutCall
              ? [match, reply]
              : [
                  match,
                  {
                    ...reply,
                    body: JSON.parse(
                      JSON.stringify(reply.body).replace(
                        /"https:\/\/([^"/?]+)/g,
                        (_, host: string) => `"https://${host}.evil.example`,
                      ),
                    ) as unknown,
                  },
                ],
        );
        vendor.routes(foreign);
        const error = await vendor.failure(
          vendor.provider().checkout({
            ...DEFAULT_QUOTE,
            walletAddress: PAYOUT.btc,
            returnUrl: 'https://swaplens.example/en/buy/btc',
            locale: 'en',
            orderRef: ORDER_REF,
            ...spec.checkout.request,
          }),
        );
        expect(error.kind).toBe('bad_response');
        expect(error.message).toMatch(/checkout host/);
      });
    }

    itFailsLikeEveryVendor(vendor, spec, quoteFails);
  });
}
