import { beforeEach, describe, expect, it } from 'vitest';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { fiatPairsSitemap, fiatPlacesSitemap, fiatSitemap } from '@/lib/pages/sitemaps/fiat';
import { setRampsForTests } from '@/lib/providers/onramp/registry';
import { sitemapSources } from '@/lib/pages/sitemaps';
import type { SitemapSource } from '@/lib/seo/sitemap';
import { dbTargets, useTestDatabase } from '../helpers/db';

// The fiat sitemap sources over the sandbox ramps: only served pages (the indexed ones), places
// by country and, where coverage differs by region, by served region; read a range at a time.

async function paths(source: SitemapSource): Promise<string[]> {
  return (await source.entries(1, await source.count())).map((entry) => entry.path);
}

describe.for(dbTargets())('fiat sitemaps on $name (sandbox ramps)', (target) => {
  useTestDatabase(target);

  beforeEach(() => {
    setRampsForTests(null);
    invalidateCacheTags('ramp-coverage');
  });

  it('are registered', () => {
    for (const source of [fiatSitemap, fiatPlacesSitemap, fiatPairsSitemap])
      expect(sitemapSources).toContain(source);
  });

  it('list the hub, the listing, both sides and every listed coin', async () => {
    const list = await paths(fiatSitemap);
    expect(list.slice(0, 3)).toEqual(['/fiat', '/fiat/pairs', '/fiat/pairs/page-2']);
    for (const path of ['/buy', '/sell', '/buy/btc', '/sell/btc', '/buy/eth'])
      expect(list).toContain(path);
    // Only Meadow lists XMR, for both sides.
    expect(list).toContain('/buy/xmr');
    expect(list).toContain('/sell/xmr');
    expect(new Set(list).size).toBe(list.length);
  });

  it('list served places, and regions only where coverage differs and they are served', async () => {
    const list = await paths(fiatPlacesSitemap);
    for (const path of [
      '/buy/btc/germany',
      '/buy/btc/brazil',
      '/buy/btc/united-states',
      '/buy/btc/united-states/texas',
      '/sell/btc/united-states/california',
      '/sell/btc/australia/victoria',
    ])
      expect(list, path).toContain(path);
    for (const path of [
      '/sell/btc/brazil',
      // Nobody buys in New York or sells in Texas or Tasmania.
      '/buy/btc/united-states/new-york',
      '/sell/btc/united-states/texas',
      '/sell/btc/australia/tasmania',
      // Australia's buy coverage is the same in every state: no region pages listed.
      '/buy/btc/australia/victoria',
      // Not a popular coin.
      '/buy/atom/germany',
    ])
      expect(list, path).not.toContain(path);
    expect(new Set(list).size).toBe(list.length);
    const second = await fiatPlacesSitemap.entries(2, 100);
    expect(second[0]?.path).toBe(list[100]);
  });

  it('list the popular coins with every fiat served for them', async () => {
    const list = await paths(fiatPairsSitemap);
    expect(list).toContain('/buy-coin/eur-btc');
    expect(list).toContain('/buy-coin/brl-btc');
    expect(list).toContain('/sell-coin/btc-usd');
    expect(list).not.toContain('/sell-coin/btc-brl');
  });
});
