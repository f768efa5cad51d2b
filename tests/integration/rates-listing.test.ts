import { afterEach, describe, expect, it } from 'vitest';
import { getCurrency } from '@/lib/catalogue';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { providersListingCurrency, providersListingPair } from '@/lib/rates/listing';
import { refreshProviderListingCounts } from '@/lib/rates/provider-counts';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { lister } from '../helpers/listing-fakes';

describe.for(dbTargets())('which providers list a currency or a pair, on $name', (target) => {
  useTestDatabase(target);
  afterEach(() => {
    setProvidersForTests(null);
    // Forget the lists the job read, so each test starts before the first read.
    processSingleton('provider-listings', () => ({ listings: null }))().listings = null;
  });

  it('asks each provider’s list; a list that cannot be read counts as not listing', async () => {
    setProvidersForTests([
      lister('a', ['btc', 'eth']),
      lister('b', ['btc']),
      lister('c', 'broken'),
    ]);
    const [btc, eth, xmr] = await Promise.all(['btc', 'eth', 'xmr'].map(getCurrency));
    const ids = (list: Array<{ id: string }>) => list.map((info) => info.id);
    expect(ids(await providersListingPair(btc!, eth!))).toEqual(['a']);
    expect(ids(await providersListingCurrency(btc!))).toEqual(['a', 'b']);
    expect(ids(await providersListingCurrency(xmr!))).toEqual([]);
  });

  it('once the job has read the lists, answers from them without asking the provider', async () => {
    const provider = lister('a', ['btc', 'eth']);
    setProvidersForTests([provider]);
    await refreshProviderListingCounts();
    // A render may not fetch a vendor's list: from now on the provider is not asked.
    let asked = 0;
    const supports = provider.supports;
    provider.supports = (...args) => {
      asked += 1;
      return supports(...args);
    };
    const [btc, eth, xmr] = await Promise.all(['btc', 'eth', 'xmr'].map(getCurrency));
    expect((await providersListingPair(btc!, eth!)).map((info) => info.id)).toEqual(['a']);
    expect(await providersListingPair(btc!, xmr!)).toEqual([]);
    expect((await providersListingCurrency(eth!)).map((info) => info.id)).toEqual(['a']);
    expect(asked).toBe(0);
  });

  it('in the sandbox every priced coin is listed by every sandbox provider', async () => {
    const [btc, eth] = await Promise.all(['btc', 'eth'].map(getCurrency));
    const listed = await providersListingPair(btc!, eth!);
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.every((info) => info.sandbox)).toBe(true);
  });
});
