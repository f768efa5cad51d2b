import { beforeEach, describe, expect, it } from 'vitest';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { fiatHubView, fiatPairsListing } from '@/lib/fiat/hub-page';
import { fiatPairView } from '@/lib/fiat/pair-page';
import { FIAT_PAIRS_PER_PAGE, lastPossibleFiatPairsPage } from '@/lib/fiat/page-segments';
import { setRampsForTests } from '@/lib/providers/onramp/registry';
import { dbTargets, useTestDatabase } from '../helpers/db';

// The fiat pair pages, the /fiat hub and the /fiat/pairs listing over the sandbox ramps: who
// takes or pays a fiat for a coin, with that fiat's limits and a dated reference price; which
// pairs are served on which side; pages past the listing's end.

describe.for(dbTargets())('fiat pair pages on $name (sandbox ramps)', (target) => {
  useTestDatabase(target);

  beforeEach(() => {
    setRampsForTests(null);
    invalidateCacheTags('ramp-coverage');
  });

  it('reads a buy pair with its ramps, limits in the fiat and a reference price', async () => {
    const view = (await fiatPairView('en', 'buy', 'EUR', 'btc'))!;
    expect(view.route).toBe('/buy-coin/eur-btc');
    expect(view.fiat).toEqual({ code: 'EUR', name: 'Euro' });
    // Atlas takes euros everywhere as an extra currency, Meadow in the euro countries.
    expect(view.ramps.map((ramp) => ramp.name).sort()).toEqual(['Sandbox Atlas', 'Sandbox Meadow']);
    expect(view.methods).toContain('sepa');
    expect(Number(view.limits?.min)).toBeGreaterThan(0);
    expect(Number(view.reference?.price)).toBeGreaterThan(1000);
    expect(view.reference?.fxAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view.indexable).toBe(true);
    expect(view.countries.map((c) => c.code)).toContain('AT');
    expect(view.countries.every((c) => c.code !== 'US')).toBe(true);
    expect(view.fiats.map((f) => f.code)).toContain('USD');
    expect(view.coins.map((c) => c.code)).toContain('eth');
    expect(view.otherSide).toBe(true);
    expect((await fiatPairView('de', 'buy', 'EUR', 'btc'))?.fiat.name).toBe('Euro');
  });

  it('reads a sell pair, and a pair nobody serves as not indexed', async () => {
    const sell = (await fiatPairView('en', 'sell', 'USD', 'btc'))!;
    expect(sell.route).toBe('/sell-coin/btc-usd');
    expect(sell.ramps.map((ramp) => ramp.name)).toEqual(['Sandbox Prairie']);
    // Nobody pays out in reais: the page answers, says so and is not indexed.
    const brl = (await fiatPairView('en', 'sell', 'BRL', 'btc'))!;
    expect(brl.ramps).toEqual([]);
    expect(brl.indexable).toBe(false);
    expect(brl.fiats.length).toBeGreaterThan(0);
    expect(await fiatPairView('en', 'buy', 'EUR', 'nope')).toBeNull();
  });

  it('lists the served pairs in pages, most offered fiats first, within the proxy’s bound', async () => {
    const first = (await fiatPairsListing('en', 1))!;
    expect(first.rows).toHaveLength(FIAT_PAIRS_PER_PAGE);
    expect(first.rows[0]).toMatchObject({ fiat: { code: 'EUR' }, coin: { code: 'btc' } });
    expect(first.rows.every((row) => row.buy || row.sell)).toBe(true);
    expect(first.pageCount).toBeLessThanOrEqual(lastPossibleFiatPairsPage());
    const last = (await fiatPairsListing('en', first.pageCount))!;
    expect(last.rows.length).toBeGreaterThan(0);
    expect(await fiatPairsListing('en', first.pageCount + 1)).toBeNull();
    const keys = new Set(first.rows.map((row) => `${row.fiat.code}-${row.coin.code}`));
    expect(keys.size).toBe(first.rows.length);
  });

  it('sums up both sides on the hub', async () => {
    const hub = await fiatHubView('en');
    expect(hub.ramps.map((ramp) => ramp.name).sort()).toEqual([
      'Sandbox Atlas',
      'Sandbox Meadow',
      'Sandbox Prairie',
    ]);
    expect(hub.countries.buy).toBeGreaterThan(hub.countries.sell);
    expect(hub.fiats.length).toBeGreaterThanOrEqual(60);
    expect(hub.popular[0]).toMatchObject({ coin: { code: 'btc' } });
    expect(hub.sandbox).toBe(true);
  });
});
