'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ApiClientError } from '@/lib/api/client-error';
import type { DexQuotesResponse } from '@/lib/dex/contract';
import { quoteAgeSeconds } from '@/lib/dex/client/quote-view';
import { formatAmount } from '@/lib/dex/client/units';
import styles from './swap.module.css';

// The quotes' age with a refresh, whether they are firm (a wallet is connected) or indicative,
// and one polite announcement per answer (the best output), not one per second.

export function QuoteStatus({
  answer,
  fetching,
  error,
  connected,
  onRefresh,
}: {
  answer: DexQuotesResponse | null;
  fetching: boolean;
  error: unknown;
  connected: boolean;
  onRefresh: () => void;
}) {
  const t = useTranslations('dexSwap');
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const best = answer?.quotes[0];
  const firm = best?.tx != null;
  const announcement = answer
    ? best
      ? t('announceBest', {
          count: answer.quotes.length,
          amount: `${formatAmount(best.amountOut, answer.to.decimals, locale)} ${answer.to.symbol}`,
          name: best.aggregator.name,
        })
      : t('noQuotes')
    : '';
  return (
    <div className={styles.quoteStatus} data-testid="dex-quote-status">
      <p className={styles.muted}>
        {fetching
          ? t('quoting')
          : answer
            ? t('updated', { seconds: quoteAgeSeconds(answer.quotedAt, now) })
            : null}
        {answer && !fetching
          ? ` · ${firm ? t('firm') : connected ? t('indicative') : t('indicativeNoWallet')}`
          : null}
      </p>
      <button type="button" className={styles.linkButton} onClick={onRefresh} disabled={fetching}>
        {t('refresh')}
      </button>
      <p role="status" aria-live="polite" className="visually-hidden">
        {fetching ? '' : announcement}
      </p>
      {error && !fetching ? (
        <p role="alert" className={styles.errorText}>
          {error instanceof ApiClientError && error.kind === 'api'
            ? error.message
            : t('quotesFailed')}
        </p>
      ) : null}
    </div>
  );
}
