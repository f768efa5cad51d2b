'use client';

import { useEffect } from 'react';
import { bestOffer } from '@/lib/rates/rank';
import { useOfferStream, type OffersRequest } from './offers/use-offer-stream';
import type { QuoteDirection } from './types';

/** What the hero shows of the offers for what the visitor typed. */
export interface Estimate {
  phase: 'idle' | 'loading' | 'done' | 'error';
  /** The best offer's figure for the side not typed, or null. */
  amount: string | null;
  provider: string | null;
  count: number;
  sandbox: boolean;
}

/**
 * The home page's live estimate, without a view of its own: it streams the offers (debounced, the
 * first request too) and hands the hero the best one. The hero loads it with next/dynamic once the
 * visitor has changed something, so the offers state, the ranking and the stream stay out of the
 * home page's first load.
 */
export function HeroEstimate({
  request,
  direction,
  onEstimate,
}: {
  request: OffersRequest | null;
  direction: QuoteDirection;
  onEstimate: (estimate: Estimate) => void;
}) {
  const { state } = useOfferStream(request, { debounceFirst: true });
  const best = bestOffer(state.offers, direction);
  const amount = best ? (direction === 'reverse' ? best.amountFrom : best.amountTo) : null;
  const provider = best?.provider.name ?? null;
  const count = state.offers.length;
  const { phase, sandbox } = state;
  useEffect(() => {
    onEstimate({ phase, amount, provider, count, sandbox });
  }, [onEstimate, phase, amount, provider, count, sandbox]);
  return null;
}
