'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Offer } from '@/lib/rates/contract';
import { bestOffer, limitProblem } from '@/lib/rates/rank';
import { Button } from '@/components/ui/button';
import { AmountNote } from './amount-note';
import { FloatingNotice, NetworkNotice } from './notices';
import { OffersPanel } from './offers/offers-panel';
import { knownLimits, reverseLimitProblem, type OffersState } from './offers/offers-state';
import { RateTypeSwitch } from './rate-type-switch';
import { validAmount } from './selection';
import { SwapFields } from './swap-fields';
import type { CurrencyListItem } from '@/lib/catalogue/contract';
import { directionOf, type SwapSelection } from './types';
import styles from './exchange.module.css';

/** Step 1: the pair, the amount, the rate type and the offers as they stream in. */
export function OffersStep({
  selection,
  onSelection,
  currencies,
  state,
  refresh,
  onChoose,
  catalogueNotice,
}: {
  selection: SwapSelection;
  onSelection: (next: Partial<SwapSelection>) => void;
  currencies: readonly CurrencyListItem[] | undefined;
  state: OffersState;
  refresh: () => void;
  onChoose: (offer: Offer) => void;
  /** Said when the coin list failed, with its retry button. */
  catalogueNotice?: ReactNode;
}) {
  const t = useTranslations('SwapForm');
  const from = currencies?.find((c) => c.code === selection.from);
  const to = currencies?.find((c) => c.code === selection.to);
  const tickers = {
    from: from?.ticker ?? selection.from.toUpperCase(),
    to: to?.ticker ?? selection.to.toUpperCase(),
  };
  const reverse = directionOf(selection) === 'reverse';
  const amount = validAmount(selection.amount);
  const limits = knownLimits(state);
  const problem = reverse ? reverseLimitProblem(state) : limitProblem(amount, limits);
  const best = bestOffer(state.offers, directionOf(selection));
  const blocked = !amount || problem !== null;
  // The figure of the side not typed: what the best offer gives, or, in reverse, what it takes.
  const quoted = best ? (reverse ? best.amountFrom : best.amountTo) : null;

  return (
    <div className={styles.form}>
      <SwapFields
        selection={selection}
        currencies={currencies}
        onChange={onSelection}
        quoted={{
          amount: quoted,
          placeholder: t(state.phase === 'loading' ? 'youGetPending' : 'youGetNone'),
        }}
        amountInvalid={blocked && selection.amount !== ''}
        amountNote={
          <AmountNote
            problem={problem}
            limits={limits}
            ticker={tickers.from}
            validAmount={amount !== null}
            reverse={reverse}
          />
        }
      />
      {catalogueNotice}
      {selection.from === selection.to && <p role="alert">{t('sameCoin')}</p>}
      <RateTypeSwitch
        value={selection.rateType}
        onChange={(rateType) => onSelection({ rateType })}
      />
      {from && from.network.badge.toLowerCase() !== from.ticker.toLowerCase() && (
        <NetworkNotice currency={from} />
      )}
      {selection.rateType === 'floating' && <FloatingNotice />}
      <Button
        size="lg"
        className={styles.primary}
        disabled={blocked || !best}
        onClick={() => best && onChoose(best)}
      >
        {t('continueBest')}
      </Button>
      <OffersPanel
        state={state}
        tickers={tickers}
        disabled={blocked}
        fixed={selection.rateType === 'fixed'}
        onChoose={onChoose}
        onRefresh={refresh}
      />
    </div>
  );
}
