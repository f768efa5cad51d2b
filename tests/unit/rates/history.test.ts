import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderError } from '@/lib/providers/kit/errors';
import { collectOffers, runOffers } from '@/lib/rates/offers';
import { historyIdle, observationRows, spreadAgainstReference } from '@/lib/rates/history';
import type { ReferencePrice } from '@/lib/catalogue/types';
import {
  answers,
  deferred,
  fakeProvider,
  never,
  plan,
  recordedRounds,
  resetOffersState,
} from './fakes';

vi.mock('@/lib/catalogue', () => import('./module-mocks').then((m) => m.catalogue()));
vi.mock('@/lib/rates/quote-store', () => import('./module-mocks').then((m) => m.quoteStore()));

// What the offers engine hands to the quote history: which answers are new measurements, and
// their answer times on an injected monotonic clock (no wall-clock bounds).

beforeEach(() => {
  resetOffersState();
});

/** A clock the test moves by hand. */
function manualClock(start = 1_000) {
  let now = start;
  return { clock: () => now, advance: (ms: number) => (now += ms) };
}

const summary = () =>
  recordedRounds.map((round) =>
    round.answers.map(({ event, measured, answerMs }) => ({
      provider: event.type === 'offer' ? event.offer.provider.id : event.failure.provider.id,
      outcome: event.type === 'offer' ? 'offer' : event.failure.reason,
      measured,
      answerMs,
    })),
  );

describe('offers rounds in the quote history', () => {
  it('times each new answer on the injected clock, once the round is over', async () => {
    const { clock, advance } = manualClock();
    const slow = deferred<string>();
    const round = collectOffers(
      plan([fakeProvider('a', answers('2')), fakeProvider('b', () => slow.promise)]),
      undefined,
      { clock },
    );
    await new Promise((resolve) => setImmediate(resolve));
    // The round is still running: nothing is recorded before it ends.
    expect(recordedRounds).toHaveLength(0);
    advance(250);
    slow.resolve('3');
    await round;
    await historyIdle();
    expect(summary()).toEqual([
      [
        { provider: 'sandbox-a', outcome: 'offer', measured: true, answerMs: 0 },
        { provider: 'sandbox-b', outcome: 'offer', measured: true, answerMs: 250 },
      ],
    ]);
    expect(recordedRounds[0]?.best?.provider.id).toBe('sandbox-b');
  });

  it('does not count an answer served from the offers cache as a new measurement', async () => {
    const provider = fakeProvider('a', answers('2'));
    await collectOffers(plan([provider]));
    await collectOffers(plan([provider]));
    await historyIdle();
    expect(provider.quotes).toHaveLength(1);
    expect(summary().map((round) => round[0]?.measured)).toEqual([true, false]);
    expect(summary()[1]?.[0]?.answerMs).toBeNull();
  });

  it('counts a shared call once: the round that started it measures it', async () => {
    const answer = deferred<string>();
    const provider = fakeProvider('a', () => answer.promise);
    const first = collectOffers(plan([provider]));
    const second = collectOffers(plan([provider]));
    answer.resolve('2');
    await Promise.all([first, second]);
    await historyIdle();
    expect(provider.quotes).toHaveLength(1);
    expect(
      summary()
        .flat()
        .map((row) => row.measured)
        .sort(),
    ).toEqual([false, true]);
  });

  it('measures a timeout of its own call, and a refusal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { clock, advance } = manualClock();
      const refused = fakeProvider('c', async () => {
        throw new ProviderError('sandbox-c', 'amount_too_low', 'below', { min: '0.5' });
      });
      const round = collectOffers(plan([fakeProvider('hang', never), refused]), undefined, {
        providerTimeoutMs: 400,
        deadlineMs: 5_000,
        clock,
      });
      // Once both providers have been asked.
      await new Promise((resolve) => setImmediate(resolve));
      advance(400);
      await vi.advanceTimersByTimeAsync(400);
      await round;
      await historyIdle();
      expect(summary()[0]).toEqual(
        expect.arrayContaining([
          { provider: 'sandbox-hang', outcome: 'timeout', measured: true, answerMs: 400 },
          expect.objectContaining({
            provider: 'sandbox-c',
            outcome: 'amount_too_low',
            measured: true,
          }),
        ]),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not record a round the visitor left', async () => {
    const leaving = new AbortController();
    const stream = runOffers(plan([fakeProvider('hang', never)]), leaving.signal, {
      providerTimeoutMs: 10_000,
      deadlineMs: 10_000,
    });
    const events: string[] = [];
    const reading = (async () => {
      for await (const event of stream) events.push(event.type);
    })();
    await new Promise((resolve) => setImmediate(resolve));
    leaving.abort();
    await reading;
    await historyIdle();
    expect(events).toEqual(['start', 'failure', 'done']);
    expect(recordedRounds).toHaveLength(0);
  });

  it('does not fail the offers answer when the history write fails', async () => {
    const { roundWriter } = await import('@/lib/rates/history');
    const { setSingletonForTests } = await import('@/lib/process-singleton.mjs');
    setSingletonForTests(roundWriter, async () => {
      throw new Error('database down');
    });
    const result = await collectOffers(plan([fakeProvider('a', answers('2'))]));
    await historyIdle();
    expect(result.offers.map((offer) => offer.amountTo)).toEqual(['2']);
  });
});

describe('observation rows', () => {
  const price = (ticker: string, usd: number): [string, ReferencePrice] => [
    ticker,
    { ticker, usd, source: 'snapshot', asOf: '2026-01-01T00:00:00Z' },
  ];

  it('computes the spread against the reference prices, null without them', () => {
    // 1 BTC = 60 000 USD, 1 ETH = 3 000 USD: 0.1 BTC is worth 2 ETH; 1.9 received is 5 % less.
    expect(spreadAgainstReference('0.1', '1.9', 60_000, 3_000)).toBe('0.05');
    expect(spreadAgainstReference('0.1', '2.1', 60_000, 3_000)).toBe('-0.05');
    expect(spreadAgainstReference('0.1', '1.9', undefined, 3_000)).toBeNull();
    expect(spreadAgainstReference('0.1', '1.9', 60_000, 0)).toBeNull();
  });

  it('writes one row per answer, the best one marked, failures with the amount asked', async () => {
    await collectOffers(
      plan([
        fakeProvider('a', answers('1.9')),
        fakeProvider('b', answers('1.95')),
        fakeProvider('c', async () => {
          throw new ProviderError('sandbox-c', 'pair_unavailable', 'no');
        }),
      ]),
    );
    await historyIdle();
    const round = recordedRounds[0];
    if (!round) throw new Error('no round recorded');
    const rows = observationRows(round, new Map([price('BTC', 60_000), price('ETH', 3_000)]));
    const byProvider = Object.fromEntries(rows.map((row) => [row.provider, row]));
    expect(new Set(rows.map((row) => row.roundId)).size).toBe(1);
    expect(byProvider['sandbox-a']).toMatchObject({
      outcome: 'offer',
      best: false,
      amountFrom: '0.1',
      amountTo: '1.9',
      spread: '0.05',
      fromCode: 'btc',
      toCode: 'eth',
      direction: 'direct',
      sandbox: true,
      rateType: 'floating',
    });
    expect(byProvider['sandbox-b']).toMatchObject({ best: true, spread: '0.025' });
    expect(byProvider['sandbox-c']).toMatchObject({
      outcome: 'pair_unavailable',
      amountFrom: '0.1',
      amountTo: null,
      spread: null,
      best: false,
    });
  });
});
