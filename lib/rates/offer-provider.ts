import type { ProviderInfo } from '@/lib/providers/exchange/contract';
import type { OfferProvider } from './contract';

/** The part of a provider's description that travels with each offer. */
export function offerProvider(info: ProviderInfo): OfferProvider {
  const { id, name, sandbox, kyc, rating, eta } = info;
  return { id, name, sandbox, kyc, rating, eta };
}
