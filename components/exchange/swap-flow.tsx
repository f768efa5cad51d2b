'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Offer } from '@/lib/rates/contract';
import { bestOffer } from '@/lib/rates/rank';
import { CatalogueNotice } from './catalogue-notice';
import { SandboxBanner } from './notices';
import { OffersStep } from './offers-step';
import { useOfferStream } from './offers/use-offer-stream';
import { validAmount } from './selection';
import { selectionUrl } from './swap-query';
import { directionOf, type SwapSelection } from './types';
import styles from './exchange.module.css';

// Step 2 (react-hook-form, zod and the address validators) loads only once an offer is chosen.
// `loading` gives it a Suspense boundary of its own: without one, the page's boundary would hide
// the whole flow (and the focused step heading) while the chunk loads.
const CheckoutStep = dynamic(() => import('./checkout/checkout-step').then((m) => m.CheckoutStep), {
  loading: () => null,
});

/** The catalogue (shared with the home form's cache); client and contract load on first use. */
function useCatalogue() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['currencies'],
    queryFn: async ({ signal }) => (await import('./swap-api')).listCurrencies(locale, signal),
    staleTime: 10 * 60_000,
    gcTime: 60 * 60_000,
  });
}

/** What a re-quote in step 2 changed: the offer before it and the best one after (or none). */
export interface Requote {
  previous: Offer;
  next: Offer | null;
}

/**
 * Steps 1 and 2 of /swap; the URL keeps the pair, amount, typed side and rate type across
 * reloads. A page that is itself the pair's address (/exchange/btc-to-eth) presets `initial` from
 * its props and passes `syncUrl={false}`: its path already names the pair, and a query would
 * contradict it.
 */
export function SwapFlow({
  initial,
  syncUrl = true,
}: {
  initial: SwapSelection;
  syncUrl?: boolean;
}) {
  const t = useTranslations('Swap');
  const [selection, setSelection] = useState(initial);
  const [chosen, setChosen] = useState<Offer | null>(null);
  // A re-quote asked from step 2: the offer it replaces, and whether its round has started.
  const [pending, setPending] = useState<{ previous: Offer; started: boolean } | null>(null);
  const [requote, setRequote] = useState<Requote | null>(null);
  const catalogue = useCatalogue();
  const currencies = catalogue.data?.currencies;
  const direction = directionOf(selection);
  const amount = validAmount(selection.amount);
  const request = amount && selection.from !== selection.to ? { ...selection, amount } : null;
  const { state, refresh } = useOfferStream(request);
  const stepRef = useRef<HTMLHeadingElement>(null);
  const step = chosen ? 2 : 1;

  // The address bar follows the form without a navigation, a history entry or a scroll: Next
  // keeps useSearchParams() in step with history.replaceState, and the page is not rendered again.
  useEffect(() => {
    if (!syncUrl) return;
    const url = selectionUrl(window.location, selection);
    if (url !== null) window.history.replaceState(null, '', url);
  }, [selection, syncUrl]);

  // After a re-quote, step 2 follows the best offer of the new round, whoever makes it, and
  // says what changed. The round's end is awaited: the best is known only once all answered.
  if (pending && !pending.started && state.phase === 'loading') {
    setPending({ ...pending, started: true });
  }
  if (pending?.started && state.phase !== 'loading') {
    const next = state.phase === 'done' ? bestOffer(state.offers, direction) : null;
    setPending(null);
    setRequote({ previous: pending.previous, next });
    if (next) setChosen(next);
  }

  const go = (offer: Offer | null) => {
    setChosen(offer);
    setPending(null);
    setRequote(null);
    requestAnimationFrame(() => stepRef.current?.focus());
  };
  const requoteFromCheckout = useCallback(() => {
    setPending((value) => value ?? (chosen ? { previous: chosen, started: false } : null));
    refresh();
  }, [chosen, refresh]);

  const catalogueNotice = catalogue.isError ? (
    <CatalogueNotice onRetry={() => void catalogue.refetch()} />
  ) : null;

  return (
    <div className={styles.layout}>
      <div className={styles.form} data-step={step}>
        <h2 ref={stepRef} tabIndex={-1} className={styles.step}>
          {t('step', { current: step, name: t(step === 1 ? 'stepOffers' : 'stepDetails') })}
        </h2>
        {chosen ? (
          <>
            {chosen.provider.sandbox && <SandboxBanner />}
            {catalogueNotice}
            <CheckoutStep
              offer={chosen}
              selection={selection}
              currencies={currencies}
              offersPhase={pending ? 'loading' : state.phase}
              requote={requote}
              onBack={() => go(null)}
              onRequote={requoteFromCheckout}
            />
          </>
        ) : (
          <OffersStep
            selection={selection}
            onSelection={(next) => setSelection((value) => ({ ...value, ...next }))}
            currencies={currencies}
            state={state}
            refresh={refresh}
            onChoose={go}
            catalogueNotice={catalogueNotice}
          />
        )}
      </div>
    </div>
  );
}
