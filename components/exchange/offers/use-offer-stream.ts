'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiClientError } from '@/lib/api/client-error';
import type { RateType } from '@/lib/rates/contract';
import type { QuoteDirection } from '../types';
import { INITIAL_OFFERS, offersReducer, type OffersState } from './offers-state';

export const OFFERS_DEBOUNCE_MS = 400;

export interface OffersRequest {
  from: string;
  to: string;
  /** What the visitor sends, or with direction 'reverse' what they want to get. */
  amount: string;
  rateType: RateType;
  direction?: QuoteDirection | undefined;
}

/**
 * Streams GET /api/v1/offers for the current inputs. The first inputs are asked at once; a change
 * waits ~400 ms (typing) and aborts the request still running, so only the latest inputs ever
 * fill the list. `refresh()` asks again with the same inputs (an expired fixed rate). The client
 * and the offers contract load with the first request (../swap-api.ts). `debounceFirst` makes
 * the first inputs wait too: the home page's estimate starts from typing, not from the page.
 */
export function useOfferStream(
  request: OffersRequest | null,
  { debounceFirst = false }: { debounceFirst?: boolean } = {},
): {
  state: OffersState;
  refresh: () => void;
} {
  const locale = useLocale();
  const [state, dispatch] = useReducer(offersReducer, INITIAL_OFFERS);
  const [round, setRound] = useState(0);
  const key = request
    ? [
        request.from,
        request.to,
        request.amount,
        request.rateType,
        request.direction ?? 'direct',
      ].join('|')
    : null;

  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    if (!key) return;
    // Changed inputs wait for the typing to pause; the first ones and a refresh ask at once.
    const first = lastKey.current === null && !debounceFirst;
    const delay = first || key === lastKey.current ? 0 : OFFERS_DEBOUNCE_MS;
    lastKey.current = key;
    const [from = '', to = '', amount = '', rateType = '', side = ''] = key.split('|');
    const direction: QuoteDirection = side === 'reverse' ? 'reverse' : 'direct';
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      dispatch({ type: 'request', direction });
      const request = { from, to, amount, rateType: rateType as RateType, direction };
      try {
        const { streamOffers } = await import('../swap-api');
        await streamOffers(request, locale, controller.signal, (event) =>
          dispatch({ type: 'event', event }),
        );
        dispatch({ type: 'end' });
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'error', code: error instanceof ApiClientError ? error.code : 'network' });
      }
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, round, locale, debounceFirst]);

  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { state: request ? state : INITIAL_OFFERS, refresh };
}
