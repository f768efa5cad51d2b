import { describe, expect, it } from 'vitest';
import {
  loadPriceHistory,
  PRICE_HISTORY_RETENTION_MS,
  purgePriceHistory,
} from '@/lib/catalogue/prices/history';
import { refreshPrices } from '@/lib/catalogue/prices/refresh';
import { clearCatalogueCache } from '@/lib/catalogue';
import { priceHistory } from '@/lib/db/schema';
import type { PriceSource } from '@/lib/providers/prices';
import { dbTargets, useTestDatabase } from '../helpers/db';

const HOUR = 3_600_000;

function source(prices: Record<string, number>): PriceSource {
  return {
    name: 'coingecko',
    fetchUsd: (tickers) =>
      Promise.resolve(
        new Map(tickers.filter((t) => t in prices).map((t) => [t, prices[t]!] as const)),
      ),
  };
}

describe.for(dbTargets())('price history on $name', (target) => {
  const database = useTestDatabase(target);

  it('records each refresh as a point and purges points past the retention', async () => {
    const { db } = database();
    await db.delete(priceHistory);
    const start = new Date('2026-11-20T00:00:00.000Z');
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
    expect(await refreshPrices({ db, source: source({ BTC: 100_000 }), now: at(0) })).toMatchObject(
      { status: 'updated', count: 1 },
    );
    await refreshPrices({ db, source: source({ BTC: 101_000, ETH: 4_000 }), now: at(24) });
    expect(await loadPriceHistory(db, 'BTC', at(24))).toEqual([
      { at: at(0).getTime(), usd: 100_000 },
      { at: at(24).getTime(), usd: 101_000 },
    ]);
    expect(await loadPriceHistory(db, 'ETH', at(24))).toEqual([
      { at: at(24).getTime(), usd: 4_000 },
    ]);

    // A refresh past the retention of the first point drops it, and only it.
    const later = new Date(at(0).getTime() + PRICE_HISTORY_RETENTION_MS + 1);
    await refreshPrices({ db, source: source({ BTC: 99_000 }), now: later });
    const rows = await db.select().from(priceHistory);
    expect(rows.map((row) => [row.ticker, row.asOf.getTime()]).sort()).toEqual(
      [
        ['BTC', at(24).getTime()],
        ['BTC', later.getTime()],
        ['ETH', at(24).getTime()],
      ].sort(),
    );
    await purgePriceHistory(db, new Date(later.getTime() + PRICE_HISTORY_RETENTION_MS + 1));
    expect(await db.select().from(priceHistory)).toEqual([]);
    clearCatalogueCache();
    await database().prepare();
  });

  it('writes no point when the refresh has no source or fails', async () => {
    const { db } = database();
    await db.delete(priceHistory);
    await refreshPrices({ db, source: null });
    await refreshPrices({
      db,
      source: { name: 'coingecko', fetchUsd: () => Promise.reject(new Error('HTTP 503')) },
    });
    expect(await db.select().from(priceHistory)).toEqual([]);
  });
});
