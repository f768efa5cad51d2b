'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Offer } from '@/lib/rates/contract';
import { SandboxBanner } from './notices';
import { OffersStep } from './offers-step';
import { offerKey } from './offers/offers-state';
import { useOfferStream } from './offers/use-offer-stream';
import { validAmount } from './selection';
import { selectionUrl } from './swap-query';
import type { SwapSelection } from './types';
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

/**
 * Steps 1 and 2 of /swap; the URL keeps the pair, amount and rate type across reloads. A page
 * that is itself the pair's address (/exchange/btc-to-eth) presets `initial` from its props and
 * passes `syncUrl={false}`: its path already names the pair, and a query would contradict it.
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
  const { data } = useCatalogue();
  const currencies = data?.currencies;
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

  // A re-quote brings a new offer from the same provider: step 2 follows it.
  const current = chosen
    ? (state.offers.find((offer) => offerKey(offer) === offerKey(chosen)) ?? null)
    : null;
  if (chosen && current && current !== chosen) setChosen(current);

  const go = (offer: Offer | null) => {
    setChosen(offer);
    requestAnimationFrame(() => stepRef.current?.focus());
  };

  return (
    <div className={styles.layout}>
      <div className={styles.form}>
        <h2 ref={stepRef} tabIndex={-1} className={styles.step}>
          {t('step', { current: step, name: t(step === 1 ? 'stepOffers' : 'stepDetails') })}
        </h2>
        {chosen ? (
          <>
            {chosen.provider.sandbox && <SandboxBanner />}
            <CheckoutStep
              offer={chosen}
              selection={selection}
              currencies={currencies}
              offersPhase={state.phase}
              onBack={() => go(null)}
              onRequote={refresh}
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
          />
        )}
      </div>
    </div>
  );
}
