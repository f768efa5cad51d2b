'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Offer } from '@/lib/rates/contract';
import { bestOffer, limitProblem } from '@/lib/rates/rank';
import { Button } from '@/components/ui/button';
import { useEmbedMode } from '@/components/embed/embed-mode';
import { AmountNote } from './amount-note';
import { NetworkNotice } from './notices';
import { OffersPanel } from './offers/offers-panel';
import { knownLimits, reverseLimitProblem, type OffersState } from './offers/offers-state';
import { RateTypeSwitch } from './rate-type-switch';
import { validAmount } from './selection';
import { SwapFields } from './swap-fields';
import type { CurrencyListItem } from '@/lib/catalogue/contract';
import { DEFAULT_SELECTION, directionOf, type SwapSelection } from './types';
import styles from './exchange.module.css';

/**
 * Step 1: the pair, the amount, the rate type and the offers as they stream in. Compact on a
 * phone: the rate choice is one line and the first offer follows "Continue with the best offer".
 */
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
  const whyId = useId();
  const from = currencies?.find((c) => c.code === selection.from);
  const to = currencies?.find((c) => c.code === selection.to);
  const unknown = useUnknownPair(selection, currencies, onSelection);
  const tickers = {
    from: from?.ticker ?? selection.from.toUpperCase(),
    to: to?.ticker ?? selection.to.toUpperCase(),
  };
  const reverse = directionOf(selection) === 'reverse';
  const amount = validAmount(selection.amount);
  const limits = knownLimits(state);
  const problem = reverse ? reverseLimitProblem(state) : limitProblem(amount, limits);
  const best = bestOffer(state.offers, directionOf(selection));
  // The embedded widget tells its host of the best offer (components/embed/embed-mode.tsx).
  const embed = useEmbedMode();
  const { from: fromCode, to: toCode } = selection;
  useEffect(
    () => embed?.onOffers(state.phase, best, { from: fromCode, to: toCode }),
    [embed, state.phase, best, fromCode, toCode],
  );
  const blocked = !amount || problem !== null;
  // The figure of the side not typed: what the best offer gives, or, in reverse, what it takes.
  const quoted = best ? (reverse ? best.amountFrom : best.amountTo) : null;
  // Why "Continue" is greyed out, said beside it; nothing before the round has ended (the
  // progress line under it says so, and a line that comes and goes would move the offers).
  let why: 'amount' | 'other' | null = null;
  if (selection.from !== selection.to && (blocked || !best)) {
    if (blocked && selection.amount !== '') why = 'amount';
    else if (!best && (state.phase === 'done' || state.phase === 'error')) why = 'other';
  }

  return (
    <div className={styles.form}>
      {unknown && (
        <p className={styles.notice} role="status">
          {t('unknownCoin', { codes: unknown })}
        </p>
      )}
      <SwapFields
        selection={selection}
        currencies={currencies}
        onChange={onSelection}
        quoted={{
          amount: quoted,
          placeholder: t(state.phase === 'loading' ? 'youGetPending' : 'youGetNone'),
        }}
        amountInvalid={blocked && selection.amount !== ''}
        coin={embed?.lockedCoin}
        amountNote={
          <AmountNote
            problem={problem}
            limits={limits}
            ticker={tickers.from}
            validAmount={amount !== null}
            reverse={reverse}
            onUseAmount={(limit) => onSelection({ amount: limit, direction: 'direct' })}
          />
        }
      />
      {catalogueNotice}
      {selection.from === selection.to && <p role="alert">{t('sameCoin')}</p>}
      {(embed?.rateChoice ?? true) && (
        <RateTypeSwitch
          value={selection.rateType}
          onChange={(rateType) => onSelection({ rateType })}
        />
      )}
      {from && from.network.badge.toLowerCase() !== from.ticker.toLowerCase() && (
        <NetworkNotice currency={from} />
      )}
      <div className={styles.continue}>
        <Button
          className={styles.primary}
          disabled={blocked || !best}
          aria-describedby={why ? whyId : undefined}
          onClick={() => best && onChoose(best)}
        >
          {t('continueBest')}
        </Button>
        {why && (
          <p id={whyId} className={styles.continueWhy}>
            {t('continueBlocked', { reason: why })}
          </p>
        )}
      </div>
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

/**
 * A link that names a coin the catalogue does not list (`/swap?from=zzz`) falls back to the
 * default pair once the catalogue is in, and returns the unknown codes ("ZZZ") for the notice
 * that says so, as long as the visitor keeps that pair. The offers API would refuse the pair
 * (400): without this the visitor would get a "Try again" that can never work.
 */
function useUnknownPair(
  selection: SwapSelection,
  currencies: readonly CurrencyListItem[] | undefined,
  onSelection: (next: Partial<SwapSelection>) => void,
): string | null {
  const [codes, setCodes] = useState<string | null>(null);
  const [seen, setSeen] = useState('');
  const listed = (code: string) => currencies?.some((currency) => currency.code === code);
  const unknown = currencies ? [selection.from, selection.to].filter((code) => !listed(code)) : [];
  const key = unknown.join(',');
  if (key && key !== seen) {
    setSeen(key);
    setCodes(unknown.map((code) => code.toUpperCase()).join(', '));
  }
  useEffect(() => {
    if (!key) return;
    onSelection({
      from: DEFAULT_SELECTION.from,
      to: DEFAULT_SELECTION.to,
      amount: DEFAULT_SELECTION.amount,
      direction: 'direct',
    });
  }, [key, onSelection]);
  const onDefault =
    selection.from === DEFAULT_SELECTION.from && selection.to === DEFAULT_SELECTION.to;
  return codes && onDefault ? codes : null;
}
