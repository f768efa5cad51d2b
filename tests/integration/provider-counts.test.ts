import { afterEach, describe, expect, it } from 'vitest';
import { getReferencePrices, listCurrencies } from '@/lib/catalogue';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import {
  countListing,
  providerListingCounts,
  refreshProviderListingCounts,
} from '@/lib/rates/provider-counts';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { lister } from '../helpers/listing-fakes';

describe.for(dbTargets())('providers’ coin and pair counts on $name', (target) => {
  useTestDatabase(target);
  afterEach(() => setProvidersForTests(null));

  it('counts coins listed both ways and ordered pairs of two coins; unknown is not zero', async () => {
    const currencies = await listCurrencies();
    expect(await countListing(lister('a', ['btc', 'eth', 'xmr']), currencies)).toEqual({
      coins: 3,
      pairs: 6,
    });
    expect(await countListing(lister('b', ['btc']), currencies)).toEqual({ coins: 1, pairs: 0 });
    expect(await countListing(lister('c', 'broken'), currencies)).toBeNull();
  });

  it('counts every enabled provider when the job runs; pages read the last result', async () => {
    let asked = 0;
    const counted = lister('a', ['btc', 'eth']);
    const supports = counted.supports;
    counted.supports = (...args) => {
      asked += 1;
      return supports(...args);
    };
    setProvidersForTests([counted, lister('c', 'broken')]);
    await refreshProviderListingCounts();
    const first = providerListingCounts();
    expect(first.get('a')).toEqual({ coins: 2, pairs: 2 });
    expect(first.get('c')).toBeNull();
    const lookups = asked;
    expect(lookups).toBeGreaterThan(0);
    // Reading asks nobody.
    expect(providerListingCounts().get('a')).toEqual({ coins: 2, pairs: 2 });
    expect(asked).toBe(lookups);
  });

  it('in the sandbox, every priced coin and every pair of them', async () => {
    const [currencies, prices] = await Promise.all([listCurrencies(), getReferencePrices()]);
    const priced = currencies.filter((c) => prices.has(c.ticker.toUpperCase())).length;
    await refreshProviderListingCounts();
    const counts = providerListingCounts();
    expect(counts.size).toBeGreaterThan(1);
    for (const value of counts.values()) {
      expect(value).toEqual({ coins: priced, pairs: priced * (priced - 1) });
    }
  });
});
