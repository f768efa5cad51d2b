// PLACEHOLDER written by the swaps helper so its branch type-checks before the quote store lands.
// Take main's version of this file on every merge.
import type { ProviderId, QuoteDirection } from '@/lib/providers/exchange/types';

export interface StoredFixedQuote {
  amountFrom: string;
  amountTo: string;
  expiresAt: string;
  from: string;
  to: string;
  direction: QuoteDirection;
}

export async function findFixedQuote(
  provider: ProviderId,
  rateId: string,
): Promise<StoredFixedQuote | null> {
  return provider && rateId ? null : null;
}
