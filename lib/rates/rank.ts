import type { Offer, OfferFailure, OfferLimits } from './contract';

// Offers are compared by what the visitor receives after every fee. A reverse quote fixes what is
// received, so there the best offer is the one that asks the least to send. Equal amounts are
// ordered by what the visitor can check, never by the review-site rating the adapters carry
// (no measured rating backs it, so it neither shows nor ranks): a fixed rate before a floating
// one (the amount is guaranteed), then the shorter typical time, then the provider id, so that
// equal offers keep one order on every screen. Pure: the API ranks with these and the offers
// list in the browser too.

type Direction = 'direct' | 'reverse';

export function compareOffers(a: Offer, b: Offer, direction: Direction = 'direct'): number {
  const byAmount =
    direction === 'reverse'
      ? Number(a.amountFrom) - Number(b.amountFrom)
      : Number(b.amountTo) - Number(a.amountTo);
  if (byAmount !== 0) return byAmount;
  const byGuarantee = Number(b.rateType === 'fixed') - Number(a.rateType === 'fixed');
  if (byGuarantee !== 0) return byGuarantee;
  const byTime = a.provider.eta.max - b.provider.eta.max;
  if (byTime !== 0) return byTime;
  return a.provider.id < b.provider.id ? -1 : a.provider.id > b.provider.id ? 1 : 0;
}

export function rankOffers(offers: readonly Offer[], direction: Direction = 'direct'): Offer[] {
  return [...offers].sort((a, b) => compareOffers(a, b, direction));
}

/** The offer ranked first (the first of equals), or null when there is none. */
export function bestOffer(offers: readonly Offer[], direction: Direction = 'direct'): Offer | null {
  return rankOffers(offers, direction)[0] ?? null;
}

/**
 * The widest range any provider accepts, in the currency sent: the lowest minimum and the highest
 * maximum (null when some provider names none, or when nobody said).
 */
export function offerLimits(
  offers: readonly Offer[],
  failures: readonly OfferFailure[],
): OfferLimits {
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

export type LimitProblem = { kind: 'below' | 'above'; limit: string } | null;

/** Whether an amount (in the currency sent) is outside limits; a null limit is no limit. */
export function limitProblem(amount: string | null, limits: OfferLimits): LimitProblem {
  if (!amount) return null;
  if (limits.min !== null && Number(amount) < Number(limits.min)) {
    return { kind: 'below', limit: limits.min };
  }
  if (limits.max !== null && Number(amount) > Number(limits.max)) {
    return { kind: 'above', limit: limits.max };
  }
  return null;
}
