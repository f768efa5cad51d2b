'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Offer } from '@/lib/rates/contract';
import { Button } from '@/components/ui/button';
import type { OffersState } from '../offers/offers-state';
import type { CurrencyListItem } from '@/lib/catalogue/contract';
import { formatAmount } from '@/components/asset/amount';
import type { Requote } from '../swap-flow';
import { directionOf, type SwapSelection } from '../types';
import { CheckoutForm } from './checkout-form';
import { OfferSummary } from './offer-summary';
import styles from './checkout.module.css';

/** Step 2: the chosen offer and the visitor's addresses. */
export function CheckoutStep({
  offer,
  selection,
  currencies,
  offersPhase,
  requote = null,
  onBack,
  onRequote,
}: {
  offer: Offer;
  selection: SwapSelection;
  currencies: readonly CurrencyListItem[] | undefined;
  offersPhase: OffersState['phase'];
  /** What the last re-quote changed, said above the form. */
  requote?: Requote | null;
  onBack: () => void;
  onRequote: () => void;
}) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const [notice, setNotice] = useState<string | null>(null);
  const from = currencies?.find((c) => c.code === selection.from);
  const to = currencies?.find((c) => c.code === selection.to);
  if (!from || !to) return null;
  const tickers = { from: from.ticker, to: to.ticker };
  const reverse = directionOf(selection) === 'reverse';

  // In reverse the amount received is fixed: what changes is what the visitor sends.
  const figure = (quote: Offer) =>
    formatAmount(reverse ? quote.amountFrom : quote.amountTo, locale);
  let change: string | null = null;
  if (requote && requote.next === null) change = t('requoteNone');
  else if (requote?.next && figure(requote.next) !== figure(requote.previous)) {
    const values = {
      side: reverse ? 'send' : 'get',
      amount: figure(requote.next),
      previous: figure(requote.previous),
      ticker: reverse ? tickers.from : tickers.to,
      provider: requote.next.provider.name,
      previousProvider: requote.previous.provider.name,
    };
    const moved = requote.next.provider.id !== requote.previous.provider.id;
    change = t(moved ? 'requoteProvider' : 'requoteAmount', values);
  } else if (requote?.next && requote.next.provider.id !== requote.previous.provider.id) {
    change = t('requoteProviderSame', {
      provider: requote.next.provider.name,
      previousProvider: requote.previous.provider.name,
    });
  }

  return (
    <div className={styles.form}>
      <OfferSummary
        offer={offer}
        tickers={tickers}
        // No offer came back: the expired one stays on screen and is not asked for again and
        // again; the notice sends the visitor back to the offers.
        refreshing={offersPhase === 'loading' || requote?.next === null}
        onRequote={onRequote}
      />
      {change && (
        <p className={styles.warning} role="status" data-testid="requote-change">
          {change}
        </p>
      )}
      {notice && (
        <p className={styles.warning} role="status">
          {notice}
        </p>
      )}
      <CheckoutForm
        offer={offer}
        reverse={reverse}
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
