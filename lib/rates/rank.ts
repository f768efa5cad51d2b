import type { Offer, OfferFailure } from './contract';

// Offers are compared by what the visitor receives after every fee; equal amounts go to the
// better-rated provider.

export function compareOffers(a: Offer, b: Offer): number {
  const byAmount = Number(b.amountTo) - Number(a.amountTo);
  if (byAmount !== 0) return byAmount;
  return b.provider.rating - a.provider.rating;
}

export function rankOffers(offers: readonly Offer[]): Offer[] {
  return [...offers].sort(compareOffers);
}

/**
 * The widest range any provider accepts, in the currency sent: the lowest minimum and the highest
 * maximum (null when some provider names none, or when nobody said).
 */
export function offerLimits(
  offers: readonly Offer[],
  failures: readonly OfferFailure[],
): { min: string | null; max: string | null } {
  const mins = [...offers.map((o) => o.min), ...failures.map((f) => f.min)].filter(
    (value): value is string => value !== undefined && value !== null,
  );
  const maxes = [...offers.map((o) => o.max), ...failures.map((f) => f.max)];
  const min = mins.length ? mins.reduce((a, b) => (Number(b) < Number(a) ? b : a)) : null;
  const known = maxes.filter((value): value is string => typeof value === 'string');
  const unlimited = offers.some((o) => o.max === null);
  const max =
    unlimited || known.length === 0
      ? null
      : known.reduce((a, b) => (Number(b) > Number(a) ? b : a));
  return { min, max };
}
