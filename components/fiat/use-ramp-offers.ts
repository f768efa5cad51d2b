'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FiatOffersResponse, PaymentMethod, RampSide } from '@/lib/fiat/contract';
import type * as RampApi from './ramp-api';

export const RAMP_OFFERS_DEBOUNCE_MS = 400;

export interface RampRequest {
  side: RampSide;
  crypto: string;
  fiat?: string | undefined;
  amount?: string | undefined;
  country?: string | undefined;
  region?: string | undefined;
  method: PaymentMethod;
}

export type RampOffersState =
  | { phase: 'loading'; answer: FiatOffersResponse | null }
  | { phase: 'done'; answer: FiatOffersResponse }
  | { phase: 'error'; answer: FiatOffersResponse | null; message: string | null };

/**
 * GET /api/v1/fiat/offers for the current inputs: the first at once, a change after the typing
 * pauses, the request still running aborted so only the latest inputs fill the list. Without a
 * country the browser's languages go along for the server's guess (never the IP address).
 */
export function useRampOffers(request: RampRequest): {
  state: RampOffersState;
  retry: () => void;
} {
  const locale = useLocale();
  const [state, setState] = useState<RampOffersState>({ phase: 'loading', answer: null });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(request);
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    const first = lastKey.current === null || key === lastKey.current;
    lastKey.current = key;
    const query = JSON.parse(key) as RampRequest;
    const controller = new AbortController();
    const timer = setTimeout(
      async () => {
        setState((previous) => ({ phase: 'loading', answer: previous.answer }));
        const languages = query.country ? undefined : navigator.languages.join(',').slice(0, 512);
        // Undefined only when the calls' own chunk could not be loaded (then no API answered).
        let api: typeof RampApi | undefined;
        try {
          api = await import('./ramp-api');
          const answer = await api.fetchRampOffers(
            { ...query, ...(languages ? { languages } : {}) },
            locale,
            controller.signal,
          );
          setState({ phase: 'done', answer });
        } catch (error) {
          if (controller.signal.aborted) return;
          const message = api?.apiAnswerOf(error)?.message ?? null;
          setState((previous) => ({ phase: 'error', answer: previous.answer, message }));
        }
      },
      first ? 0 : RAMP_OFFERS_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, round, locale]);

  const retry = useCallback(() => setRound((value) => value + 1), []);
  return { state, retry };
}
