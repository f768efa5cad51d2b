'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Offer } from '@/lib/rates/contract';
import { bestOffer } from '@/lib/rates/rank';
import { Button } from '@/components/ui/button';
import { SandboxBanner } from '../notices';
import { useNow } from '../use-now';
import { OfferCard, OfferCardSkeleton, type OfferTickers } from './offer-card';
import { OfferFailures } from './offer-failures';
import { OffersProgress } from './offers-progress';
import { OffersTable } from './offers-table';
import {
  pendingProviders,
  silentProviders,
  sortOffers,
  type OfferSort,
  type OffersState,
} from './offers-state';
import styles from './offers.module.css';

/**
 * The live offers list: progress, sort, the offers as they arrive, then the failures. Narrow, one
 * card per offer; wide (the flow's container from 944 px, i.e. /swap from 992 px screens), a
 * comparison table. Both are rendered and CSS shows one (a container query): no script decides
 * the layout, so nothing changes once it has painted. While answers are due, a grey card or row
 * holds the place of each, so arriving offers fill space that is already there instead of
 * pushing the page down (no layout shift).
 */
export function OffersPanel({
  state,
  tickers,
  disabled,
  fixed = false,
  onChoose,
  onRefresh,
}: {
  state: OffersState;
  tickers: OfferTickers;
  /** Fixed rates asked: the grey cards keep a line for the time a rate is held. */
  fixed?: boolean;
  /** The amount is outside the limits: offers are shown but cannot be chosen. */
  disabled: boolean;
  onChoose: (offer: Offer) => void;
  onRefresh: () => void;
}) {
  const t = useTranslations('Offers');
  const [sort, setSort] = useState<OfferSort>('amount');
  const hasFixed = state.offers.some((offer) => offer.expiresAt);
  const now = useNow(hasFixed);
  const reverse = state.direction === 'reverse';
  const best = bestOffer(state.offers, state.direction);
  const sorted = sortOffers(state.offers, sort, state.direction);
  const firstExpiry = Math.min(
    ...state.offers.map((offer) => (offer.expiresAt ? Date.parse(offer.expiresAt) : Infinity)),
  );
  const expired = state.phase === 'done' && firstExpiry <= now;
  const pending = pendingProviders(state);

  // A fixed rate that runs out is quoted again at once, so the list never shows stale prices.
  useEffect(() => {
    if (expired) onRefresh();
  }, [expired, onRefresh]);

  return (
    <section
      className={styles.panel}
      aria-labelledby="offers-title"
      aria-busy={state.phase === 'loading'}
    >
      <div className={styles.toolbar}>
        <h2 id="offers-title" className={styles.title}>
          {t('title')}
        </h2>
        <label className={styles.sort}>
          <span className={styles.sortLabel}>{t('sort')}</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as OfferSort)}>
            <option value="amount">{t(reverse ? 'sortAmountReverse' : 'sortAmount')}</option>
            <option value="speed">{t('sortSpeed')}</option>
          </select>
        </label>
      </div>
      <OffersProgress state={state} />
      {state.phase === 'error' && (
        <div className={styles.error} role="alert">
          <p>{t('error')}</p>
          <Button variant="secondary" size="sm" onClick={onRefresh}>
            {t('retry')}
          </Button>
        </div>
      )}
      {(state.offers.length > 0 || pending > 0) && (
        <>
          <ul className={styles.list}>
            {/* Keyed by place, not by offer: a better offer arriving takes the first place by
                changing what the cards show, instead of pushing the cards down. */}
            {sorted.map((offer, slot) => (
              <OfferCard
                key={slot}
                offer={offer}
                tickers={tickers}
                best={offer === best}
                bestOffer={best}
                now={now}
                disabled={disabled}
                reverse={reverse}
                onChoose={onChoose}
              />
            ))}
            {Array.from({ length: pending }, (_, index) => (
              <OfferCardSkeleton key={sorted.length + index} countdown={fixed} />
            ))}
          </ul>
          <div className={styles.tableWrap}>
            <OffersTable
              offers={sorted}
              pending={pending}
              best={best}
              tickers={tickers}
              sort={sort}
              now={now}
              disabled={disabled}
              reverse={reverse}
              onChoose={onChoose}
            />
          </div>
        </>
      )}
      {state.phase === 'done' && state.offers.length === 0 && (
        <p className={styles.none}>{t('none')}</p>
      )}
      <OfferFailures
        failures={state.failures}
        silent={state.phase === 'done' ? silentProviders(state) : []}
        fromTicker={tickers.from}
        reverse={reverse}
      />
      {/* Last: the answer says whether the offers are simulated, and a banner arriving above them
          would push every offer down (each also says "Sandbox"); nor may it come between "no
          offer" and the providers' reasons. */}
      {state.sandbox && <SandboxBanner />}
    </section>
  );
}
