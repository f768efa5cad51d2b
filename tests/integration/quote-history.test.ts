import { asc, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { quoteObservations } from '@/lib/db/schema';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { breakers, offerCache } from '@/lib/rates/ask';
import { offersResponseSchema, type OffersResponse } from '@/lib/rates/contract';
import { clearHistoryReads, latestPairSnapshot } from '@/lib/rates/history-reads';
import {
  HISTORY_RETENTION_MS,
  historyIdle,
  purgeOldObservations,
  roundWriter,
} from '@/lib/rates/history';
import type * as OffersRoute from '@/app/api/v1/offers/route';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { SITE, uniqueIp } from '../helpers/requests';

// The quote history on both databases: the offers API records each round once it has answered,
// a page reads a pair's last round back, a failing write never fails the offers answer, and the
// housekeeping purge keeps 35 days.

type Route = typeof OffersRoute;

function get(query: string): Request {
  return new Request(`${SITE}/api/v1/offers?${query}`, {
    headers: { accept: 'application/json', [CLIENT_IP_HEADER]: uniqueIp() },
  });
}

describe.for(dbTargets())('quote history on $name (sandbox)', (target) => {
  const database = useTestDatabase(target);
  let GET: Route['GET'];

  const ask = async (query: string): Promise<OffersResponse> => {
    const response = await GET(get(query), undefined);
    expect(response.status).toBe(200);
    const body = offersResponseSchema.parse(await response.json());
    await historyIdle();
    return body;
  };
  const rows = () =>
    database().db.select().from(quoteObservations).orderBy(asc(quoteObservations.id));

  beforeAll(async () => {
    ({ GET } = await importWithEnv(
      { SANDBOX_FAULTS: '' },
      () => import('@/app/api/v1/offers/route'),
    ));
  });

  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    setProvidersForTests(null);
    resetSingletonsForTests(roundWriter);
    offerCache().clear();
    breakers().reset();
    clearHistoryReads();
    await database().db.delete(quoteObservations);
  });

  it('records one row per provider answer of a round, the best one marked, once', async () => {
    const body = await ask('from=btc&to=eth&amount=0.1');
    const recorded = await rows();
    expect(recorded).toHaveLength(body.offers.length + body.failures.length);
    expect(new Set(recorded.map((row) => row.roundId)).size).toBe(1);
    expect(recorded.every((row) => row.measured && row.sandbox)).toBe(true);
    expect(recorded.every((row) => Number.isInteger(row.answerMs) && row.answerMs! >= 0)).toBe(
      true,
    );
    const best = recorded.filter((row) => row.best);
    expect(best).toHaveLength(1);
    expect(best[0]).toMatchObject({
      provider: body.offers[0]!.provider.id,
      rateType: body.offers[0]!.rateType,
      amountTo: body.offers[0]!.amountTo,
      fromCode: 'btc',
      toCode: 'eth',
      direction: 'direct',
      outcome: 'offer',
    });
    // The seed has reference prices for both: every offer has a spread, a small positive one.
    const offers = recorded.filter((row) => row.outcome === 'offer');
    expect(offers.every((row) => row.spread !== null && Math.abs(Number(row.spread)) < 0.2)).toBe(
      true,
    );

    // The same question again is answered from the offers cache: recorded, but not measured.
    await ask('from=btc&to=eth&amount=0.1');
    const again = (await rows()).slice(recorded.length);
    expect(again).toHaveLength(recorded.length);
    expect(again.every((row) => !row.measured && row.answerMs === null)).toBe(true);
  });

  it('reads a pair’s latest round back, best first, with its limits', async () => {
    expect(await latestPairSnapshot('btc', 'eth')).toBeNull();
    const body = await ask('from=btc&to=eth&amount=0.1');
    // The empty answer above is cached for a minute: a page render costs one query at most.
    expect(await latestPairSnapshot('btc', 'eth')).toBeNull();
    clearHistoryReads();
    const snapshot = await latestPairSnapshot('btc', 'eth');
    expect(snapshot).toMatchObject({
      from: 'btc',
      to: 'eth',
      amountFrom: '0.1',
      sandbox: true,
      min: body.limits.min,
      max: body.limits.max,
    });
    expect(
      snapshot!.offers.map((offer) => [offer.provider, offer.rateType, offer.amountTo]),
    ).toEqual(body.offers.map((offer) => [offer.provider.id, offer.rateType, offer.amountTo]));
    expect(snapshot!.offers[0]).toMatchObject({
      providerName: body.offers[0]!.provider.name,
      rate: body.offers[0]!.rate,
      sandbox: true,
    });
    expect(Date.parse(snapshot!.observedAt)).not.toBeNaN();
    expect(await latestPairSnapshot('eth', 'btc')).toBeNull();

    // Older than the age asked for: none.
    await database()
      .db.update(quoteObservations)
      .set({ observedAt: sql`${quoteObservations.observedAt} - interval '2 hours'` });
    clearHistoryReads();
    expect(await latestPairSnapshot('btc', 'eth', 60 * 60_000)).toBeNull();
    expect(await latestPairSnapshot('btc', 'eth')).not.toBeNull();
  });

  it('takes the newest round, and only one asked with an amount sent', async () => {
    await ask('from=btc&to=eth&amount=0.1');
    await ask('from=btc&to=eth&amount=0.2');
    await ask('from=btc&to=eth&amount=3&direction=reverse');
    clearHistoryReads();
    expect((await latestPairSnapshot('btc', 'eth'))?.amountFrom).toBe('0.2');
  });

  it('answers the offers even when the history cannot be written', async () => {
    await database().db.execute(
      sql`alter table quote_observations rename to quote_observations_away`,
    );
    try {
      const body = await ask('from=btc&to=eth&amount=0.1');
      expect(body.offers.length).toBeGreaterThan(0);
    } finally {
      await database().db.execute(
        sql`alter table quote_observations_away rename to quote_observations`,
      );
    }
    expect(await rows()).toHaveLength(0);
  });

  it('purges observations older than 35 days', async () => {
    await ask('from=btc&to=eth&amount=0.1');
    const now = Date.now();
    const recorded = await rows();
    const [old, kept] = recorded;
    await database()
      .db.update(quoteObservations)
      .set({ observedAt: new Date(now - HISTORY_RETENTION_MS - 60_000) })
      .where(sql`${quoteObservations.id} = ${old!.id}`);
    await database()
      .db.update(quoteObservations)
      .set({ observedAt: new Date(now - HISTORY_RETENTION_MS + 60_000) })
      .where(sql`${quoteObservations.id} = ${kept!.id}`);
    await purgeOldObservations(now);
    const left = (await rows()).map((row) => row.id);
    expect(left).not.toContain(old!.id);
    expect(left).toContain(kept!.id);
    expect(left).toHaveLength(recorded.length - 1);
  });
});
