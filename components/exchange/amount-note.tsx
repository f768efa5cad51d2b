'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatAmount } from '@/components/asset/amount';
import type { LimitProblem } from '@/lib/rates/rank';
import styles from './exchange.module.css';

/**
 * Under the amount: the problem if there is one, otherwise the range the providers accept. A
 * limit the visitor typed past comes with a button that sets the amount to it ("Use 0.00009561
 * BTC"), when the typed amount is the one sent (in reverse the limit is in the other coin).
 */
export function AmountNote({
  problem,
  limits,
  ticker,
  validAmount,
  reverse = false,
  onUseAmount,
}: {
  problem: LimitProblem;
  limits: { min: string | null; max: string | null };
  /** Of the coin sent: every limit is in it. */
  ticker: string;
  validAmount: boolean;
  /** The visitor typed what they get: a problem is with the amount that would be sent. */
  reverse?: boolean;
  /** Sets the amount sent to a limit ('.'-decimal). */
  onUseAmount?: (amount: string) => void;
}) {
  const t = useTranslations('SwapForm');
  const locale = useLocale();
  const format = (value: string) => formatAmount(value, locale);
  if (!validAmount) return <span>{t('amountInvalid')}</span>;
  if (problem) {
    const key =
      problem.kind === 'below'
        ? reverse
          ? 'reverseBelowMin'
          : 'belowMin'
        : reverse
          ? 'reverseAboveMax'
          : 'aboveMax';
    const amount = format(problem.limit);
    return (
      <>
        <span role="alert">{t(key, { amount, ticker })}</span>
        {!reverse && onUseAmount && (
          <Button
            size="sm"
            variant="secondary"
            className={styles.useAmount}
            onClick={() => onUseAmount(problem.limit)}
          >
            {t('useAmount', { amount, ticker })}
          </Button>
        )}
      </>
    );
  }
  const parts = [
    limits.min && t('min', { amount: format(limits.min), ticker }),
    limits.max && t('max', { amount: format(limits.max), ticker }),
  ].filter(Boolean);
  return parts.length ? <span>{parts.join(' · ')}</span> : null;
}
