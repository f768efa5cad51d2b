// The review form's field lengths (after trimming) and ratings: the contract (zod) enforces them,
// the form names them in its messages. Pure, so the form's first load needs no schema library.

export const REVIEW_LIMITS = {
  name: { min: 1, max: 60 },
  text: { min: 10, max: 2000 },
} as const;

/** Ratings as the form offers them, in ascending order (1 ★ … 5 ★), as a scale reads. */
export const RATING_CHOICES = [1, 2, 3, 4, 5] as const;

/** The fields a visitor fills in, in the order the form shows them. */
export const REVIEW_FIELDS = ['rating', 'name', 'text', 'swapId'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
