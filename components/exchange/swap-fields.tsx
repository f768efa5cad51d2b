'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { SwapIcon } from '@/components/icons/swap-icon';
import { AmountInput } from '@/components/asset/amount-input';
import { CoinPicker } from '@/components/asset/picker/coin-picker';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import { FLIP_PARAM, directionOf, type SwapSelection } from './types';
import styles from './exchange.module.css';

/** The side the visitor did not type: the best offer's figure, or why there is none yet. */
interface QuotedSide {
  /** '.'-decimal amount to show, or null (then `placeholder` is shown in the empty field). */
  amount: string | null;
  placeholder: string;
}

/**
 * "You send" (amount + coin), the direction button and "You get" (amount + coin). Either amount
 * can be typed: typing "You get" asks for a reverse quote; the other field then shows `quoted`.
 */
export function SwapFields({
  selection,
  currencies,
  complete,
  onPickerIntent,
  onChange,
  quoted,
  amountNote,
  amountInvalid,
  receiveNote,
  fieldNames = false,
  coin: Coin = CoinPicker,
}: {
  selection: SwapSelection;
  /**
   * The fields carry the /swap query's names (hidden `from`, `to`, `rate`, and `amount` on the
   * typed side when it is "You send"), so the form works as a GET form to /swap before hydration.
   */
  fieldNames?: boolean;
  currencies: readonly PickerCurrency[] | undefined;
  /** False while `currencies` holds only the popular coins and the full list is on its way. */
  complete?: boolean;
  /** Called when the visitor reaches for a picker (focus, pointer, open): load what it needs. */
  onPickerIntent?: () => void;
  onChange: (next: Partial<SwapSelection>) => void;
  /** What the side not typed shows. */
  quoted: QuotedSide;
  /** Min/max or an amount problem, under "You send" (limits are in the coin sent). */
  amountNote?: ReactNode;
  amountInvalid?: boolean;
  /**
   * A line under "You get" (the home page's estimate label). When given, even empty, its line is
   * kept from the first paint so that what arrives later moves nothing.
   */
  receiveNote?: ReactNode;
  /**
   * What shows each side's coin: the picker, or a widget's fixed coin (`lock`,
   * components/embed/locked-coin.tsx, which also hides the direction button).
   */
  coin?: ((props: Parameters<typeof CoinPicker>[0]) => ReactNode) | undefined;
}) {
  const t = useTranslations('SwapForm');
  const id = useId();
  const reverse = directionOf(selection) === 'reverse';
  const choose = (side: 'from' | 'to', code: string) => {
    const other = side === 'from' ? selection.to : selection.from;
    // Choosing the coin of the other side swaps the two instead of making an impossible pair.
    if (code === other) onChange({ from: selection.to, to: selection.from });
    else onChange({ [side]: code });
  };
  // Each field shows the typed amount on its own side and the quoted one on the other; the
  // quoted one is rounded for reading (8 decimals at most), never sent anywhere.
  const shown = (typed: boolean) => (typed ? selection.amount : inputAmount(quoted.amount));
  const noteId = amountNote ? `${id}-note` : undefined;

  return (
    <div className={styles.fields}>
      {fieldNames && (
        <>
          <input type="hidden" name="from" value={selection.from} />
          <input type="hidden" name="to" value={selection.to} />
          <input type="hidden" name="rate" value={selection.rateType} />
        </>
      )}
      <div className={styles.side}>
        <AmountInput
          id={`${id}-amount`}
          name={fieldNames && !reverse ? 'amount' : undefined}
          value={shown(!reverse)}
          placeholder={reverse ? quoted.placeholder : undefined}
          onChange={(amount) => onChange({ amount, direction: 'direct' })}
          describedBy={noteId}
          invalid={!reverse && amountInvalid}
        >
          <label className={styles.sideLabel} htmlFor={`${id}-amount`}>
            {t('youSend')}
          </label>
        </AmountInput>
        <Coin
          label={t('youSend')}
          value={selection.from}
          currencies={currencies}
          complete={complete}
          onIntent={onPickerIntent}
          onChange={(code) => choose('from', code)}
        />
        {amountNote && (
          <div id={noteId} className={styles.amountNote} data-invalid={amountInvalid || undefined}>
            {amountNote}
          </div>
        )}
      </div>
      {/* In the GET form (fieldNames) it is a submit button too: before hydration or without
          JavaScript it opens /swap with the pair swapped (`flip`, read by parseSelection). */}
      <button
        type={fieldNames ? 'submit' : 'button'}
        name={fieldNames ? FLIP_PARAM : undefined}
        value={fieldNames ? '1' : undefined}
        className={styles.flip}
        aria-label={t('swapDirection')}
        onClick={(event) => {
          event.preventDefault();
          onChange({ from: selection.to, to: selection.from });
        }}
      >
        <SwapIcon />
      </button>
      <div className={styles.side}>
        <AmountInput
          id={`${id}-receive`}
          value={shown(reverse)}
          placeholder={reverse ? undefined : quoted.placeholder}
          onChange={(amount) => onChange({ amount, direction: 'reverse' })}
          describedBy={[reverse ? noteId : undefined, receiveNote !== undefined && `${id}-get`]
            .filter(Boolean)
            .join(' ')}
          invalid={reverse && amountInvalid}
        >
          <label className={styles.sideLabel} htmlFor={`${id}-receive`}>
            {t('youGet')}
          </label>
        </AmountInput>
        <Coin
          label={t('youGet')}
          value={selection.to}
          currencies={currencies}
          complete={complete}
          onIntent={onPickerIntent}
          onChange={(code) => choose('to', code)}
        />
        {receiveNote !== undefined && (
          <div id={`${id}-get`} className={styles.amountNote}>
            {receiveNote}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * A quoted amount as the field shows it: '.'-decimal, no grouping, six significant digits (two
 * decimals from 1000 on), so it fits a phone's field; the offers list shows it in full.
 */
export function inputAmount(amount: string | null): string {
  if (amount === null) return '';
  const number = Number(amount);
  if (!Number.isFinite(number)) return '';
  const format =
    number >= 1000
      ? { maximumFractionDigits: 2 }
      : { maximumSignificantDigits: 6, maximumFractionDigits: 8 };
  return new Intl.NumberFormat('en-US', { ...format, useGrouping: false }).format(number);
}
