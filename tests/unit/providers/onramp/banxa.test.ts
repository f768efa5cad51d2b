import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { banxa } from '@/lib/providers/onramp/banxa';
import { BanxaClient } from '@/lib/providers/onramp/banxa/client';
import { ourMethod } from '@/lib/providers/onramp/banxa/mapping';
import type { RampProvider, RampQuoteRequest } from '@/lib/providers/onramp/contract';
import { vendorFixtures } from '@/tests/helpers/vendor-api';
import { rest, useVendorApi } from '../contract/harness';
import { banxaSpec, expectBanxaSignature } from '../ramp-contract/banxa';
import { DEFAULT_QUOTE } from '../ramp-contract/ramp-contract';

// Banxa beyond the shared contract: the HMAC header byte for byte, prices asked afresh on every
// quote, US states, the payment-method mapping, several gateways for one method, and its
// documented error statuses.

const { answer, load } = vendorFixtures('banxa', 'onramp');
const prices = rest('GET', '/api/prices');
const methodsCall = rest('GET', '/api/payment-methods');
const params = (url = '/') => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('Banxa request signing', () => {
  it('signs METHOD, path with query, nonce and the compact body with HMAC-SHA256 of the secret', () => {
    const client = new BanxaClient({
      env: { BANXA_API_KEY: 'key-1', BANXA_API_SECRET: 'secret-1', BANXA_PARTNER_SUBDOMAIN: 'p' },
    });
    const body = '{"account_reference":"example_01"}';
    const expected = createHmac('sha256', 'secret-1')
      .update(`POST\n/api/orders\n1612391416000\n${body}`)
      .digest('hex');
    expect(client.authorization('POST', '/api/orders', '1612391416000', body)).toBe(
      `Bearer key-1:${expected}:1612391416000`,
    );
    const get = createHmac('sha256', 'secret-1').update('GET\n/api/coins\n1612391416000');
    expect(client.authorization('GET', '/api/coins', '1612391416000')).toBe(
      `Bearer key-1:${get.digest('hex')}:1612391416000`,
    );
  });
});

describe('Banxa quirks', () => {
  const vendor = useVendorApi<RampProvider>(banxaSpec);
  const quote = (over: Partial<RampQuoteRequest> = {}) =>
    vendor.provider().quote({ ...DEFAULT_QUOTE, ...over });

  it('asks its live prices on every quote (never cached), its lists once, each nonce new', async () => {
    vendor.routes([[prices, answer('prices-buy')]]);
    await Promise.all([quote(), quote()]);
    await quote();
    const sent = vendor.calls(prices);
    expect(sent).toHaveLength(3);
    expect(vendor.calls(methodsCall)).toHaveLength(1);
    const nonces = vendor
      .api()
      .requests.map((r) => /:(\d+)$/.exec(String(r.headers.authorization))?.[1]);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const request of vendor.api().requests) expectBanxaSignature(request);
    expect(banxa.info.noQuoteCache).toBe(true);
  });

  it('serves a US state on its list and refuses one that is not, before asking a price', async () => {
    vendor.routes([[prices, answer('prices-buy')]]);
    const served = { fiat: 'USD', place: { country: 'US', region: 'US-CA' } };
    await expect(quote(served)).resolves.toMatchObject({ amountOut: '0.00165342' });
    const refused = await vendor.failure(
      quote({ ...served, place: { country: 'US', region: 'US-NY' } }),
    );
    expect(refused.kind).toBe('place_unavailable');
    expect(vendor.calls(prices)).toHaveLength(1);
  });

  it('says pair_unavailable for a method Banxa does not offer in that fiat, without a price call', async () => {
    const error = await vendor.failure(quote({ method: 'pix' }));
    expect(error.kind).toBe('pair_unavailable');
    expect(vendor.calls(prices)).toHaveLength(0);
  });

  it('asks every gateway of a method at once and keeps the one that gives the most', async () => {
    const list = load('payment-methods') as { data: { payment_methods: object[] } };
    const second = {
      ...(list.data.payment_methods[0] as object),
      id: 6100,
      paymentType: 'CHECKOUTCREDIT',
      name: 'Debit or credit card',
    };
    const both = { data: { payment_methods: [...list.data.payment_methods, second] } };
    const offer = (load('prices-buy') as { data: { prices: Record<string, unknown>[] } }).data;
    const better = { ...offer.prices[0], payment_method_id: 6100, coin_amount: '0.00166001' };
    vendor.routes([
      [methodsCall, { status: 200, body: both }],
      [prices, { status: 200, body: { data: { ...offer, prices: [...offer.prices, better] } } }],
    ]);
    await expect(quote()).resolves.toMatchObject({ amountOut: '0.00166001' });
    expect(params(vendor.calls(prices)[0]?.url)).not.toHaveProperty('payment_method_id');
  });

  it('reads its documented error statuses: validation with a minimum, payment unavailable, limit reached', async () => {
    const sell = { side: 'sell', amount: '0.0001', method: 'sepa' } as const;
    vendor.routes([[prices, answer('error-validation-min', 422)]]);
    expect(await vendor.failure(quote(sell))).toMatchObject({
      kind: 'amount_too_low',
      details: { min: '0.0005' },
    });
    vendor.routes([[prices, answer('error-payment-unavailable', 422)]]);
    expect((await vendor.failure(quote())).kind).toBe('pair_unavailable');
    // 228 is this customer's own payment limit, not the order maximum.
    vendor.routes([[prices, answer('error-payment-limit', 422)]]);
    expect((await vendor.failure(quote())).kind).toBe('rejected');
    vendor.routes([[prices, answer('error-nonce-reused', 401)]]);
    expect((await vendor.failure(quote())).kind).toBe('unauthorized');
  });

  it('asks its fiat and coin lists on the documented path form, the order type a segment', async () => {
    await vendor.provider().coverage();
    const lists = vendor
      .api()
      .requests.map((r) => r.url)
      .filter((url) => /^\/api\/(fiats|coins)/.test(url));
    expect(lists.sort()).toEqual([
      '/api/coins/buy',
      '/api/coins/sell',
      '/api/fiats/buy',
      '/api/fiats/sell',
    ]);
  });

  it('asks sell methods with the coin sold as `source`, once an hour per coin', async () => {
    const sell = { side: 'sell', amount: '0.01', method: 'sepa' } as const;
    vendor.routes([[prices, answer('prices-sell')]]);
    await quote(sell);
    await quote(sell);
    const sellLists = vendor.calls(methodsCall).filter((r) => r.url.includes('source='));
    expect(sellLists.map((r) => r.url)).toEqual(['/api/payment-methods?source=BTC']);
    for (const request of sellLists) expectBanxaSignature(request);
    // A buy never needs the coin's sell list.
    vendor.routes([[prices, answer('prices-buy')]]);
    await quote();
    expect(vendor.calls(methodsCall).filter((r) => !r.url.includes('source='))).toHaveLength(1);
  });

  it('builds sell coverage from the sell methods of the coins it sells most', async () => {
    const coverage = await vendor.provider().coverage();
    expect(coverage.fiats.find((fiat) => fiat.code === 'EUR')?.methods).toContain('sepa');
    // coins-sell lists BTC and USDT, not ETH: only those two are asked.
    const asked = vendor
      .calls(methodsCall)
      .map((r) => new URL(r.url, 'http://x').searchParams.get('source'))
      .filter(Boolean);
    expect(asked.sort()).toEqual(['BTC', 'USDT']);
  });

  it('probes the first coins it sells when it sells none of BTC, ETH and USDT', async () => {
    vendor.routes([
      [
        rest('GET', '/api/coins/sell'),
        {
          status: 200,
          body: { data: { coins: [{ coin_code: 'LTC', blockchains: [{ code: 'LTC' }] }] } },
        },
      ],
    ]);
    await vendor.provider().coverage();
    const asked = vendor
      .calls(methodsCall)
      .map((r) => new URL(r.url, 'http://x').searchParams.get('source'))
      .filter(Boolean);
    expect(asked).toEqual(['LTC']);
  });

  it('leaves inactive and unmappable methods out of its coverage', async () => {
    const coverage = await vendor.provider().coverage();
    // AUD: the card; POLi is INACTIVE and a newsagent is no method of ours.
    expect(coverage.fiats.find((fiat) => fiat.code === 'AUD')?.methods).toEqual(['card']);
    expect(coverage.cryptos.some((crypto) => crypto.network === 'hedera')).toBe(false);
  });

  it('refuses to call a host that is not the partner label, without a request', async () => {
    vendor.remake({ env: { BANXA_PARTNER_SUBDOMAIN: 'evil.example/x' } });
    expect((await vendor.failure(quote())).kind).toBe('unauthorized');
    expect(vendor.api().requests).toHaveLength(0);
  });
});

describe('Banxa payment methods in our words', () => {
  it.each([
    ['WORLDPAYCREDIT', 'Visa/Mastercard', 'card'],
    ['CHECKOUTAPPLE', 'Apple Pay', 'apple_pay'],
    ['WORLDPAYGOOGLE', 'Google Pay', 'google_pay'],
    ['CLEARJCNSEPA', 'SEPA Bank Transfer', 'sepa'],
    ['CLEARJCNFASTERPAYMENTS', 'Faster Payments', 'faster_payments'],
    ['ACH', 'ACH Bank Transfer', 'ach'],
    ['IDEAL', 'iDEAL', 'bank_transfer'],
    ['PAYID', 'PayID', 'bank_transfer'],
    // An Australian bank transfer: CREDIT in its name does not make it a card.
    ['DIRECTCREDIT', 'Direct Credit', 'bank_transfer'],
    ['PIX', 'Pix', 'pix'],
    ['DCINTERAC', 'Interac e-Transfer', 'interac'],
    ['NEWSAGENT', 'Newsagent', undefined],
  ] as const)('%s (%s) is %s', (paymentType, name, ours) => {
    expect(ourMethod({ paymentType, name })).toBe(ours);
  });
});
