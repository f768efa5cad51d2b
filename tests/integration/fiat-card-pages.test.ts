import { beforeEach, describe, expect, it } from 'vitest';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { rampCardView } from '@/lib/fiat/card-page';
import { rampPlaceView } from '@/lib/fiat/place-page';
import { fiatCardsSitemap } from '@/lib/pages/sitemaps/fiat';
import { setRampsForTests } from '@/lib/providers/onramp/registry';
import { sitemapSources } from '@/lib/pages/sitemaps';
import { dbTargets, useTestDatabase } from '../helpers/db';

// The card pages (/buy/{coin}/credit-card, /sell/{coin}/credit-card) over the sandbox ramps:
// every sandbox ramp takes cards for buying (Meadow, Prairie, Atlas), Meadow and Prairie pay out
// to cards when selling (Atlas only buys). Read from the stored coverage and the catalogue.

describe.for(dbTargets())('card pages on $name (sandbox ramps)', (target) => {
  useTestDatabase(target);

  beforeEach(() => {
    setRampsForTests(null);
    invalidateCacheTags('ramp-coverage');
  });

  it('lists the ramps taking a card for Bitcoin, with currencies, countries and limits', async () => {
    const view = (await rampCardView('buy', 'btc'))!;
    expect(view.route).toBe('/buy/btc/credit-card');
    expect(view.ramps.map((ramp) => ramp.name).sort()).toEqual([
      'Sandbox Atlas',
      'Sandbox Meadow',
      'Sandbox Prairie',
    ]);
    const meadow = view.ramps.find((ramp) => ramp.id === 'sandbox-meadow')!;
    expect(meadow.fiats).toContain('EUR');
    expect(meadow.fiats).not.toContain('USD');
    // Limits in US dollars where a ramp takes them, else euros.
    expect(meadow.limitFiat).toBe('EUR');
    expect(view.ramps.find((ramp) => ramp.id === 'sandbox-prairie')!.limitFiat).toBe('USD');
    for (const ramp of view.ramps) {
      expect(ramp.countries).toBeGreaterThan(0);
      expect(Number(ramp.max)).toBeGreaterThan(Number(ramp.min));
    }
    // Atlas serves every country but four: the page counts the countries once.
    expect(view.countries).toBeGreaterThanOrEqual(
      Math.max(...view.ramps.map((ramp) => ramp.countries)),
    );
    expect(view.indexable).toBe(true);
    expect(view.otherSide).toBe(true);
    expect(view.sandbox).toBe(true);
  });

  it('lists only the ramps that pay out to a card when selling', async () => {
    const view = (await rampCardView('sell', 'btc'))!;
    expect(view.route).toBe('/sell/btc/credit-card');
    expect(view.ramps.map((ramp) => ramp.name).sort()).toEqual([
      'Sandbox Meadow',
      'Sandbox Prairie',
    ]);
  });

  it('answers null for a coin that is not an enabled currency', async () => {
    expect(await rampCardView('buy', 'not-a-coin')).toBeNull();
  });

  it('is linked from the coin’s buy page, which offers cards', async () => {
    const coin = (await rampPlaceView('en', 'buy', 'btc'))!;
    expect(coin.methods).toContain('card');
  });

  it('has a sitemap source of the card pages, both sides, no duplicates', async () => {
    expect(sitemapSources).toContain(fiatCardsSitemap);
    const list = (await fiatCardsSitemap.entries(1, await fiatCardsSitemap.count())).map(
      (entry) => entry.path,
    );
    for (const path of ['/buy/btc/credit-card', '/sell/btc/credit-card', '/buy/eth/credit-card'])
      expect(list).toContain(path);
    expect(new Set(list).size).toBe(list.length);
    for (const path of list) expect(path).toMatch(/^\/(buy|sell)\/[a-z0-9]+\/credit-card$/);
  });
});
