'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { DexChain } from '@/lib/dex/chains';
import type { DexToken } from '@/lib/dex/contract';
import {
  amountFieldText,
  formatAmount,
  maxSpendable,
  type AmountCheck,
} from '@/lib/dex/client/units';
import { TokenDialog } from './token-dialog';
import styles from './swap.module.css';

// One side of the pair: its token, the wallet's balance of it, and the amount (typed on the sell
// side, "max" leaving gas for the native coin; the chosen quote's output on the buy side).

interface Props {
  side: 'sell' | 'buy';
  chain: DexChain;
  tokens: readonly DexToken[];
  token: DexToken | null;
  onToken: (token: DexToken) => void;
  balance: bigint | undefined;
  gasPriceWei: string | null;
  disabled: boolean;
  amountText?: string;
  onAmount?: (text: string) => void;
  amount?: AmountCheck | null;
  insufficient?: boolean;
  quoted?: { amountOut: string } | null;
}

export function AmountField(props: Props) {
  const { side, chain, tokens, token, onToken, balance, disabled } = props;
  const t = useTranslations('dexSwap');
  const locale = useLocale();
  const id = useId();
  const label = side === 'sell' ? t('sell') : t('buy');
  const amount = props.amount;
  const problem =
    amount?.kind === 'invalid' || amount?.kind === 'zero'
      ? t('blocked.invalidAmount')
      : amount?.kind === 'too_precise'
        ? t('blocked.tooPrecise', { decimals: amount.decimals })
        : props.insufficient && token
          ? t('blocked.insufficient', { symbol: token.symbol })
          : null;
  const max = () => {
    if (!token || balance === undefined || !props.onAmount) return;
    const gasPrice = props.gasPriceWei === null ? null : BigInt(props.gasPriceWei);
    props.onAmount(
      amountFieldText(
        maxSpendable(balance, token.native, gasPrice, chain.rollup !== undefined),
        token.decimals,
        locale,
      ),
    );
  };
  return (
    <div className={styles.side}>
      <div className={styles.sideHead}>
        <label htmlFor={`${id}-amount`} className={styles.label}>
          {label}
        </label>
        {token && balance !== undefined ? (
          <span className={styles.balance}>
            {t('balance', {
              amount: formatAmount(balance, token.decimals, locale),
              symbol: token.symbol,
            })}
            {side === 'sell' && balance > 0n ? (
              <button type="button" className={styles.linkButton} onClick={max} disabled={disabled}>
                {t('max')}
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className={styles.sideRow}>
        {side === 'sell' ? (
          <input
            id={`${id}-amount`}
            className={styles.amount}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            data-testid="dex-amount"
            value={props.amountText ?? ''}
            disabled={disabled}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => props.onAmount?.(event.target.value)}
          />
        ) : (
          <output
            id={`${id}-amount`}
            data-testid="dex-amount-out"
            className={styles.amount}
            aria-live="off"
          >
            {props.quoted && token
              ? formatAmount(props.quoted.amountOut, token.decimals, locale)
              : '—'}
          </output>
        )}
        <TokenDialog
          chainId={chain.id}
          label={label}
          tokens={tokens}
          value={token}
          onChange={onToken}
          testId={`dex-token-${side}`}
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={styles.errorText}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
