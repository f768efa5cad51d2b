import type {
  Offer,
  OfferEvent,
  OfferFailure,
  OfferLimits,
  OfferProvider,
} from '@/lib/rates/contract';
import { compareOffers, offerLimits, type LimitProblem } from '@/lib/rates/rank';
import type { QuoteDirection } from '../types';

// The offers list as it builds up from the streamed events of one request.

export interface OffersState {
  phase: 'idle' | 'loading' | 'done' | 'error';
  /** The side the amount asked names: reverse offers all get it, and differ in what they take. */
  direction: QuoteDirection;
  sandbox: boolean;
  providers: OfferProvider[];
  offers: Offer[];
  failures: OfferFailure[];
  limits: OfferLimits;
  /**
   * Why the request itself failed: the API's code (e.g. 400 same_currency) or the client's
   * ('network', 'timeout', 'bad_response').
   */
  error: string | null;
}

export const INITIAL_OFFERS: OffersState = {
  phase: 'idle',
  direction: 'direct',
  sandbox: false,
  providers: [],
  offers: [],
  failures: [],
  limits: { min: null, max: null },
  error: null,
};

export type OffersAction =
  | { type: 'request'; direction?: QuoteDirection }
  | { type: 'event'; event: OfferEvent }
  | { type: 'error'; code: string }
  /** The stream closed; without a 'done' line the answers so far are all there is. */
  | { type: 'end' };

export function offersReducer(state: OffersState, action: OffersAction): OffersState {
  // The sandbox flag is the deployment's, not the answer's: it stays while the next answer comes,
  // so its banner does not vanish and come back (and move the page) at every new amount.
  if (action.type === 'request') {
    const direction = action.direction ?? 'direct';
    return { ...INITIAL_OFFERS, phase: 'loading', direction, sandbox: state.sandbox };
  }
  if (action.type === 'error') return { ...state, phase: 'error', error: action.code };
  if (action.type === 'end') return state.phase === 'loading' ? { ...state, phase: 'done' } : state;
  const { event } = action;
  switch (event.type) {
    case 'start':
      return { ...state, sandbox: event.sandbox, providers: event.providers };
    case 'offer':
      return { ...state, offers: [...state.offers, event.offer] };
    case 'failure':
      return { ...state, failures: [...state.failures, event.failure] };
    case 'done':
      return { ...state, phase: 'done', limits: event.limits };
  }
}

/**
 * The widest range the providers accept, in the currency sent: the API's own rule (a provider
 * without a maximum means no maximum), from the answers so far until the 'done' line says it.
 */
export function knownLimits(state: OffersState): OfferLimits {
  if (state.phase === 'done' && (state.limits.min || state.limits.max)) return state.limits;
  return offerLimits(state.offers, state.failures);
}

/**
 * A reverse quote's problem with the limits: they are in the coin sent, which the visitor did not
 * type, so it is known only when every provider refused the amount it would take.
 */
export function reverseLimitProblem(state: OffersState): LimitProblem {
  if (state.phase !== 'done' || state.offers.length > 0) return null;
  const low = state.failures.filter((f) => f.reason === 'amount_too_low' && f.min);
  const high = state.failures.filter((f) => f.reason === 'amount_too_high' && f.max);
  const pick = (values: string[], better: (a: string, b: string) => boolean) =>
    values.reduce((a, b) => (better(b, a) ? b : a));
  if (low.length > 0) {
    const mins = low.map((f) => f.min!);
    return { kind: 'below', limit: pick(mins, (a, b) => Number(a) < Number(b)) };
  }
  if (high.length > 0) {
    const maxes = high.map((f) => f.max!);
    return { kind: 'above', limit: pick(maxes, (a, b) => Number(a) > Number(b)) };
  }
  return null;
}

/** No sort by rating: providers carry no measured rating (the adapters' figure is unbacked). */
export type OfferSort = 'amount' | 'speed';

/** Best first by default: the most received, or in reverse the least to send. */
export function sortOffers(
  offers: readonly Offer[],
  sort: OfferSort,
  direction: QuoteDirection = 'direct',
): Offer[] {
  const byAmount = (a: Offer, b: Offer) => compareOffers(a, b, direction);
  const compare: Record<OfferSort, (a: Offer, b: Offer) => number> = {
    amount: byAmount,
    speed: (a, b) => a.provider.eta.max - b.provider.eta.max || byAmount(a, b),
  };
  return [...offers].sort(compare[sort]);
}

/** Before the first line names the providers: a guess at how many answers to keep room for. */
const PROVIDERS_BEFORE_START = 3;

/**
 * How many answers are still due while the offers load (each provider answers once per rate
 * type asked): the offers list keeps a card's room for each.
 */
export function pendingProviders(state: OffersState): number {
  if (state.phase !== 'loading') return 0;
  if (state.providers.length === 0) return PROVIDERS_BEFORE_START;
  return silentProviders(state).length;
}

/** Providers asked but not answered yet (used for "not answering" once the stream ends). */
export function silentProviders(state: OffersState): OfferProvider[] {
  const answered = new Set([
    ...state.offers.map((o) => o.provider.id),
    ...state.failures.map((f) => f.provider.id),
  ]);
  return state.providers.filter((p) => !answered.has(p.id));
}
