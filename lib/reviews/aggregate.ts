// The aggregate rating of the approved reviews: pure arithmetic on how many reviews gave each
// rating, so the page, the home page's summary and the JSON-LD all say the same.

export type Rating = 1 | 2 | 3 | 4 | 5;

/** Ratings from best to worst, the order the distribution is shown in. */
export const RATINGS_DESC: readonly Rating[] = [5, 4, 3, 2, 1];

export interface RatingAggregate {
  /** Approved reviews in all. */
  count: number;
  /** The mean rating, rounded to one decimal (4.7). */
  average: number;
  /** Per rating, best first: how many reviews gave it and their share in whole percent. */
  distribution: Array<{ rating: Rating; count: number; percent: number }>;
}

const isRating = (value: number): value is Rating =>
  Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * The aggregate of `counts` (rating → number of reviews), or null when there is no review: an
 * average of nothing is not shown as 0. Ratings outside 1-5 and non-positive counts are ignored.
 */
export function aggregateRatings(
  counts: ReadonlyArray<{ rating: number; count: number }>,
): RatingAggregate | null {
  const byRating = new Map<Rating, number>();
  for (const { rating, count } of counts) {
    if (!isRating(rating) || !Number.isSafeInteger(count) || count <= 0) continue;
    byRating.set(rating, (byRating.get(rating) ?? 0) + count);
  }
  let total = 0;
  let sum = 0;
  for (const [rating, count] of byRating) {
    total += count;
    sum += rating * count;
  }
  if (total === 0) return null;
  return {
    count: total,
    average: Math.round((sum / total) * 10) / 10,
    distribution: RATINGS_DESC.map((rating) => {
      const count = byRating.get(rating) ?? 0;
      return { rating, count, percent: Math.round((count / total) * 100) };
    }),
  };
}
