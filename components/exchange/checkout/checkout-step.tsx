'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Offer } from '@/lib/rates/contract';
import { Button } from '@/components/ui/button';
import type { OffersState } from '../offers/offers-state';
import type { CurrencyListItem } from '@/lib/catalogue/contract';
import type { SwapSelection } from '../types';
import { CheckoutForm } from './checkout-form';
import { OfferSummary } from './offer-summary';
import styles from './checkout.module.css';

/** Step 2: the chosen offer and the visitor's addresses. */
export function CheckoutStep({
  offer,
  selection,
  currencies,
  offersPhase,
  onBack,
  onRequote,
}: {
  offer: Offer;
  selection: SwapSelection;
  currencies: readonly CurrencyListItem[] | undefined;
  offersPhase: OffersState['phase'];
  onBack: () => void;
  onRequote: () => void;
}) {
  const t = useTranslations('Checkout');
  const [notice, setNotice] = useState<string | null>(null);
  const from = currencies?.find((c) => c.code === selection.from);
  const to = currencies?.find((c) => c.code === selection.to);
  if (!from || !to) return null;
  const tickers = { from: from.ticker, to: to.ticker };

  return (
    <div className={styles.form}>
      <OfferSummary
        offer={offer}
        tickers={tickers}
        refreshing={offersPhase === 'loading'}
        onRequote={onRequote}
      />
      {notice && (
        <p className={styles.warning} role="status">
          {notice}
        </p>
      )}
      <CheckoutForm
        offer={offer}
        from={from}
        to={to}
        onQuoteExpired={() => {
          setNotice(t('quoteExpired'));
          onRequote();
        }}
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    </div>
  );
}
