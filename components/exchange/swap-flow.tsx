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
import { refOfSearch } from '@/lib/api/auth/ref-link';
import { sourceOfSearch } from '@/lib/api/auth/source-marker';
import { flowSearch, flowUrl } from './checkout/details-url';
import { directionOf, type SwapSelection } from './types';
import checkout from './checkout/checkout.module.css';
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
 * reloads, and step 2 is a history entry of its own (./checkout/details-url.ts): Back returns to
 * the offers, a reload comes back to step 2 with a fresh quote of the chosen provider. A page
 * that is itself the pair's address (/exchange/btc-to-eth) presets `initial` from its props and
 * passes `syncUrl={false}`: its path already names the pair, and a query would contradict it.
 */
export function SwapFlow({
  initial,
  details = null,
  syncUrl = true,
}: {
  initial: SwapSelection;
  /** The provider the URL opens step 2 with (`step=details&provider=`); null for step 1. */
  details?: string | null;
  syncUrl?: boolean;
}) {
  const t = useTranslations('Swap');
  const [selection, setSelection] = useState(initial);
  const [chosen, setChosen] = useState<Offer | null>(null);
  // A re-quote asked from step 2: the offer it replaces, and whether its round has started.
  const [pending, setPending] = useState<{ previous: Offer; started: boolean } | null>(null);
  const [requote, setRequote] = useState<Requote | null>(null);
  // Step 2 opened by the URL (a reload, Forward): the provider whose offer the round must bring.
  const [restore, setRestore] = useState<{ provider: string; started: boolean } | null>(
    syncUrl && details ? { provider: details, started: false } : null,
  );
  // That provider had no offer in the new round: step 1 says so.
  const [lost, setLost] = useState(false);
  // The URL's step as last seen, to tell Back and Forward from this flow's own changes.
  const [urlDetails, setUrlDetails] = useState(details);
  // Whether this page pushed step 2's history entry, so "Back to the offers" is the browser's Back.
  const pushed = useRef(false);
  const catalogue = useCatalogue();
  const currencies = catalogue.data?.currencies;
  const direction = directionOf(selection);
  const amount = validAmount(selection.amount);
  const request = amount && selection.from !== selection.to ? { ...selection, amount } : null;
  const { state, refresh } = useOfferStream(request);
  const stepRef = useRef<HTMLHeadingElement>(null);
  const step = chosen || restore ? 2 : 1;
  const shownProvider = chosen?.provider.id ?? restore?.provider ?? null;

  // The address bar follows the form without a navigation, a history entry or a scroll: Next
  // keeps useSearchParams() in step with history.replaceState, and the page is not rendered again.
  useEffect(() => {
    if (!syncUrl) return;
    const url = flowUrl(window.location, selection, shownProvider);
    if (url !== null) window.history.replaceState(null, '', url);
  }, [selection, syncUrl, shownProvider]);

  // Back and Forward between steps 1 and 2 change the URL's step: the flow follows it. Forward
  // takes the provider's offer from the round on screen, as "Choose" would.
  if (syncUrl && details !== urlDetails) {
    setUrlDetails(details);
  }
  // A URL that merely caught up with the flow's own step (Choose, a re-quote following the best
  // offer) changes nothing; only Back and Forward do.
  if (syncUrl && details !== urlDetails && details !== shownProvider) {
    setLost(false);
    setPending(null);
    setRequote(null);
    if (details === null) {
      setChosen(null);
      setRestore(null);
    } else if (chosen?.provider.id !== details) {
      setChosen(null);
      setRestore({ provider: details, started: state.phase === 'loading' });
    }
  }

  // Step 2 restored from the URL (a reload, Forward) follows that provider's offer once the
  // round has ended: a fresh quote, never the old one; without an offer from it, the visitor is
  // back on the offers and told why.
  if (restore && !restore.started && state.phase === 'loading') {
    setRestore({ ...restore, started: true });
  }
  const roundOver =
    restore && state.phase !== 'loading' && (restore.started || state.phase !== 'idle');
  if (restore && (request === null || roundOver)) {
    const fresh = state.offers.find((offer) => offer.provider.id === restore.provider) ?? null;
    setRestore(null);
    setChosen(fresh);
    setLost(fresh === null);
  }

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
    setRestore(null);
    setLost(false);
    if (syncUrl && offer) {
      // Step 2 is a history entry of its own; Next keeps useSearchParams() in step with it.
      const { search } = window.location;
      const url = flowSearch(
        selection,
        offer.provider.id,
        refOfSearch(search),
        sourceOfSearch(search),
      );
      window.history.pushState(null, '', url);
      pushed.current = true;
    }
    requestAnimationFrame(() => stepRef.current?.focus());
  };
  const back = () => {
    // The entry this page pushed: the browser's Back, so history does not grow with each visit.
    if (!pushed.current) return go(null);
    pushed.current = false;
    window.history.back();
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
              onBack={back}
              onRequote={requoteFromCheckout}
            />
          </>
        ) : restore ? (
          <p className={checkout.restoring} role="status">
            {t('restoring')}
          </p>
        ) : (
          <>
            {lost && (
              <p className={checkout.warning} role="alert">
                {t('offerGone')}
              </p>
            )}
            <OffersStep
              selection={selection}
              onSelection={(next) => setSelection((value) => ({ ...value, ...next }))}
              currencies={currencies}
              state={state}
              refresh={refresh}
              onChoose={go}
              catalogueNotice={catalogueNotice}
            />
          </>
        )}
      </div>
    </div>
  );
}
