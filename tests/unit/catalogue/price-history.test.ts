import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { change24h, chartPoints } = await import('@/lib/catalogue/prices/history');

const HOUR = 3_600_000;

describe('change24h', () => {
  it('measures against the last point at least 24 hours before the latest', () => {
    const change = change24h([
      { at: 0, usd: 90 },
      { at: 1 * HOUR, usd: 100 },
      { at: 10 * HOUR, usd: 120 },
      { at: 25 * HOUR, usd: 110 },
    ]);
    expect(change?.from).toEqual({ at: HOUR, usd: 100 });
    expect(change?.fraction).toBe('0.1');
  });

  it('answers a fall as a negative fraction', () => {
    expect(
      change24h([
        { at: 0, usd: 200 },
        { at: 24 * HOUR, usd: 150 },
      ])?.fraction,
    ).toBe('-0.25');
  });

  it('answers null when the history is shorter than a day or has a gap there', () => {
    expect(change24h([])).toBeNull();
    expect(
      change24h([
        { at: 0, usd: 1 },
        { at: 23 * HOUR, usd: 2 },
      ]),
    ).toBeNull();
    // The only older point is 26 h old: more than the tolerance off a day.
    expect(
      change24h([
        { at: 0, usd: 1 },
        { at: 20 * HOUR, usd: 1.5 },
        { at: 26 * HOUR, usd: 2 },
      ]),
    ).toBeNull();
  });
});

describe('chartPoints', () => {
  it('keeps the last point of each hour, oldest first', () => {
    expect(
      chartPoints([
        { at: 10, usd: 1 },
        { at: 20, usd: 2 },
        { at: HOUR + 5, usd: 3 },
        { at: 2 * HOUR, usd: 4 },
      ]),
    ).toEqual([
      { at: 20, usd: 2 },
      { at: HOUR + 5, usd: 3 },
      { at: 2 * HOUR, usd: 4 },
    ]);
  });
});
