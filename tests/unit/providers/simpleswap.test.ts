import { describe, expect, it } from 'vitest';
import type { CurrencyRef } from '@/lib/providers/exchange/contract';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { btc, eth, ltc, usdtmatic, usdttrc20 } from './contract/currencies';
import { useVendorApi } from './contract/harness';
import { simpleswapParams, simpleswapSpec } from './contract/simpleswap';

// SimpleSwap's quirks; the contract every adapter meets is in contract/exchange-contract.ts.

const { answer } = vendorFixtures('simpleswap');
const { calls } = simpleswapSpec;
const onL2 = (network: string): CurrencyRef => ({
  code: `eth${network}`,
  ticker: 'ETH',
  network,
  decimals: 18,
});

describe('SimpleSwap quirks', () => {
  const vendor = useVendorApi(simpleswapSpec);
  const quote = (from: CurrencyRef, to: CurrencyRef) =>
    vendor.provider().quote({ from, to, amount: '0.1', direction: 'direct', rateType: 'floating' });
  const estimateParams = () => simpleswapParams(vendor.calls(calls.quote).at(-1)?.url);

  it('finds tokens in the live list by ticker + network, or by their v1 symbol', async () => {
    vendor.routes([[calls.quote, answer('estimates-floating')]]);
    await quote(usdttrc20, usdtmatic);
    expect(estimateParams()).toMatchObject({
      tickerFrom: 'usdt',
      networkFrom: 'trx',
      tickerTo: 'usdt',
      networkTo: 'polygon-pos',
    });
  });

  it('names Optimism optimism, zkSync zksera, Linea lineaeth and Fantom fantom', async () => {
    vendor.routes([[calls.quote, answer('estimates-floating')]]);
    const ftm: CurrencyRef = { code: 'ftm', ticker: 'FTM', network: 'fantom', decimals: 18 };
    const sent: string[] = [];
    for (const to of [onL2('optimism'), onL2('zksync'), onL2('linea'), ftm]) {
      await quote(btc, to);
      sent.push(estimateParams().networkTo ?? '');
    }
    expect(sent).toEqual(['optimism', 'zksera', 'lineaeth', 'fantom']);
  });

  it('refuses a currency missing from the live list without asking for an estimate', async () => {
    expect((await vendor.failure(quote(btc, ltc))).kind).toBe('pair_unavailable');
    expect(vendor.calls(calls.quote)).toHaveLength(0);
  });

  it('answers supports() from its network mapping while the currency list is down', async () => {
    vendor.api().reset();
    vendor.routes([[calls.list, answer('error-internal', 503)]]);
    await expect(vendor.provider().supports(btc, ltc, 'floating')).resolves.toBe(true);
    const eur: CurrencyRef = { code: 'eur', ticker: 'EUR', network: 'eur', decimals: 2 };
    await expect(vendor.provider().supports(btc, eur, 'floating')).resolves.toBe(false);
  });

  it.each([
    ['error-pair-unavailable', 'pair_unavailable'],
    ['error-rate-expired', 'rate_expired'],
  ])('reads %s on create as %s', async (name, kind) => {
    vendor.routes([[calls.create, answer(name, 422)]]);
    const create = vendor.provider().createSwap(simpleswapSpec.create.request);
    expect((await vendor.failure(create)).kind).toBe(kind);
  });

  it('calls an error message it does not know rejected, not an outage', async () => {
    vendor.routes([[calls.quote, { status: 400, body: { code: 400, message: 'Nope' } }]]);
    expect((await vendor.failure(quote(btc, eth))).kind).toBe('rejected');
  });

  it('reads expected_amount as the deposit: amountFrom, never amountTo', async () => {
    vendor.routes([[calls.status, answer('exchange-waiting-floating')]]);
    const swap = await vendor.provider().getSwap('ss7k2m9p4q');
    expect(swap).toMatchObject({ amountFrom: '0.1', amountTo: '' });
  });

  it('accepts an exchange named by publicId when id is absent', async () => {
    vendor.routes([[calls.create, answer('exchange-created-public-id')]]);
    const swap = await vendor.provider().createSwap(simpleswapSpec.create.request);
    expect(swap.providerSwapId).toBe('ss7k2m9p4q');
    vendor.routes([
      [
        calls.create,
        { status: 200, body: { result: { status: 'waiting', addressFrom: 'x', addressTo: 'y' } } },
      ],
    ]);
    const nameless = vendor.provider().createSwap(simpleswapSpec.create.request);
    expect((await vendor.failure(nameless)).kind).toBe('bad_response');
  });
});
