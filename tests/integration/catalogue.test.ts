import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearCatalogueCache,
  getCurrency,
  getReferencePrices,
  listCurrencies,
  toCurrencyRef,
} from '@/lib/catalogue';
import { SEED_CURRENCIES } from '@/lib/catalogue/data/currencies';
import { seedCurrencies } from '@/lib/catalogue/load';
import type { Currency } from '@/lib/catalogue/types';
import { PRICE_SNAPSHOT_AS_OF } from '@/lib/catalogue/data/price-snapshot';
import { assetPrices, coins, currencies, networks } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { dbTargets, useTestDatabase } from '../helpers/db';

describe.for(dbTargets())('catalogue on $name', (target) => {
  const database = useTestDatabase(target);
  afterEach(() => clearCatalogueCache());

  it('seeds every currency, network and snapshot price, idempotently', async () => {
    const { db } = database();
    const count = async () => ({
      currencies: (await db.select().from(currencies)).length,
      networks: (await db.select().from(networks)).length,
      prices: (await db.select().from(assetPrices)).length,
      coins: (await db.select().from(coins)).length,
    });
    const first = await count();
    expect(first.currencies).toBe(SEED_CURRENCIES.length);
    await seedDatabase(db);
    await seedDatabase(db);
    expect(await count()).toEqual(first);
    // seed-data.ts keeps its names and ranks for the coins it owns.
    const [usdt] = await db.select().from(coins).where(eq(coins.code, 'USDT'));
    expect(usdt).toMatchObject({ name: 'Tether', popularRank: 3 });
  });

  it('lists popular currencies first and finds one by code', async () => {
    const list = await listCurrencies();
    expect(list[0]?.code).toBe('btc');
    expect(list[1]?.code).toBe('eth');
    const xrp = await getCurrency('XRP');
    expect(xrp?.network.memo).toEqual({
      label: 'tag',
      required: true,
      format: 'numeric',
      maxLength: 10,
    });
    expect(await getCurrency('nope')).toBeNull();
    const usdt = await getCurrency('usdttrc20');
    expect(usdt && toCurrencyRef(usdt)).toEqual({
      code: 'usdttrc20',
      ticker: 'USDT',
      network: 'tron',
      contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      decimals: 6,
    });
    expect((await getCurrency('btc'))?.network.memo).toBeNull();
  });

  it('answers the same list as the build-time fallback, in the same order', async () => {
    const codes = (list: Currency[]) => list.map((currency) => currency.code);
    expect(codes(await listCurrencies())).toEqual(codes(seedCurrencies()));
    expect(await listCurrencies()).toEqual(seedCurrencies());
  });

  it('hides disabled currencies and keeps the switch across seeds', async () => {
    const { db } = database();
    await db.update(currencies).set({ enabled: false }).where(eq(currencies.code, 'doge'));
    try {
      await seedDatabase(db);
      expect(await getCurrency('doge')).toBeNull();
    } finally {
      await db.update(currencies).set({ enabled: true }).where(eq(currencies.code, 'doge'));
    }
  });

  it('answers the snapshot prices and never overwrites a newer price with it', async () => {
    const { db } = database();
    const prices = await getReferencePrices();
    expect(prices.get('BTC')).toMatchObject({ source: 'snapshot', asOf: PRICE_SNAPSHOT_AS_OF });
    const newer = new Date(Date.parse(PRICE_SNAPSHOT_AS_OF) + 86_400_000);
    await db
      .update(assetPrices)
      .set({ usd: 99_999, source: 'coingecko', asOf: newer })
      .where(eq(assetPrices.ticker, 'BTC'));
    await seedDatabase(db);
    clearCatalogueCache();
    expect((await getReferencePrices()).get('BTC')).toMatchObject({
      usd: 99_999,
      source: 'coingecko',
    });
  });

  it('reads the seed again at once when the seed runs, not after the cache time', async () => {
    const { db } = database();
    await db.update(currencies).set({ name: 'Renamed' }).where(eq(currencies.code, 'btc'));
    clearCatalogueCache();
    expect((await getCurrency('btc'))?.name).toBe('Renamed');
    await seedDatabase(db);
    expect((await getCurrency('btc'))?.name).toBe('Bitcoin');
  });

  it("shows the price refresh's prices at once, also to another copy of the modules", async () => {
    const { db } = database();
    expect((await getReferencePrices()).get('ETH')?.source).toBe('snapshot');
    // The jobs run from instrumentation.ts, which Next bundles apart from the routes.
    vi.resetModules();
    const { refreshPrices } = await import('@/lib/catalogue/prices/refresh');
    const source = {
      name: 'coingecko',
      fetchUsd: async (tickers: readonly string[]) =>
        new Map(tickers.filter((t) => t === 'ETH').map((t) => [t, 4_321])),
    };
    expect(await refreshPrices({ db, source })).toMatchObject({ status: 'updated', count: 1 });
    expect((await getReferencePrices()).get('ETH')).toMatchObject({
      usd: 4_321,
      source: 'coingecko',
    });
  });
});
