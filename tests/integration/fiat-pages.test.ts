import { beforeEach, describe, expect, it } from 'vitest';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { rampPlaceView } from '@/lib/fiat/place-page';
import { setRampsForTests } from '@/lib/providers/onramp/registry';
import { dbTargets, useTestDatabase } from '../helpers/db';

// The buy and sell pages' reads over the sandbox ramps (Meadow: Europe, buy and sell; Prairie:
// US, CA and AU, some states refused; Atlas: worldwide, buy only, not New York): who serves a
// place with which methods and limits in its own currency, what is indexed, and what a place
// nobody serves suggests instead. Only the stored coverage and the catalogue are read.

describe.for(dbTargets())('buy and sell pages on $name (sandbox ramps)', (target) => {
  useTestDatabase(target);

  beforeEach(() => {
    setRampsForTests(null);
    invalidateCacheTags('ramp-coverage');
  });

  it('lists who sells Bitcoin in Germany, in euros, with SEPA among the methods', async () => {
    const view = (await rampPlaceView('en', 'buy', 'btc', 'DE'))!;
    expect(view.fiat).toBe('EUR');
    expect(view.ramps.map((ramp) => ramp.name).sort()).toEqual(['Sandbox Atlas', 'Sandbox Meadow']);
    expect(view.methods).toContain('sepa');
    expect(view.methods).not.toContain('pix');
    expect(Number(view.limits?.min)).toBeGreaterThan(0);
    expect(Number(view.limits?.max)).toBeGreaterThan(Number(view.limits?.min));
    expect(view.eta).toEqual({ min: 2, max: 30 });
    expect(view.indexable).toBe(true);
    expect(view.regions).toEqual([]);
    expect(view.sandbox).toBe(true);
    expect(view.route).toBe('/buy/btc/germany');
    expect(view.country).toMatchObject({ code: 'DE', slug: 'germany', name: 'Germany' });
    expect((await rampPlaceView('de', 'buy', 'btc', 'DE'))?.country?.name).toBe('Deutschland');
    // Euro countries first among the other countries, by name (Åland Islands, Andorra, Austria).
    expect(view.countries.slice(0, 3).map((c) => c.code)).toEqual(['AX', 'AD', 'AT']);
    expect(view.coins.map((coin) => coin.code)).toContain('eth');
    expect(view.otherSide).toBe(true);
  });

  it('lists Brazil’s one ramp in reais with Pix, and no way to sell there', async () => {
    const view = (await rampPlaceView('pt', 'buy', 'btc', 'BR'))!;
    expect(view.fiat).toBe('BRL');
    expect(view.ramps.map((ramp) => ramp.name)).toEqual(['Sandbox Atlas']);
    expect(view.methods).toContain('pix');
    expect(view.country?.name).toBe('Brasil');
    expect(view.otherSide).toBe(false);
    const sell = (await rampPlaceView('en', 'sell', 'btc', 'BR'))!;
    expect(sell.ramps).toEqual([]);
    expect(sell.indexable).toBe(false);
    // What is served nearby: other countries selling BTC (none pays in reais).
    expect(sell.countries.length).toBeGreaterThan(0);
    expect(sell.countries.map((c) => c.code)).not.toContain('BR');
  });

  it('links the states of the US, where coverage differs, and indexes only those pages', async () => {
    const country = (await rampPlaceView('en', 'buy', 'btc', 'US'))!;
    expect(country.ramps.find((ramp) => ramp.name === 'Sandbox Prairie')?.partial).toBe(true);
    expect(country.regions.map((region) => region.slug)).toContain('texas');
    expect(country.indexable).toBe(true);

    const texas = (await rampPlaceView('en', 'buy', 'btc', 'US', 'US-TX'))!;
    expect(texas.ramps.map((ramp) => ramp.name).sort()).toEqual([
      'Sandbox Atlas',
      'Sandbox Prairie',
    ]);
    expect(texas.ramps.every((ramp) => !ramp.partial)).toBe(true);
    expect(texas.indexable).toBe(true);
    expect(texas.route).toBe('/buy/btc/united-states/texas');
    expect(texas.region).toMatchObject({ name: 'Texas', translated: true });
    expect((await rampPlaceView('fr', 'buy', 'btc', 'US', 'US-TX'))?.region?.translated).toBe(
      false,
    );

    // Every ramp refuses New York: the page says so, suggests elsewhere and is not indexed.
    const newYork = (await rampPlaceView('en', 'buy', 'btc', 'US', 'US-NY'))!;
    expect(newYork.ramps).toEqual([]);
    expect(newYork.indexable).toBe(false);
    expect(newYork.countries.length).toBeGreaterThan(0);

    // Prairie sells in California; it refuses Texas for selling.
    expect((await rampPlaceView('en', 'sell', 'btc', 'US', 'US-CA'))?.ramps).toHaveLength(1);
    expect((await rampPlaceView('en', 'sell', 'btc', 'US', 'US-TX'))?.ramps).toEqual([]);
  });

  it('indexes no region page where coverage is the same in every region', async () => {
    // Canada: only Prairie buys there, refusing Quebec; for selling nobody serves Canada at all.
    const quebec = (await rampPlaceView('en', 'sell', 'btc', 'CA', 'CA-ON'))!;
    expect(quebec.ramps).toEqual([]);
    expect(quebec.indexable).toBe(false);
    const ontario = (await rampPlaceView('en', 'buy', 'btc', 'CA', 'CA-ON'))!;
    expect(ontario.indexable).toBe(true);
    // Australia buys with Atlas and Prairie everywhere: a region page exists but is not indexed.
    const victoria = (await rampPlaceView('en', 'buy', 'btc', 'AU', 'AU-VIC'))!;
    expect(victoria.ramps.length).toBeGreaterThan(0);
    expect(victoria.indexable).toBe(false);
  });

  it('reads the coin page and the side page across every country and currency', async () => {
    const coin = (await rampPlaceView('en', 'buy', 'btc'))!;
    expect(coin.fiat).toBeNull();
    expect(coin.limits).toBeNull();
    expect(coin.ramps).toHaveLength(3);
    expect(coin.countries.length).toBe(coin.countryCount);
    expect(coin.countries.length).toBeGreaterThan(150);
    const side = (await rampPlaceView('en', 'sell'))!;
    expect(side.ramps.map((ramp) => ramp.name).sort()).toEqual([
      'Sandbox Meadow',
      'Sandbox Prairie',
    ]);
    expect(side.coins[0]?.code).toBe('btc');
    expect(side.route).toBe('/sell');
  });

  it('answers null for a coin the catalogue does not have, and says no for one no ramp lists', async () => {
    expect(await rampPlaceView('en', 'buy', 'nope', 'DE')).toBeNull();
    // Every ramp but Meadow leaves XMR out, and Meadow does not serve the US.
    const xmr = (await rampPlaceView('en', 'buy', 'xmr', 'US'))!;
    expect(xmr.ramps).toEqual([]);
    expect(xmr.indexable).toBe(false);
    expect(xmr.coins.map((coin) => coin.code)).toContain('btc');
  });
});
