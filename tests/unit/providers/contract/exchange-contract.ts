import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '@/lib/providers/exchange/contract';
import { vendorFixtures, type VendorAnswer } from '@/tests/helpers/vendor-api';
import { unmapped } from './currencies';
import { itFailsLikeEveryVendor, useVendorApi } from './harness';
import type { ExchangeContractSpec } from './spec';

// The exchange contract every adapter meets, run against its recorded answers over real HTTP:
// quotes (floating, fixed, reverse), range, limits, creation, statuses through getSwap, and the
// same failure matrix for every vendor. Vendor test files keep only their quirks.

export function describeExchangeContract(spec: ExchangeContractSpec) {
  const { id, name } = spec.adapter.info;
  const { answer } = vendorFixtures(id);

  describe(`${name}: the exchange contract`, () => {
    const vendor = useVendorApi(spec);
    const quote = (over: Partial<QuoteRequest> = {}) =>
      vendor.provider().quote({
        ...spec.pair,
        amount: '0.1',
        direction: 'direct',
        rateType: 'floating',
        ...over,
      });
    const onQuote = (reply: VendorAnswer) => vendor.routes([[spec.calls.quote, reply]]);
    const quoteFails = async (reply: VendorAnswer) => {
      onQuote(reply);
      return vendor.failure(quote());
    };

    it('quotes a floating rate, sending the key', async () => {
      const { request, routes, expect: wanted, wire } = spec.quotes.floating;
      vendor.routes(routes);
      const result = await quote({ ...request, rateType: 'floating' });
      expect(result).toMatchObject({ provider: id, rateType: 'floating', ...wanted });
      expect(result.rateId).toBeUndefined();
      const sent = vendor.calls(spec.calls.quote)[0];
      const key = vendor.env[spec.adapter.env[0] ?? ''] ?? '';
      expect(Object.values(sent?.headers ?? {}).join(' ')).toContain(key);
      wire?.(vendor.api());
    });

    it('quotes a fixed rate with the rate id a swap must carry, and its expiry', async () => {
      const { request, routes, expect: wanted, wire } = spec.quotes.fixed;
      vendor.routes(routes);
      const result = await quote({ ...request, rateType: 'fixed' });
      expect(result).toMatchObject({ provider: id, rateType: 'fixed', ...wanted });
      expect(result.rateId).toEqual(expect.any(String));
      wire?.(vendor.api());
    });

    it('quotes in reverse: by the amount to receive', async () => {
      const { request, routes, expect: wanted, wire } = spec.quotes.reverse;
      vendor.routes(routes);
      const result = await quote({ ...request, direction: 'reverse' });
      expect(result).toMatchObject({ amountTo: request.amount, ...wanted });
      wire?.(vendor.api());
    });

    it('reads the range of a pair in the currency sent', async () => {
      vendor.routes(spec.range.routes);
      const range = await vendor
        .provider()
        .range({ ...spec.pair, rateType: 'floating', ...spec.range.request });
      expect(range).toEqual(spec.range.expect);
    });

    it('says amount_too_low with the minimum', async () => {
      vendor.routes(spec.tooLow.routes);
      const error = await vendor.failure(quote(spec.tooLow.request));
      expect(error).toMatchObject({ kind: 'amount_too_low', details: { min: spec.tooLow.min } });
    });

    it('says amount_too_high with the maximum', async () => {
      vendor.routes(spec.tooHigh.routes);
      const error = await vendor.failure(quote(spec.tooHigh.request));
      expect(error).toMatchObject({ kind: 'amount_too_high', details: { max: spec.tooHigh.max } });
    });

    it('refuses a currency it cannot name as pair_unavailable, without asking the vendor', async () => {
      const before = vendor.api().requests.length;
      expect((await vendor.failure(quote({ to: unmapped }))).kind).toBe('pair_unavailable');
      const range = vendor
        .provider()
        .range({ from: unmapped, to: spec.pair.to, rateType: 'fixed' });
      expect((await vendor.failure(range)).kind).toBe('pair_unavailable');
      const asked = vendor
        .api()
        .requests.slice(before)
        .filter((r) => !spec.calls.list(r));
      expect(asked).toEqual([]);
      await expect(vendor.provider().supports(spec.pair.from, unmapped, 'floating')).resolves.toBe(
        false,
      );
    });

    it('creates a swap and answers its deposit address', async () => {
      vendor.routes(spec.create.routes);
      const swap = await vendor.provider().createSwap(spec.create.request);
      expect(swap).toMatchObject(spec.create.expect);
      spec.create.wire?.(vendor.api());
    });

    it('says invalid_address when the vendor refuses the payout address', async () => {
      vendor.routes([[spec.calls.create, spec.invalidAddress]]);
      const request = { ...spec.create.request, payoutAddress: 'not-an-address' };
      expect((await vendor.failure(vendor.provider().createSwap(request))).kind).toBe(
        'invalid_address',
      );
    });

    it('says not_found for a swap id the vendor does not know', async () => {
      vendor.routes([[spec.calls.status, spec.notFound]]);
      expect((await vendor.failure(vendor.provider().getSwap('nope'))).kind).toBe('not_found');
    });

    it.each(spec.statuses.fixtures)(
      'reads the status fixture %s (%s) as %s through getSwap',
      async (fixture, raw, ours, more = {}) => {
        vendor.routes([[spec.calls.status, answer(fixture)]]);
        const swap = await vendor.provider().getSwap(spec.swapId);
        expect(swap).toMatchObject({ status: ours, providerStatus: raw, ...more });
        const asked = vendor.calls(spec.calls.status)[0];
        expect(`${asked?.url} ${asked?.body}`).toContain(spec.swapId);
      },
    );

    it.each(spec.statuses.table)('reads the documented status %s as %s', async (raw, ours) => {
      vendor.routes([[spec.calls.status, spec.statuses.answer(raw)]]);
      const swap = await vendor.provider().getSwap(spec.swapId);
      expect(swap).toMatchObject({ status: ours, providerStatus: raw });
    });

    it('reads an unknown status as waiting (still polled) instead of failing', async () => {
      for (const raw of ['teleporting', 'constructor']) {
        vendor.routes([[spec.calls.status, spec.statuses.answer(raw)]]);
        const swap = await vendor.provider().getSwap(spec.swapId);
        expect(swap).toMatchObject({ status: 'waiting', providerStatus: raw });
      }
    });

    itFailsLikeEveryVendor(vendor, spec, quoteFails);

    it('answers supports() from its currency list, fetched once', async () => {
      for (const [from, to, rateType, listed] of spec.listed) {
        await expect(vendor.provider().supports(from, to, rateType)).resolves.toBe(listed);
      }
      expect(vendor.calls(spec.calls.list).length).toBeGreaterThanOrEqual(1);
      const pages = vendor.calls(spec.calls.list).length;
      await vendor.provider().supports(spec.pair.from, spec.pair.to, 'floating');
      expect(vendor.calls(spec.calls.list)).toHaveLength(pages);
    });
  });
}
