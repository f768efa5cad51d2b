import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { clearCatalogueCache, getReferencePrices } from '@/lib/catalogue';
import { comparison } from '@/lib/pages/data/compare-data';
import { quoteObservations } from '@/lib/db/schema';
import { multiplyDecimal } from '@/lib/decimal';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { breakers, offerCache } from '@/lib/rates/ask';
import { offersResponseSchema } from '@/lib/rates/contract';
import { clearHistoryReads } from '@/lib/rates/history-reads';
import { historyIdle, roundWriter } from '@/lib/rates/history';
import { medianDecimal, payoutFeesSeen } from '@/lib/rates/payout-fees';
import type * as OffersRoute from '@/app/api/v1/offers/route';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { lister } from '../helpers/listing-fakes';
import { SITE, uniqueIp } from '../helpers/requests';

// The compare page's offer facts on both databases: the network fee recorded offers charged to
// pay a coin out (the newest round that named one, its median, how many offers, when), what the
// offers API records for it, and the swap time the listing providers state. Nothing recorded:
// nothing shown, never a made-up figure.

const HOUR = 60 * 60_000;

describe('medianDecimal', () => {
  it('takes the middle value, or the mean of the middle two, exactly', () => {
    expect(medianDecimal([])).toBeNull();
    expect(medianDecimal(['0.3', '0.1', '0.2'])).toBe('0.2');
    expect(medianDecimal(['0.000000000000000001', '0.000000000000000002'])).toBe(
      '0.0000000000000000015',
    );
    expect(medianDecimal(['4', '1', '3', '2'])).toBe('2.5');
  });
});

describe.for(dbTargets())('compare offer facts on $name', (target) => {
  const database = useTestDatabase(target);
  let GET: (typeof OffersRoute)['GET'];

  /** The time every round's age counts back from, fixed for a whole test. */
  let now = Date.now();
  const observedAt = (ageMs: number) => new Date(now - ageMs);

  /** One recorded round paying out `to`, its offers naming these fees (null: named none). */
  const round = async (to: string, ageMs: number, fees: Array<string | null>, sandbox = false) => {
    const common = {
      roundId: randomUUID(),
      observedAt: observedAt(ageMs),
      sandbox,
      rateType: 'floating',
      fromCode: 'btc',
      toCode: to,
      direction: 'direct',
      measured: true,
      best: false,
    };
    await database()
      .db.insert(quoteObservations)
      .values([
        ...fees.map((networkFee, index) => ({
          ...common,
          provider: `p${index}`,
          outcome: 'offer',
          amountFrom: '0.1',
          amountTo: '2',
          rate: '20',
          networkFee,
        })),
        // A refusal in the same round names no fee and counts for nothing.
        { ...common, provider: 'refuser', outcome: 'amount_too_low' },
      ]);
  };

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
    now = Date.now();
  });

  it('reads the newest round whose offers named a fee: median, offers, date', async () => {
    expect(await payoutFeesSeen('eth')).toBeNull();
    await round('eth', 3 * HOUR, ['0.01', '0.02']);
    await round('eth', 2 * HOUR, ['0.004', '0.001', null, '0.002']);
    // Newer, but no offer named its fee: it says nothing about the fee.
    await round('eth', 1 * HOUR, [null, null]);
    await round('ltc', 0, ['0.0001'], true);
    clearHistoryReads();
    const fees = await payoutFeesSeen('eth');
    expect(fees).toMatchObject({ median: '0.002', offers: 3, sandbox: false });
    // The round of two hours ago: the newest one whose offers named a fee.
    expect(Date.parse(fees!.observedAt)).toBe(observedAt(2 * HOUR).getTime());
    expect(await payoutFeesSeen('ltc')).toMatchObject({
      median: '0.0001',
      offers: 1,
      sandbox: true,
    });
    // Only within the window asked for (7 days by default).
    expect(await payoutFeesSeen('eth', HOUR)).toBeNull();
    await database().db.delete(quoteObservations);
    await round('eth', 8 * 24 * HOUR, ['0.003']);
    clearHistoryReads();
    expect(await payoutFeesSeen('eth')).toBeNull();
  });

  it('the offers API records each offer’s network fee, and the comparison shows its median', async () => {
    const response = await GET(
      new Request(`${SITE}/api/v1/offers?from=btc&to=eth&amount=0.1`, {
        headers: { accept: 'application/json', [CLIENT_IP_HEADER]: uniqueIp() },
      }),
      undefined,
    );
    const body = offersResponseSchema.parse(await response.json());
    await historyIdle();
    const named = body.offers.flatMap((offer) => (offer.networkFee ? [offer.networkFee] : []));
    // The sandbox providers name their fee, as ChangeNOW and LetsExchange do.
    expect(named.length).toBeGreaterThan(0);
    const recorded = await database().db.select().from(quoteObservations);
    expect(recorded.filter((row) => row.networkFee !== null).map((row) => row.networkFee)).toEqual(
      expect.arrayContaining(named),
    );

    clearHistoryReads();
    const data = await comparison('eth', 'btc');
    const eth = data!.pair.a === 'eth' ? data!.a : data!.b;
    const btc = data!.pair.a === 'btc' ? data!.a : data!.b;
    const price = (await getReferencePrices()).get('ETH')!;
    expect(eth.fees).toEqual({
      kind: 'seen',
      median: medianDecimal(named),
      offers: named.length,
      observedAt: expect.any(String),
      sandbox: true,
      usd: multiplyDecimal(medianDecimal(named)!, String(price.usd)),
    });
    // Nothing paid BTC out: said so, no figure.
    expect(btc.fees).toEqual({ kind: 'none' });
  });

  it('states the swap time of the providers that list each coin, none when nobody does', async () => {
    const slow = lister('slow', ['btc', 'eth']);
    setProvidersForTests([
      lister('fast', ['btc']),
      { ...slow, info: { ...slow.info, eta: { min: 10, max: 60 } } },
    ]);
    const data = await comparison('btc', 'xmr');
    expect(data!.pair).toEqual({ a: 'btc', b: 'xmr' });
    expect(data!.a.eta).toEqual({ min: 5, max: 60 });
    expect(data!.b.eta).toBeNull();
    expect(data!.b.providers).toEqual([]);
  });
});
