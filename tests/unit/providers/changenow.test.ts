import { describe, expect, it } from 'vitest';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { changenowSpec } from './contract/changenow';
import { avax, btc, eth, ethLinea, unmapped, usdcavax, xlm, xno } from './contract/currencies';
import { useVendorApi } from './contract/harness';

// ChangeNOW's quirks; the contract every adapter meets is in contract/exchange-contract.ts.

const { answer } = vendorFixtures('changenow');
const { calls } = changenowSpec;

describe('ChangeNOW quirks', () => {
  const vendor = useVendorApi(changenowSpec);
  const quote = (over: { amount?: string; rateType?: 'fixed' | 'floating' } = {}) =>
    vendor.provider().quote({
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'floating',
      ...over,
    });

  it('refuses a floating reverse quote: estimates by the amount received are fixed-rate only', async () => {
    const reverse = vendor
      .provider()
      .quote({ from: btc, to: eth, amount: '3', direction: 'reverse', rateType: 'floating' });
    expect((await vendor.failure(reverse)).kind).toBe('pair_unavailable');
  });

  it('takes the minimum from the range when the error message names none', async () => {
    const body = { error: 'deposit_too_small', message: 'Amount is too small' };
    vendor.routes([[calls.quote, { status: 400, body }]]);
    const error = await vendor.failure(quote({ rateType: 'fixed' }));
    expect(error.details).toMatchObject({ min: '0.00069', max: '4.05' });
  });

  it.each([
    ['error-pair-inactive', 400, 'pair_unavailable'],
    ['error-rate-expired', 400, 'rate_expired'],
    // The documented code, also when it comes with a 400 rather than a 404.
    ['error-not-found', 400, 'not_found'],
  ] as const)('reads the code of %s (HTTP %s) as %s', async (name, status, kind) => {
    vendor.routes([[calls.quote, answer(name, status)]]);
    expect((await vendor.failure(quote())).kind).toBe(kind);
  });

  it('calls an error code it does not know rejected, not an outage', async () => {
    vendor.routes([[calls.quote, { status: 400, body: { error: 'brand_new_code' } }]]);
    expect((await vendor.failure(quote())).kind).toBe('rejected');
  });

  it('names native AVAX cchain (tokens avaxc), Linea lna and Nano nano', async () => {
    await expect(vendor.provider().supports(avax, usdcavax, 'fixed')).resolves.toBe(true);
    await expect(vendor.provider().supports(ethLinea, xno, 'floating')).resolves.toBe(true);
    vendor.routes([[calls.quote, answer('estimate-floating')]]);
    await vendor
      .provider()
      .quote({ from: avax, to: usdcavax, amount: '1', direction: 'direct', rateType: 'floating' });
    const sent = new URL(vendor.calls(calls.quote)[0]?.url ?? '/', 'http://x').searchParams;
    expect([sent.get('fromNetwork'), sent.get('toNetwork')]).toEqual(['cchain', 'avaxc']);
  });

  it('answers supports() from its network mapping while the currency list is down', async () => {
    vendor.api().reset();
    vendor.routes([[calls.list, answer('error-internal', 503)]]);
    await expect(vendor.provider().supports(btc, xlm, 'fixed')).resolves.toBe(true);
    await expect(vendor.provider().supports(btc, unmapped, 'fixed')).resolves.toBe(false);
  });

  it('answers bad_response when a vendor amount is absurd (bounded decimals)', async () => {
    vendor.routes([
      [
        calls.quote,
        {
          status: 200,
          body: '{"fromAmount":0.1,"toAmount":"1e40000","flow":"standard","type":"direct"}',
        },
      ],
    ]);
    expect((await vendor.failure(quote())).kind).toBe('bad_response');
  });
});
