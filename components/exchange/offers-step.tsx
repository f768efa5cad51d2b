'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Offer } from '@/lib/rates/contract';
import { bestOffer, limitProblem } from '@/lib/rates/rank';
import { Button } from '@/components/ui/button';
import { formatAmount } from './amount';
import { AmountNote } from './amount-note';
import { FloatingNotice, NetworkNotice } from './notices';
import { OffersPanel } from './offers/offers-panel';
import { knownLimits, type OffersState } from './offers/offers-state';
import { RateTypeSwitch } from './rate-type-switch';
import { validAmount } from './selection';
import { SwapFields } from './swap-fields';
import type { CurrencyListItem } from '@/lib/catalogue/contract';
import type { SwapSelection } from './types';
import styles from './exchange.module.css';

/** Step 1: the pair, the amount, the rate type and the offers as they stream in. */
export function OffersStep({
  selection,
  onSelection,
  currencies,
  state,
  refresh,
  onChoose,
}: {
  selection: SwapSelection;
  onSelection: (next: Partial<SwapSelection>) => void;
  currencies: readonly CurrencyListItem[] | undefined;
  state: OffersState;
  refresh: () => void;
  onChoose: (offer: Offer) => void;
}) {
  const t = useTranslations('SwapForm');
  const locale = useLocale();
  const from = currencies?.find((c) => c.code === selection.from);
  const to = currencies?.find((c) => c.code === selection.to);
  const tickers = {
    from: from?.ticker ?? selection.from.toUpperCase(),
    to: to?.ticker ?? selection.to.toUpperCase(),
  };
  const amount = validAmount(selection.amount);
  const limits = knownLimits(state);
  const problem = limitProblem(amount, limits);
  const best = bestOffer(state.offers);
  const blocked = !amount || problem !== null;

  let receive = <span className={styles.receivePending}>{t('youGetNone')}</span>;
  if (best) receive = <>{`${formatAmount(best.amountTo, locale)} ${tickers.to}`}</>;
  else if (state.phase === 'loading') {
    receive = <span className={styles.receivePending}>{t('youGetPending')}</span>;
  }

  return (
    <div className={styles.form}>
      <SwapFields
        selection={selection}
        currencies={currencies}
        onChange={onSelection}
        receive={<span className={styles.receiveValue}>{receive}</span>}
        amountInvalid={blocked && selection.amount !== ''}
        amountNote={
          <AmountNote
            problem={problem}
            limits={limits}
            ticker={tickers.from}
            validAmount={amount !== null}
          />
        }
      />
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
        onChoose={onChoose}
        onRefresh={refresh}
      />
    </div>
  );
}
