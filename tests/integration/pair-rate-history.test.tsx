import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { quoteObservations } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { setSingletonForTests, resetSingletonsForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { breakers, offerCache } from '@/lib/rates/ask';
import { clearHistoryReads, latestPairSnapshot } from '@/lib/rates/history-reads';
import { historyIdle, roundWriter } from '@/lib/rates/history';
import { loadPairRateHistory, pairRateHistory } from '@/lib/rates/pair-history';
import { loadProviderDailyFigures } from '@/lib/rates/provider-daily';
import { PairRates } from '@/components/catalogue/pairs/pair-rates';
import type * as OffersRoute from '@/app/api/v1/offers/route';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { SITE, uniqueIp } from '../helpers/requests';

// The charts' reads of the quote history, on both databases: a pair's best rate per round
// (hourly, direct rounds only, 7 days), the providers' figures per UTC day, and the pair page's
// rates section rendered after a sandbox offers round: an SVG with its accessible summary.

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({
      locale,
      namespace,
      messages: JSON.parse(
        readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
      ) as Record<string, unknown>,
    }),
}));

const NOW = Date.parse('2026-06-30T12:00:00Z');
const HOUR = 3_600_000;
type Row = typeof quoteObservations.$inferInsert;

function row(hoursAgo: number, roundId: string, fields: Partial<Row> = {}): Row {
  return {
    roundId,
    observedAt: new Date(NOW - hoursAgo * HOUR),
    provider: 'p-a',
    sandbox: true,
    rateType: 'floating',
    fromCode: 'btc',
    toCode: 'eth',
    direction: 'direct',
    amountFrom: '0.1',
    amountTo: '4',
    rate: '40',
    outcome: 'offer',
    measured: true,
    best: true,
    answerMs: 100,
    ...fields,
  };
}

describe.for(dbTargets())('chart reads of the quote history on $name', (target) => {
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
    clearHistoryReads();
    await database().db.delete(quoteObservations);
  });

  it('keeps the best offer of each direct round, the last one of each hour, for 7 days', async () => {
    await database()
      .db.insert(quoteObservations)
      .values([
        row(1.5, 'r1', { rate: '41' }),
        row(1.5, 'r1', { provider: 'p-b', rate: '39', best: false }),
        // The same hour (10 minutes later): the later round stands for it.
        row(1.4, 'r2', { rate: '42' }),
        row(30, 'r3', { rate: '38' }),
        // Left out: a reverse round, a failure, another pair, older than 7 days, after now.
        row(3, 'r4', { direction: 'reverse', rate: '50' }),
        row(4, 'r5', { outcome: 'timeout', rate: null, amountTo: null }),
        row(5, 'r6', { toCode: 'usdttrc20', rate: '100000' }),
        row(8 * 24, 'r7', { rate: '30' }),
        row(-1, 'r8', { rate: '60' }),
      ]);
    const points = await loadPairRateHistory('btc', 'eth', NOW);
    expect(points.map((point) => point.rate)).toEqual(['38', '42']);
    expect(points[1]).toEqual({ at: NOW - 1.4 * HOUR, rate: '42', sandbox: true });
  });

  it('computes each provider’s figures per UTC day', async () => {
    await database()
      .db.insert(quoteObservations)
      .values([
        row(1, 'd1', { answerMs: 100, spread: '0.01' }),
        row(2, 'd2', { outcome: 'timeout', best: false, rate: null, amountTo: null }),
        row(25, 'd3', { answerMs: 300, best: false, spread: '0.03' }),
        row(31 * 24, 'd4'),
      ]);
    const daily = await loadProviderDailyFigures(NOW);
    const days = daily.get('p-a')!;
    expect(days.map((day) => new Date(day.day).toISOString().slice(0, 10))).toEqual([
      '2026-06-29',
      '2026-06-30',
    ]);
    expect(days[0]).toMatchObject({ asked: 1, answerRate: 1, bestShare: 0, medianAnswerMs: 300 });
    expect(days[1]).toMatchObject({ asked: 2, answerRate: 0.5, bestShare: 0.5 });
    expect(days[1]!.medianSpread).toBeCloseTo(0.01, 10);
  });

  it('charts the rate of a sandbox offers round in the pair page’s HTML', async () => {
    const response = await GET(
      new Request(`${SITE}/api/v1/offers?from=btc&to=eth&amount=0.1`, {
        headers: { accept: 'application/json', [CLIENT_IP_HEADER]: uniqueIp() },
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    await historyIdle();
    clearHistoryReads();
    const rates = await pairRateHistory('btc', 'eth');
    expect(rates).toHaveLength(1);
    expect(rates[0]!.sandbox).toBe(true);
    const snapshot = await latestPairSnapshot('btc', 'eth');
    // PairRates renders the chart kit's async component: a streamed render awaits it.
    const stream = await renderToReadableStream(
      await PairRates({
        locale: 'en',
        figures: { snapshot, reference: null, amount: '0.1' },
        rates,
        names: { from: 'BTC', to: 'ETH' },
      }),
    );
    await stream.allReady;
    const html = (await new Response(stream).text()).replace(/<!-- -->/g, '');
    expect(html).toContain('<svg');
    expect(html).toMatch(/role="img" aria-label="Best offer for 1 BTC in ETH, last 7 days"/);
    expect(html).toMatch(
      /1 comparison of offers from .+ UTC: the best offer for 1 BTC was between/,
    );
    expect(html).toContain('Simulated');
    expect(html).toMatch(
      /Latest comparison, on .+: \d+ offers for 0\.1 BTC; the best, from Sandbox \w+ \(sandbox\): 1 BTC = [\d.]+ ETH\./,
    );
  });
});
