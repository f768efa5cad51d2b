import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { clearCatalogueCache } from '@/lib/catalogue';
import { crossChainDetail } from '@/lib/pages/data/cross-chain-data';
import { pairView } from '@/lib/pages/data/pair-data';
import { quoteObservations } from '@/lib/db/schema';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { breakers, offerCache } from '@/lib/rates/ask';
import { offersResponseSchema } from '@/lib/rates/contract';
import { clearHistoryReads } from '@/lib/rates/history-reads';
import { historyIdle, roundWriter } from '@/lib/rates/history';
import type * as OffersRoute from '@/app/api/v1/offers/route';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { SITE, uniqueIp } from '../helpers/requests';

// A cross-chain pair page's first figures on both databases: the exchange-pair page's own (the
// reference estimate before any round, the last offers round after one), and the amount its
// embedded live offers start from.

describe.for(dbTargets())('cross-chain pair figures on $name', (target) => {
  const database = useTestDatabase(target);
  let GET: (typeof OffersRoute)['GET'];

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
    clearCatalogueCache();
    clearHistoryReads();
    await database().db.delete(quoteObservations);
  });

  it('starts from the reference estimate, then shows the last offers round of the move', async () => {
    const before = await crossChainDetail('usdttrc20', 'usdterc20');
    expect(before?.figures.snapshot).toBeNull();
    // One asset on both sides: the reference rate is 1.
    expect(Number(before?.figures.reference?.rate)).toBe(1);
    expect(Number(before?.figures.amount)).toBeGreaterThan(0);

    const response = await GET(
      new Request(`${SITE}/api/v1/offers?from=usdttrc20&to=usdterc20&amount=250`, {
        headers: { accept: 'application/json', [CLIENT_IP_HEADER]: uniqueIp() },
      }),
      undefined,
    );
    const body = offersResponseSchema.parse(await response.json());
    expect(body.offers.length).toBeGreaterThan(0);
    await historyIdle();
    clearHistoryReads();

    const after = await crossChainDetail('usdttrc20', 'usdterc20');
    expect(after?.figures.amount).toBe('250');
    expect(after?.figures.snapshot?.offers.map((offer) => offer.amountTo)).toEqual(
      body.offers.map((offer) => offer.amountTo),
    );
    // The same figures as the exchange-pair page of the two currencies.
    const view = await pairView('usdttrc20', 'usdterc20');
    expect(after?.figures).toEqual({
      reference: view?.reference,
      snapshot: view?.snapshot,
      amount: view?.amount,
    });
  });
});
