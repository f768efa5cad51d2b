import type { Currency } from '@/lib/catalogue/types';
import type { ExchangeProvider, RateType } from '@/lib/providers/exchange/contract';
import type { OffersQuery } from './contract';

// Server-side shapes of the offers engine. What crosses the wire is in ./contract.

/** The checked pair and who to ask: planOffers makes it, runOffers and askProvider read it. */
export interface OffersPlan {
  query: OffersQuery;
  from: Currency;
  to: Currency;
  tasks: Array<{ provider: ExchangeProvider; rateType: RateType }>;
  sandbox: boolean;
}
