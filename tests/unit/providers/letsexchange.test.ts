import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '@/lib/providers/exchange/contract';
import { OVERDUE_GRACE_MS } from '@/lib/providers/exchange/kind';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { btc, eth, usdtbsc, usdttrc20 } from './contract/currencies';
import { useVendorApi } from './contract/harness';
import {
  letsexchangeBody,
  letsexchangeCalls as calls,
  letsexchangeSpec,
} from './contract/letsexchange';

// LetsExchange's quirks; the contract every adapter meets is in contract/exchange-contract.ts.

const { answer } = vendorFixtures('letsexchange');

describe('LetsExchange quirks', () => {
  const vendor = useVendorApi(letsexchangeSpec);
  const request = letsexchangeSpec.create.request;
  const quote = (over: Partial<QuoteRequest> = {}) =>
    vendor.provider().quote({
      from: btc,
      to: usdttrc20,
      amount: '0.1',
      direction: 'direct',
      rateType: 'floating',
      ...over,
    });

  it('quotes floating reverse through /v1/info-revert as well', async () => {
    vendor.routes([[calls.infoRevert, answer('info-revert-floating')]]);
    const reverse = await quote({ direction: 'reverse', amount: '1000' });
    expect(reverse).toMatchObject({ amountFrom: '0.01665401', amountTo: '1000' });
  });

  it('does not hold a reverse quote to limits whose currency is not settled', async () => {
    // info-revert's limits read in the currency received (as Edge does): 10..90000 USDT.
    vendor.routes([[calls.infoRevert, answer('info-revert-limits-received')]]);
    const reverse = await quote({ direction: 'reverse', amount: '100', rateType: 'fixed' });
    expect(reverse).toMatchObject({ amountFrom: '0.0017', amountTo: '100' });
  });

  it('maps native coins and tokens to their own network codes', async () => {
    vendor.routes([[calls.info, answer('info-floating')]]);
    await quote({ from: eth, to: usdtbsc });
    expect(letsexchangeBody(vendor.calls(calls.info)[0])).toMatchObject({
      network_from: 'ETH',
      network_to: 'BEP20',
    });
  });

  it('says amount_too_low with the minimum from its 422 answer too', async () => {
    vendor.routes([[calls.info, answer('error-below-minimum', 422)]]);
    const error = await vendor.failure(quote({ amount: '0.0001' }));
    expect(error).toMatchObject({ kind: 'amount_too_low', details: { min: '0.002' } });
  });

  it('reads the range even when one unit is outside it, by asking again at the limit named', async () => {
    vendor.routes([
      [calls.info, answer('info-fixed')],
      [
        (r) => calls.info(r) && letsexchangeBody(r).amount === 1,
        answer('error-above-maximum', 422),
      ],
    ]);
    await expect(
      vendor.provider().range({ from: btc, to: usdttrc20, rateType: 'fixed' }),
    ).resolves.toEqual({
      min: '0.002',
      max: '25',
    });
    expect(vendor.calls(calls.info).map((r) => letsexchangeBody(r).amount)).toEqual([1, 0.5]);
  });

  it('says pair_unavailable for a 422 about the pair', async () => {
    vendor.routes([[calls.info, answer('error-pair-unavailable', 422)]]);
    expect((await vendor.failure(quote())).kind).toBe('pair_unavailable');
  });

  it('creates a fixed reverse transaction with a fresh rate id and the affiliate id', async () => {
    vendor.routes([
      [calls.infoRevert, answer('info-revert-fixed')],
      [calls.create, answer('transaction-created-fixed')],
    ]);
    const swap = await vendor
      .provider()
      .createSwap({ ...request, direction: 'reverse', rateType: 'fixed', amount: '1000' });
    expect(swap.expiresAt).toBe('2026-11-22T15:20:00.000Z');
    expect(letsexchangeBody(vendor.calls(calls.create)[0])).toMatchObject({
      float: false,
      withdrawal_amount: 1000,
      rate_id: '8c1a77e0-5d2b-4a4e-9d0e-2f1c7b3e9a10',
      affiliate_id: vendor.env.LETSEXCHANGE_AFFILIATE_ID,
    });
  });

  it('sends no affiliate_id when none is configured', async () => {
    vendor.remake({ env: { LETSEXCHANGE_AFFILIATE_ID: '' } });
    vendor.routes([[calls.info, answer('info-floating')]]);
    await quote();
    expect(letsexchangeBody(vendor.calls(calls.info)[0])).not.toHaveProperty('affiliate_id');
  });

  it('says rate_expired when the rate id is refused', async () => {
    vendor.routes([[calls.create, answer('error-rate-expired', 422)]]);
    const expired = vendor.provider().createSwap({ ...request, rateType: 'fixed', rateId: 'old' });
    expect((await vendor.failure(expired)).kind).toBe('rate_expired');
  });

  it("keeps asking about an 'overdue' swap: deposits are still taken for 1.5 h", async () => {
    vendor.routes([[calls.status, answer('transaction-overdue')]]);
    const swap = await vendor.provider().getSwap('599cd4bb4d4a5');
    expect(swap).toMatchObject({ status: 'expired', graceMs: OVERDUE_GRACE_MS });
    expect(OVERDUE_GRACE_MS).toBe(90 * 60_000);
  });
});
