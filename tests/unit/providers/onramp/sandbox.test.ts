import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import type { RampQuoteRequest } from '@/lib/providers/onramp/contract';
import { createSandboxRamps, type SandboxRampWorld } from '@/lib/providers/onramp/sandbox';
import { ProviderError } from '@/lib/providers/kit/errors';
import { btc, eth } from '../contract/currencies';

// The simulated ramps over a small world: coverage by rule, regions refused where they differ,
// deterministic quotes with every fee broken out, the refusals a real ramp answers, and a
// checkout on this site's sandbox page.

const CURRENCY: Record<string, string> = {
  DE: 'EUR',
  FR: 'EUR',
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  BR: 'BRL',
  KP: 'KPW',
  EC: 'USD',
};
const PER_USD: Record<string, string> = {
  EUR: '0.9',
  GBP: '0.8',
  USD: '1',
  CAD: '1.4',
  AUD: '1.5',
  BRL: '5',
};
const world: SandboxRampWorld = {
  countries: Object.keys(CURRENCY),
  currencyOf: (country) => CURRENCY[country],
  fiats: Object.keys(PER_USD),
  fiatPerUsd: (code) => (PER_USD[code] ? new Big(PER_USD[code]) : undefined),
  usdPrice: async (ticker) => ({ BTC: new Big(60_000), ETH: new Big(3_000) })[ticker],
  coins: async () => [
    { ticker: 'BTC', network: 'bitcoin' },
    { ticker: 'ETH', network: 'ethereum' },
    { ticker: 'XMR', network: 'monero' },
  ],
  checkoutUrl: (order) =>
    `https://site.test/${order.locale}/fiat/sandbox-checkout?provider=${order.provider}&to=${order.address}`,
};
const [meadow, prairie, atlas] = createSandboxRamps(world);
const request = (over: Partial<RampQuoteRequest> = {}): RampQuoteRequest => ({
  side: 'buy',
  fiat: 'EUR',
  crypto: btc,
  amount: '150',
  place: { country: 'DE' },
  method: 'card',
  ...over,
});
const kind = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof ProviderError ? error.kind : 'other'),
  );

describe('sandbox ramps', () => {
  it('are three labelled sandbox ramps with different markets', () => {
    expect([meadow, prairie, atlas].map((r) => r?.info)).toMatchObject([
      { id: 'sandbox-meadow', sandbox: true, sides: ['buy', 'sell'] },
      { id: 'sandbox-prairie', sandbox: true },
      { id: 'sandbox-atlas', sandbox: true, sides: ['buy'] },
    ]);
  });

  it('derive coverage from their rules over the ISO list, never sanctioned countries', async () => {
    const europe = await meadow!.coverage();
    expect(europe.buy.countries).toEqual(['DE', 'FR', 'GB']);
    expect(europe.fiats.map((f) => f.code)).toEqual(['EUR', 'GBP']);
    expect(europe.fiats.find((f) => f.code === 'EUR')?.methods).toContain('sepa');
    const world = await atlas!.coverage();
    expect(world.buy.countries).not.toContain('KP');
    expect(world.sell.countries).toEqual([]);
    expect(world.cryptos.map((c) => c.ticker)).toEqual(['BTC', 'ETH']);
  });

  it('refuses regions where coverage differs by region, per side', async () => {
    const coverage = await prairie!.coverage();
    expect(coverage.buy.countries).toEqual(['US', 'CA', 'AU']);
    expect(coverage.buy.regions?.US?.blocked).toEqual(['US-NY', 'US-HI']);
    expect(coverage.sell.regions?.US?.blocked).toContain('US-TX');
    const us = { fiat: 'USD', place: { country: 'US', region: 'US-TX' } };
    await expect(prairie!.quote(request(us))).resolves.toMatchObject({ side: 'buy' });
    expect(await kind(prairie!.quote(request({ ...us, side: 'sell', amount: '0.01' })))).toBe(
      'place_unavailable',
    );
    const ny = { fiat: 'USD', place: { country: 'US', region: 'US-NY' } };
    expect(await kind(prairie!.quote(request(ny)))).toBe('place_unavailable');
  });

  it('quotes a buy with the fees broken out and what is received after them', async () => {
    // 150 EUR, card 3.9 %: 5.85 fee; network 2.5 USD = 2.25 EUR; price 54,000 × 1.008.
    const quote = await meadow!.quote(request());
    expect(quote).toMatchObject({
      provider: 'sandbox-meadow',
      amountIn: '150',
      price: '54432',
      fees: { provider: '5.85', network: '2.25', partner: '0' },
      min: '22.5',
      max: '18000',
      kyc: 'basic',
    });
    expect(quote.amountOut).toBe(
      new Big(150).minus(5.85).minus(2.25).div(54_432).round(8, 0).toString(),
    );
  });

  it('quotes a sell in fiat received, with the limits in coins', async () => {
    const quote = await meadow!.quote(request({ side: 'sell', amount: '0.01', method: 'sepa' }));
    // 0.01 × 54,000 × 0.992 = 535.68; SEPA 0.9 % = 4.82112.
    expect(quote).toMatchObject({ amountOut: '530.85', fees: { provider: '4.82', network: null } });
    expect(quote.min).toBe('0.00041666');
  });

  it('says which method, fiat, coin, amount and verification step apply', async () => {
    expect(await kind(meadow!.quote(request({ method: 'pix' })))).toBe('pair_unavailable');
    expect(await kind(meadow!.quote(request({ fiat: 'BRL' })))).toBe('pair_unavailable');
    expect(await kind(meadow!.quote(request({ amount: '10' })))).toBe('amount_too_low');
    expect(await kind(meadow!.quote(request({ amount: '50000' })))).toBe('amount_too_high');
    expect(await kind(atlas!.quote(request({ side: 'sell' })))).toBe('pair_unavailable');
    const brazil = request({ fiat: 'BRL', place: { country: 'BR' }, method: 'pix', amount: '500' });
    await expect(atlas!.quote(brazil)).resolves.toMatchObject({ kyc: 'none' });
    await expect(atlas!.quote({ ...brazil, amount: '2000' })).resolves.toMatchObject({
      kyc: 'basic',
    });
    expect(
      await kind(
        prairie!.quote(
          request({
            fiat: 'USD',
            place: { country: 'US' },
            crypto: { ...eth, ticker: 'XMR', code: 'xmr' },
          }),
        ),
      ),
    ).toBe('pair_unavailable');
  });

  it('checks out on the sandbox page with the address, charging nothing', async () => {
    const checkout = await meadow!.checkout({
      ...request(),
      walletAddress: 'bc1qexample',
      returnUrl: 'https://site.test/en/buy/btc',
      locale: 'de',
      orderRef: 'order-1',
    });
    expect(checkout.url).toBe(
      'https://site.test/de/fiat/sandbox-checkout?provider=sandbox-meadow&to=bc1qexample',
    );
  });
});
