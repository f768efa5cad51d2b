'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatAmount } from './amount';
import type { LimitProblem } from '@/lib/rates/rank';

/** Under the amount: the problem if there is one, otherwise the range the providers accept. */
export function AmountNote({
  problem,
  limits,
  ticker,
  validAmount,
  reverse = false,
}: {
  problem: LimitProblem;
  limits: { min: string | null; max: string | null };
  /** Of the coin sent: every limit is in it. */
  ticker: string;
  validAmount: boolean;
  /** The visitor typed what they get: a problem is with the amount that would be sent. */
  reverse?: boolean;
}) {
  const t = useTranslations('SwapForm');
  const locale = useLocale();
  const format = (value: string) => formatAmount(value, locale);
  if (!validAmount) return <span>{t('amountInvalid')}</span>;
  if (problem?.kind === 'below') {
    const key = reverse ? 'reverseBelowMin' : 'belowMin';
    return <span role="alert">{t(key, { amount: format(problem.limit), ticker })}</span>;
  }
  if (problem?.kind === 'above') {
    const key = reverse ? 'reverseAboveMax' : 'aboveMax';
    return <span role="alert">{t(key, { amount: format(problem.limit), ticker })}</span>;
  }
  const parts = [
    limits.min && t('min', { amount: format(limits.min), ticker }),
    limits.max && t('max', { amount: format(limits.max), ticker }),
  ].filter(Boolean);
  return parts.length ? <span>{parts.join(' · ')}</span> : null;
}
