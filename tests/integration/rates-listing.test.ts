import { afterEach, describe, expect, it } from 'vitest';
import { getCurrency } from '@/lib/catalogue';
import type { ExchangeProvider } from '@/lib/providers/exchange/contract';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { providersListingCurrency, providersListingPair } from '@/lib/rates/listing';
import { dbTargets, useTestDatabase } from '../helpers/db';

/** A provider that lists exactly these codes (both ways), at a floating rate; `broken` throws. */
function lister(id: string, codes: string[] | 'broken'): ExchangeProvider {
  return {
    info: {
      id,
      name: id,
      sandbox: false,
      kyc: 'none',
      rating: 4,
      eta: { min: 5, max: 30 },
      website: '',
      rateTypes: ['floating'],
      reverse: false,
    },
    supports: async (from, to) => {
      if (codes === 'broken') throw new Error('list unavailable');
      return codes.includes(from.code) && codes.includes(to.code);
    },
    range: () => Promise.reject(new Error('unused')),
    quote: () => Promise.reject(new Error('unused')),
    createSwap: () => Promise.reject(new Error('unused')),
    getSwap: () => Promise.reject(new Error('unused')),
  };
}

describe.for(dbTargets())('which providers list a currency or a pair, on $name', (target) => {
  useTestDatabase(target);
  afterEach(() => setProvidersForTests(null));

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

  it('in the sandbox every priced coin is listed by every sandbox provider', async () => {
    const [btc, eth] = await Promise.all(['btc', 'eth'].map(getCurrency));
    const listed = await providersListingPair(btc!, eth!);
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.every((info) => info.sandbox)).toBe(true);
  });
});
