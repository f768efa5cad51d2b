import { count } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { getDb } from '@/lib/db/client';
import { fixedQuotes } from '@/lib/db/schema';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { breakers, offerCache } from '@/lib/rates/ask';
import { findFixedQuote } from '@/lib/rates/quote-store';
import {
  offerEventSchema,
  offersResponseSchema,
  type OfferEvent,
  type OffersResponse,
} from '@/lib/rates/contract';
import type * as OffersRoute from '@/app/api/v1/offers/route';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { SITE, uniqueIp } from '../helpers/requests';

type Route = typeof OffersRoute;

function get(query: string, accept = 'application/json'): Request {
  return new Request(`${SITE}/api/v1/offers?${query}`, {
    headers: { accept, [CLIENT_IP_HEADER]: uniqueIp() },
  });
}

async function lines(response: Response): Promise<OfferEvent[]> {
  const text = await response.text();
  return text
    .trim()
    .split('\n')
    .map((line) => offerEventSchema.parse(JSON.parse(line)));
}

describe.for(dbTargets())('GET /api/v1/offers on $name (sandbox)', (target) => {
  useTestDatabase(target);
  let GET: Route['GET'];

  beforeAll(async () => {
    ({ GET } = await importWithEnv(
      { SANDBOX_FAULTS: '' },
      () => import('@/app/api/v1/offers/route'),
    ));
  });

  beforeEach(() => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    setProvidersForTests(null);
    offerCache().clear();
    breakers().reset();
  });

  it('answers every sandbox provider’s offers for BTC → ETH, ranked by amount received', async () => {
    const response = await GET(get('from=btc&to=eth&amount=0.1'), undefined);
    expect(response.status).toBe(200);
    const body = offersResponseSchema.parse(await response.json());
    expect(body.sandbox).toBe(true);
    expect(body.offers.length).toBeGreaterThanOrEqual(6);
    expect(body.offers.every((offer) => offer.provider.sandbox)).toBe(true);
    const amounts = body.offers.map((offer) => Number(offer.amountTo));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(new Set(body.offers.map((offer) => offer.provider.id)).size).toBeGreaterThanOrEqual(3);
    expect(body.limits.min).not.toBeNull();
  });

  it('streams NDJSON: start, one event per provider and rate type, done with the best offer', async () => {
    const response = await GET(
      get('from=btc&to=eth&amount=0.1&rateType=fixed', 'application/x-ndjson'),
      undefined,
    );
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const events = await lines(response);
    expect(events[0]?.type).toBe('start');
    expect(events.at(-1)?.type).toBe('done');
    const offers = events.flatMap((event) => (event.type === 'offer' ? [event.offer] : []));
    expect(offers.length).toBe(3);
    // A fixed offer's rate id is stored, so a swap can be checked against it.
    const first = offers[0]!;
    expect(first.rateId).toBeTruthy();
    const stored = await findFixedQuote(first.provider.id, first.rateId!);
    expect(stored).toMatchObject({ amountTo: first.amountTo, from: 'btc', to: 'eth' });
  });

  it('reports providers below their minimum with the minimum, and the widest range', async () => {
    const response = await GET(get('from=btc&to=eth&amount=0.00001'), undefined);
    const body = (await response.json()) as OffersResponse;
    expect(body.offers).toEqual([]);
    expect(
      body.failures.every((failure) => failure.reason === 'amount_too_low' && failure.min),
    ).toBe(true);
    expect(Number(body.limits.min)).toBeGreaterThan(0.00001);
  });

  it('hands the same fixed quotes to a burst of identical requests, stored once', async () => {
    const db = await getDb();
    const [before] = await db.select({ rows: count() }).from(fixedQuotes);
    const ask = (amount: string) =>
      GET(get(`from=btc&to=eth&amount=${amount}&rateType=fixed`), undefined).then(
        async (response) => (await response.json()) as OffersResponse,
      );
    const answers = await Promise.all([ask('0.2'), ask('0.20'), ask('0.2')]);
    const rateIds = answers.map((body) => body.offers.map((offer) => offer.rateId).sort());
    expect(rateIds[0]).toHaveLength(3);
    expect(rateIds[1]).toEqual(rateIds[0]);
    expect(rateIds[2]).toEqual(rateIds[0]);
    const [after] = await db.select({ rows: count() }).from(fixedQuotes);
    expect(after!.rows - before!.rows).toBe(3);

    // A swap attempted with one of them takes it out of circulation: the next visitor gets a
    // fresh rate id from that provider, the others' stay.
    const first = answers[0]!.offers[0]!;
    expect(await findFixedQuote(first.provider.id, first.rateId!)).not.toBeNull();
    const next = await ask('0.2');
    const again = next.offers.find((offer) => offer.provider.id === first.provider.id);
    expect(again?.rateId).toBeTruthy();
    expect(again?.rateId).not.toBe(first.rateId);
    expect(next.offers.filter((offer) => rateIds[0]!.includes(offer.rateId))).toHaveLength(2);
  });

  it('refuses bad input with a 400 and a code', async () => {
    const cases: Array<[string, string]> = [
      ['from=btc&to=btc&amount=1', 'same_currency'],
      ['from=nope&to=eth&amount=1', 'unknown_currency'],
      ['from=btc&to=eth&amount=-1', 'validation_failed'],
      ['from=btc&to=eth&amount=1e5', 'validation_failed'],
      ['from=btc&to=eth', 'validation_failed'],
      ['from=btc&to=eth&amount=1&rateType=cheap', 'validation_failed'],
    ];
    for (const [query, code] of cases) {
      const response = await GET(get(query), undefined);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code, query).toBe(code);
    }
  });
});
