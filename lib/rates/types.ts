import type { Currency } from '@/lib/catalogue/types';
import type { ProviderErrorKind } from '@/lib/providers/exchange/errors';
import type {
  ExchangeProvider,
  KycPolicy,
  ProviderId,
  QuoteDirection,
  RateType,
} from '@/lib/providers/exchange/types';

// What GET /api/v1/offers answers (JSON, or one NDJSON line per event when streamed) and what
// the offers list renders.

export interface OfferProvider {
  id: ProviderId;
  name: string;
  sandbox: boolean;
  kyc: KycPolicy;
  rating: number;
  eta: { min: number; max: number };
}

export interface Offer {
  provider: OfferProvider;
  rateType: RateType;
  amountFrom: string;
  /** What the visitor receives after every fee: the ranking key. */
  amountTo: string;
  rate: string;
  networkFee: string | null;
  min: string;
  max: string | null;
  rateId: string | null;
  /** Fixed rate: ISO time the quote stops being honoured. */
  expiresAt: string | null;
}

export interface OfferFailure {
  provider: OfferProvider;
  /** The rate type asked for; absent when the failure concerns the provider as a whole. */
  rateType?: RateType | undefined;
  reason: ProviderErrorKind;
  /** For amount_too_low / amount_too_high: the provider's limit in the currency sent. */
  min?: string | undefined;
  max?: string | undefined;
}

export interface OffersQuery {
  from: string;
  to: string;
  amount: string;
  direction: QuoteDirection;
  /** 'all' asks every provider for both rate types. */
  rateType: RateType | 'all';
}

/** A checked query and who to ask about it (server side: built by planOffers). */
export interface OffersPlan {
  query: OffersQuery;
  from: Currency;
  to: Currency;
  tasks: Array<{ provider: ExchangeProvider; rateType: RateType }>;
  sandbox: boolean;
}

/** One NDJSON line of the streamed answer, in this order: start, (offer | failure)*, done. */
export type OfferEvent =
  | { type: 'start'; query: OffersQuery; sandbox: boolean; providers: OfferProvider[] }
  | { type: 'offer'; offer: Offer }
  | { type: 'failure'; failure: OfferFailure }
  | { type: 'done'; best: Offer | null; limits: { min: string | null; max: string | null } };

/** The JSON answer: everything the stream carries, once the overall deadline has passed. */
export interface OffersResponse {
  query: OffersQuery;
  sandbox: boolean;
  /** Best first: most received; ties by rating. */
  offers: Offer[];
  failures: OfferFailure[];
  /** Widest range any provider accepts for this pair, in the currency sent. */
  limits: { min: string | null; max: string | null };
}
