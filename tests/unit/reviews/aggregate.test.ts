import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateRatings } from '@/lib/reviews/aggregate';

// The aggregate rating the page, the home page's summary and the JSON-LD show.

describe('aggregateRatings', () => {
  it('is null without reviews: an average of nothing is not 0', () => {
    expect(aggregateRatings([])).toBeNull();
    expect(aggregateRatings([{ rating: 5, count: 0 }])).toBeNull();
  });

  it('counts, averages to one decimal and shares each rating, best first', () => {
    const aggregate = aggregateRatings([
      { rating: 5, count: 7 },
      { rating: 4, count: 2 },
      { rating: 1, count: 1 },
    ]);
    expect(aggregate).toEqual({
      count: 10,
      // (35 + 8 + 1) / 10
      average: 4.4,
      distribution: [
        { rating: 5, count: 7, percent: 70 },
        { rating: 4, count: 2, percent: 20 },
        { rating: 3, count: 0, percent: 0 },
        { rating: 2, count: 0, percent: 0 },
        { rating: 1, count: 1, percent: 10 },
      ],
    });
  });

  it('rounds the average half up at the first decimal', () => {
    // 4.65 exactly: (5 * 13 + 4 * 7) / 20
    expect(
      aggregateRatings([
        { rating: 5, count: 13 },
        { rating: 4, count: 7 },
      ])?.average,
    ).toBe(4.7);
    // Two reviews of 1 star and one of 4: 2.0
    expect(
      aggregateRatings([
        { rating: 1, count: 2 },
        { rating: 4, count: 1 },
      ])?.average,
    ).toBe(2);
  });

  it('adds up rows of the same rating and ignores what is not a rating or a count', () => {
    expect(
      aggregateRatings([
        { rating: 3, count: 1 },
        { rating: 3, count: 2 },
        { rating: 6, count: 9 },
        { rating: 0, count: 9 },
        { rating: 2.5, count: 9 },
        { rating: 4, count: -1 },
      ]),
    ).toMatchObject({ count: 3, average: 3 });
  });

  it('keeps the average between 1 and 5 and the counts whole, for any reviews', () => {
    const rows = fc.array(
      fc.record({
        rating: fc.integer({ min: 1, max: 5 }),
        count: fc.integer({ min: 0, max: 1e6 }),
      }),
    );
    fc.assert(
      fc.property(rows, (input) => {
        const aggregate = aggregateRatings(input);
        const total = input.reduce((sum, row) => sum + row.count, 0);
        if (total === 0) return aggregate === null;
        if (!aggregate) return false;
        const counted = aggregate.distribution.reduce((sum, row) => sum + row.count, 0);
        return (
          aggregate.count === total &&
          counted === total &&
          aggregate.average >= 1 &&
          aggregate.average <= 5 &&
          aggregate.distribution.every((row) => row.percent >= 0 && row.percent <= 100)
        );
      }),
    );
  });
});
