import { afterEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/currencies/route';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { clearCatalogueCache } from '@/lib/catalogue';
import { currenciesResponseSchema, type CurrenciesResponse } from '@/lib/catalogue/contract';
import { SEED_CURRENCIES } from '@/lib/catalogue/data/currencies';
import { PRICE_SNAPSHOT_AS_OF } from '@/lib/catalogue/data/price-snapshot';
import { refreshPrices } from '@/lib/catalogue/prices/refresh';
import type { PriceSource } from '@/lib/providers/prices';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { get, uniqueIp } from '../helpers/requests';

const request = (ip = uniqueIp()) => get('/api/v1/currencies', { [CLIENT_IP_HEADER]: ip });

describe.for(dbTargets())('GET /api/v1/currencies on $name', (target) => {
  const database = useTestDatabase(target);
  afterEach(() => {
    clearCatalogueCache();
    resetSingletonsForTests(getRateLimiter);
  });

  it('lists every seeded currency with network, memo rule and snapshot price', async () => {
    const response = await GET(request(), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    // The answer is exactly what the contract (and so the browser client) reads.
    const body = currenciesResponseSchema.parse(await response.json());
    expect(body.currencies.length).toBe(SEED_CURRENCIES.length);
    expect(body.currencies.length).toBeGreaterThanOrEqual(150);
    expect(body.prices).toEqual({ source: 'snapshot', asOf: PRICE_SNAPSHOT_AS_OF });
    expect(body.currencies[0]).toMatchObject({
      code: 'btc',
      ticker: 'BTC',
      name: 'Bitcoin',
      network: { code: 'bitcoin', name: 'Bitcoin', badge: 'BTC', memo: null },
      icon: '/icons/coins/btc.svg',
      decimals: 8,
      popular: true,
    });
    expect(body.currencies[0]?.usd).toBeGreaterThan(1000);
    const xrp = body.currencies.find((currency) => currency.code === 'xrp');
    expect(xrp?.network.memo).toEqual({
      label: 'tag',
      required: true,
      format: 'numeric',
      maxLength: 10,
    });
    const usdt = body.currencies.find((currency) => currency.code === 'usdttrc20');
    expect(usdt).toMatchObject({ ticker: 'USDT', usd: 1, network: { badge: 'TRC20' } });
    // Popular ones first.
    const firstPlain = body.currencies.findIndex((currency) => !currency.popular);
    expect(body.currencies.slice(firstPlain).every((currency) => !currency.popular)).toBe(true);
  });

  it('answers refreshed prices and their source', async () => {
    const source: PriceSource = {
      name: 'coingecko',
      fetchUsd: (tickers) =>
        Promise.resolve(new Map(tickers.filter((t) => t === 'BTC').map((t) => [t, 123_456]))),
    };
    const now = new Date('2026-11-22T03:00:00.000Z');
    expect(await refreshPrices({ db: database().db, source, now })).toEqual({
      status: 'updated',
      source: 'coingecko',
      count: 1,
    });
    const body = (await (await GET(request(), undefined)).json()) as CurrenciesResponse;
    expect(body.prices).toEqual({ source: 'coingecko', asOf: now.toISOString() });
    expect(body.currencies.find((currency) => currency.code === 'btc')?.usd).toBe(123_456);
    await database().prepare();
  });

  it('keeps the last prices when the source fails', async () => {
    const source: PriceSource = {
      name: 'coingecko',
      fetchUsd: () => Promise.reject(new Error('HTTP 503')),
    };
    const result = await refreshPrices({ db: database().db, source });
    expect(result).toMatchObject({ status: 'failed', source: 'coingecko' });
    expect(await refreshPrices({ db: database().db, source: null })).toEqual({
      status: 'skipped',
      reason: 'no_source',
    });
  });

  it('rate-limits one client', async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    const ip = uniqueIp();
    for (let i = 0; i < 120; i += 1) expect((await GET(request(ip), undefined)).status).toBe(200);
    const limited = await GET(request(ip), undefined);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});
