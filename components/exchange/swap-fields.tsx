'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { SwapIcon } from '@/components/icons/swap-icon';
import { AmountInput } from './amount-input';
import { CoinPicker } from './picker/coin-picker';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import type { SwapSelection } from './types';
import styles from './exchange.module.css';

/** "You send" (coin + amount), the direction button and "You get" (coin + what the caller shows). */
export function SwapFields({
  selection,
  currencies,
  complete,
  onPickerIntent,
  onChange,
  receive,
  amountNote,
  amountInvalid,
}: {
  selection: SwapSelection;
  currencies: readonly PickerCurrency[] | undefined;
  /** False while `currencies` holds only the popular coins and the full list is on its way. */
  complete?: boolean;
  /** Called when the visitor reaches for a picker (focus, pointer, open): load what it needs. */
  onPickerIntent?: () => void;
  onChange: (next: Partial<SwapSelection>) => void;
  /** The "You get" amount, or a placeholder while offers arrive. */
  receive: ReactNode;
  /** Min/max or an amount problem, under the amount. */
  amountNote?: ReactNode;
  amountInvalid?: boolean;
}) {
  const t = useTranslations('SwapForm');
  const id = useId();
  const choose = (side: 'from' | 'to', code: string) => {
    const other = side === 'from' ? selection.to : selection.from;
    // Choosing the coin of the other side swaps the two instead of making an impossible pair.
    if (code === other) onChange({ from: selection.to, to: selection.from });
    else onChange({ [side]: code });
  };

  return (
    <div className={styles.fields}>
      <div className={styles.side}>
        <AmountInput
          id={`${id}-amount`}
          value={selection.amount}
          onChange={(amount) => onChange({ amount })}
          describedBy={amountNote ? `${id}-note` : undefined}
          invalid={amountInvalid}
        >
          <label className={styles.sideLabel} htmlFor={`${id}-amount`}>
            {t('youSend')}
          </label>
        </AmountInput>
        <CoinPicker
          label={t('youSend')}
          value={selection.from}
          currencies={currencies}
          complete={complete}
          onIntent={onPickerIntent}
          onChange={(code) => choose('from', code)}
        />
        {amountNote && (
          <div
            id={`${id}-note`}
            className={styles.amountNote}
            data-invalid={amountInvalid || undefined}
          >
            {amountNote}
          </div>
        )}
      </div>
      <button
        type="button"
        className={styles.flip}
        aria-label={t('swapDirection')}
        onClick={() => onChange({ from: selection.to, to: selection.from })}
      >
        <SwapIcon style={{ transform: 'rotate(90deg)' }} />
      </button>
      <div className={styles.side}>
        <span className={styles.sideLabel}>{t('youGet')}</span>
        {/* Not live: it changes with every streamed offer; the offers summary announces progress. */}
        <p className={styles.receive}>{receive}</p>
        <CoinPicker
          label={t('youGet')}
          value={selection.to}
          currencies={currencies}
          complete={complete}
          onIntent={onPickerIntent}
          onChange={(code) => choose('to', code)}
        />
      </div>
    </div>
  );
}
