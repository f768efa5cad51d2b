'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiClientError, apiStream } from '@/lib/api/client';
import { getOffersOperation, type RateType } from '@/lib/rates/contract';
import { INITIAL_OFFERS, offersReducer, type OffersState } from './offers-state';

export const OFFERS_DEBOUNCE_MS = 400;

export interface OffersRequest {
  from: string;
  to: string;
  amount: string;
  rateType: RateType;
}

/**
 * Streams GET /api/v1/offers for the current inputs. A change of inputs waits ~400 ms (typing)
 * and aborts the request still running, so only the latest inputs ever fill the list.
 * `refresh()` asks again with the same inputs (an expired fixed rate).
 */
export function useOfferStream(request: OffersRequest | null): {
  state: OffersState;
  refresh: () => void;
} {
  const locale = useLocale();
  const [state, dispatch] = useReducer(offersReducer, INITIAL_OFFERS);
  const [round, setRound] = useState(0);
  const key = request
    ? `${request.from}|${request.to}|${request.amount}|${request.rateType}`
    : null;

  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    if (!key) return;
    // New inputs wait for the typing to pause; a refresh of the same inputs asks at once.
    const delay = key === lastKey.current ? 0 : OFFERS_DEBOUNCE_MS;
    lastKey.current = key;
    const [from = '', to = '', amount = '', rateType = ''] = key.split('|');
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      dispatch({ type: 'request' });
      const query = {
        from,
        to,
        amount,
        direction: 'direct',
        rateType: rateType as RateType,
      } as const;
      try {
        await apiStream(getOffersOperation, { locale, query, signal: controller.signal }, (event) =>
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
  }, [key, round, locale]);

  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { state: request ? state : INITIAL_OFFERS, refresh };
}
