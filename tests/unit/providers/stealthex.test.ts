import { describe, expect, it } from 'vitest';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { btc, eth } from './contract/currencies';
import { useVendorApi } from './contract/harness';
import { stealthexBody, stealthexCalls, stealthexSpec } from './contract/stealthex';

// StealthEX's quirks; the contract every adapter meets is in contract/exchange-contract.ts.

const { answer } = vendorFixtures('stealthex');
const calls = stealthexCalls;

describe('StealthEX quirks', () => {
  const vendor = useVendorApi(stealthexSpec);
  const quote = (amount = '0.1') =>
    vendor
      .provider()
      .quote({ from: btc, to: eth, amount, direction: 'direct', rateType: 'floating' });
  const request = stealthexSpec.create.request;

  it('refuses a floating reverse quote: reversed estimation is fixed-rate only', async () => {
    const reverse = vendor
      .provider()
      .quote({ from: btc, to: eth, amount: '1', direction: 'reverse', rateType: 'floating' });
    expect((await vendor.failure(reverse)).kind).toBe('pair_unavailable');
  });

  it('says amount_too_low from its InvalidAmount error when the range allows the amount', async () => {
    vendor.routes([[calls.quote, answer('error-invalid-amount', 400)]]);
    const error = await vendor.failure(quote('0.001'));
    expect(error).toMatchObject({ kind: 'amount_too_low', details: { min: '0.00033283' } });
  });

  it.each(['error-no-pair', 'error-no-route'])('reads %s as pair_unavailable', async (name) => {
    vendor.routes([
      [calls.range, answer(name, name === 'error-no-pair' ? 404 : 422)],
      [calls.quote, answer(name, name === 'error-no-pair' ? 404 : 422)],
    ]);
    expect((await vendor.failure(quote())).kind).toBe('pair_unavailable');
  });

  it('creates a fixed exchange with the quoted rate id, fetching one when none is given', async () => {
    vendor.routes([
      [calls.quote, answer('estimate-fixed')],
      [calls.create, answer('exchange-created-fixed', 201)],
    ]);
    const swap = await vendor.provider().createSwap({ ...request, rateType: 'fixed' });
    expect(swap.expiresAt).toBe('2026-11-22T03:20:00.000Z');
    expect(stealthexBody(vendor.calls(calls.create)[0])).toMatchObject({
      rate: 'fixed',
      rate_id: 'Xb2Lm0fQk9',
    });
  });

  it('says rate_expired when StealthEX refuses the rate id', async () => {
    vendor.routes([[calls.create, answer('error-rate-id', 400)]]);
    const expired = vendor.provider().createSwap({ ...request, rateType: 'fixed', rateId: 'old' });
    expect((await vendor.failure(expired)).kind).toBe('rate_expired');
  });

  it('pages through the currency list 250 at a time', async () => {
    await vendor.provider().supports(btc, eth, 'floating');
    expect(vendor.calls(calls.list).map((r) => r.url)).toEqual(['/currencies?limit=250&offset=0']);
  });
});
