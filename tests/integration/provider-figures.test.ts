import { describe, expect, it, beforeAll } from 'vitest';
import { quoteObservations } from '@/lib/db/schema';
import { loadProviderFigures } from '@/lib/rates/provider-figures';
import { dbTargets, useTestDatabase } from '../helpers/db';

// The providers' measured figures from seeded observations, with known medians, on both
// databases (percentile_cont and FILTER on PGlite and PostgreSQL): the windows end at an injected
// `now`, cached or joined answers never count, rows older than 30 days or after `now` neither.

const NOW = Date.parse('2026-06-30T12:00:00Z');
const DAY = 24 * 60 * 60_000;

type Row = typeof quoteObservations.$inferInsert;

function row(
  provider: string,
  daysAgo: number,
  roundId: string,
  fields: Partial<Row> & Pick<Row, 'outcome'>,
): Row {
  return {
    roundId,
    observedAt: new Date(NOW - daysAgo * DAY),
    provider,
    sandbox: true,
    rateType: 'floating',
    fromCode: 'btc',
    toCode: 'eth',
    direction: 'direct',
    amountFrom: '0.1',
    amountTo: fields.outcome === 'offer' ? '2' : null,
    measured: true,
    best: false,
    ...fields,
  };
}

const seed: Row[] = [
  // In the last 7 days.
  row('p-a', 1, 'r1', { outcome: 'offer', answerMs: 100, best: true, spread: '0.01' }),
  row('p-a', 1, 'r1', { outcome: 'pair_unavailable', rateType: 'fixed', answerMs: 200 }),
  row('p-a', 2, 'r2', { outcome: 'offer', answerMs: 300, spread: '0.03' }),
  row('p-a', 3, 'r3', { outcome: 'timeout', answerMs: 5000 }),
  row('p-a', 4, 'r4', { outcome: 'amount_too_low', answerMs: 200 }),
  // Served from the cache: shown, never measured again.
  row('p-a', 1, 'r5', {
    outcome: 'offer',
    measured: false,
    answerMs: null,
    best: true,
    spread: '0.5',
  }),
  // 8 to 30 days ago.
  row('p-a', 10, 'r6', { outcome: 'offer', answerMs: 1000, best: true, spread: '0.05' }),
  row('p-a', 29, 'r7', { outcome: 'offer', answerMs: 1200, best: true, spread: '0.07' }),
  // Outside both windows: before 30 days, after now.
  row('p-a', 31, 'r8', { outcome: 'offer', answerMs: 9, best: true, spread: '0.9' }),
  row('p-a', -1, 'r9', { outcome: 'offer', answerMs: 9, best: true, spread: '0.9' }),
  // Another provider, only 20 days ago, and no reference price then.
  row('p-b', 20, 'r6', { outcome: 'offer', answerMs: 50, spread: null }),
];

describe.for(dbTargets())('provider figures on $name', (target) => {
  const database = useTestDatabase(target);

  beforeAll(async () => {
    await database().db.insert(quoteObservations).values(seed);
  });

  it('computes the 7-day window from measured answers only', async () => {
    const figures = await loadProviderFigures(NOW);
    expect(figures.get('p-a')?.[7]).toEqual({
      asked: 5,
      answerRate: 0.8,
      medianAnswerMs: 200,
      rounds: 4,
      bestShare: 0.25,
      spreadSamples: 2,
      medianSpread: expect.closeTo(0.02, 10),
    });
  });

  it('computes the 30-day window, medians interpolated between the two middle values', async () => {
    const figures = await loadProviderFigures(NOW);
    const long = figures.get('p-a')?.[30];
    expect(long).toMatchObject({
      asked: 7,
      medianAnswerMs: 250,
      rounds: 6,
      bestShare: 0.5,
      spreadSamples: 4,
    });
    expect(long?.answerRate).toBeCloseTo(6 / 7, 10);
    expect(long?.medianSpread).toBeCloseTo(0.04, 10);
  });

  it('leaves a window without measurements empty, and a provider never asked out', async () => {
    const figures = await loadProviderFigures(NOW);
    expect(figures.get('p-b')?.[7]).toEqual({
      asked: 0,
      answerRate: null,
      medianAnswerMs: null,
      rounds: 0,
      bestShare: null,
      spreadSamples: 0,
      medianSpread: null,
    });
    expect(figures.get('p-b')?.[30]).toMatchObject({
      asked: 1,
      answerRate: 1,
      medianAnswerMs: 50,
      bestShare: 0,
      spreadSamples: 0,
      medianSpread: null,
    });
    expect(figures.has('p-c')).toBe(false);
    // Moving `now` moves the windows: 25 days later the 30 days hold the first week's five
    // measured rows (four rounds) and the one that was in the future.
    const later = await loadProviderFigures(NOW + 25 * DAY);
    expect(later.get('p-a')?.[30]).toMatchObject({ asked: 6, rounds: 5 });
    expect(later.get('p-a')?.[7]).toMatchObject({ asked: 0 });
  });
});
