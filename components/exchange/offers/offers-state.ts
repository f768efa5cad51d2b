import type {
  Offer,
  OfferEvent,
  OfferFailure,
  OfferLimits,
  OfferProvider,
} from '@/lib/rates/contract';
import { offerLimits } from '@/lib/rates/rank';

// The offers list as it builds up from the streamed events of one request.

export interface OffersState {
  phase: 'idle' | 'loading' | 'done' | 'error';
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
  sandbox: false,
  providers: [],
  offers: [],
  failures: [],
  limits: { min: null, max: null },
  error: null,
};

export type OffersAction =
  | { type: 'request' }
  | { type: 'event'; event: OfferEvent }
  | { type: 'error'; code: string }
  /** The stream closed; without a 'done' line the answers so far are all there is. */
  | { type: 'end' };

export function offersReducer(state: OffersState, action: OffersAction): OffersState {
  // The sandbox flag is the deployment's, not the answer's: it stays while the next answer comes,
  // so its banner does not vanish and come back (and move the page) at every new amount.
  if (action.type === 'request')
    return { ...INITIAL_OFFERS, phase: 'loading', sandbox: state.sandbox };
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

export type OfferSort = 'amount' | 'speed' | 'rating';

export function sortOffers(offers: readonly Offer[], sort: OfferSort): Offer[] {
  const byAmount = (a: Offer, b: Offer) => Number(b.amountTo) - Number(a.amountTo);
  const compare: Record<OfferSort, (a: Offer, b: Offer) => number> = {
    amount: byAmount,
    speed: (a, b) => a.provider.eta.max - b.provider.eta.max || byAmount(a, b),
    rating: (a, b) => b.provider.rating - a.provider.rating || byAmount(a, b),
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

export function offerKey(offer: Pick<Offer, 'provider' | 'rateType'>): string {
  return `${offer.provider.id}:${offer.rateType}`;
}
