import { describe, expect, it } from 'vitest';
import type { CurrencyRef, QuoteRequest } from '@/lib/providers/exchange/contract';
import { OVERDUE_GRACE_MS } from '@/lib/providers/exchange/kind';
import { REFUND_GRACE_MS } from '@/lib/providers/exchange/exolix/mapping';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { btc, eth, usdtmatic } from './contract/currencies';
import { exolixBody, exolixCalls as calls, exolixQuery, exolixSpec } from './contract/exolix';
import { useVendorApi } from './contract/harness';

// Exolix's quirks; the contract every adapter meets is in contract/exchange-contract.ts.

const { answer, load } = vendorFixtures('exolix');

describe('Exolix quirks', () => {
  const vendor = useVendorApi(exolixSpec);
  const quote = (over: Partial<QuoteRequest> = {}) =>
    vendor.provider().quote({
      from: btc,
      to: eth,
      amount: '0.1',
      direction: 'direct',
      rateType: 'floating',
      ...over,
    });
  const request = exolixSpec.create.request;

  it('issues a fresh local rate id with every fixed quote and none with a floating one', async () => {
    vendor.routes([[calls.quote, answer('rate-fixed')]]);
    const [a, b] = [await quote({ rateType: 'fixed' }), await quote({ rateType: 'fixed' })];
    expect(a.rateId).not.toBe(b.rateId);
    vendor.routes([[calls.quote, answer('rate-float')]]);
    expect((await quote()).rateId).toBeUndefined();
  });

  it('creates a fixed reverse transaction by withdrawalAmount, without our rate id', async () => {
    vendor.routes([[calls.create, answer('transaction-created-fixed', 201)]]);
    const swap = await vendor.provider().createSwap({
      ...request,
      direction: 'reverse',
      rateType: 'fixed',
      amount: '1',
      rateId: 'local-x',
    });
    expect(swap).toMatchObject({ amountFrom: '0.05590101', amountTo: '1' });
    const sent = exolixBody(vendor.calls(calls.create)[0]);
    expect(sent).toMatchObject({ withdrawalAmount: 1, rateType: 'fixed' });
    expect(sent).not.toHaveProperty('amount');
    expect(sent).not.toHaveProperty('rateId');
  });

  it('treats a message beside real amounts as informative', async () => {
    vendor.routes([
      [
        calls.quote,
        {
          status: 200,
          body: { ...(load('rate-float') as object), message: 'Rate is held for 20 min' },
        },
      ],
    ]);
    expect((await quote()).amountTo).toBe('1.7893542');
  });

  it('says amount_too_low from a 200 reverse answer under withdrawMin', async () => {
    vendor.routes([[calls.quote, answer('rate-reverse-below-minimum')]]);
    const error = await vendor.failure(quote({ direction: 'reverse', amount: '0.001' }));
    expect(error).toMatchObject({ kind: 'amount_too_low', details: { min: '0.00052' } });
  });

  it('reads the range even from an answer outside the limits', async () => {
    vendor.routes([[calls.quote, answer('rate-above-maximum', 422)]]);
    await expect(
      vendor.provider().range({ from: btc, to: eth, rateType: 'floating' }),
    ).resolves.toEqual({
      min: '0.00052',
      max: '24.5',
    });
  });

  it('says pair_unavailable for a 422 without amounts, rate_expired on create', async () => {
    vendor.routes([[calls.quote, answer('error-pair-unavailable', 422)]]);
    expect((await vendor.failure(quote())).kind).toBe('pair_unavailable');
    vendor.routes([[calls.create, answer('error-rate-expired', 400)]]);
    expect(
      (await vendor.failure(vendor.provider().createSwap({ ...request, rateType: 'fixed' }))).kind,
    ).toBe('rate_expired');
  });

  it('names Polygon MATIC and zkSync ZKSYNCERA', async () => {
    const ethZk: CurrencyRef = {
      code: 'ethzksync',
      ticker: 'ETH',
      network: 'zksync',
      decimals: 18,
    };
    await expect(vendor.provider().supports(usdtmatic, ethZk, 'floating')).resolves.toBe(true);
    vendor.routes([[calls.quote, answer('rate-float')]]);
    await quote({ from: usdtmatic, to: ethZk });
    const sent = exolixQuery(vendor.calls(calls.quote)[0]);
    expect([sent.networkFrom, sent.networkTo]).toEqual(['MATIC', 'ZKSYNCERA']);
  });

  it('reads every currency page once, as count says', async () => {
    await vendor.provider().supports(btc, eth, 'floating');
    const pages = vendor.calls(calls.list).map((r) => exolixQuery(r));
    expect(pages).toEqual([
      { page: '1', size: '100', withNetworks: 'true' },
      { page: '2', size: '100', withNetworks: 'true' },
    ]);
  });

  it("keeps asking while a refund is under way or an 'overdue' deposit may still come", async () => {
    vendor.routes([[calls.status, answer('transaction-refund')]]);
    const refund = await vendor.provider().getSwap('EXb4d1e0f5a2c7');
    expect(refund).toMatchObject({ status: 'failed', graceMs: REFUND_GRACE_MS });
    vendor.routes([[calls.status, answer('transaction-overdue')]]);
    expect((await vendor.provider().getSwap('EXb4d1e0f5a2c7')).graceMs).toBe(OVERDUE_GRACE_MS);
    vendor.routes([[calls.status, answer('transaction-refunded')]]);
    expect((await vendor.provider().getSwap('EXb4d1e0f5a2c7')).graceMs).toBeUndefined();
  });
});
