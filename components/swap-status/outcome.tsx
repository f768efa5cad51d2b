'use client';

import { useTranslations } from 'next-intl';
import { isTerminal, type SwapStatus } from '@/lib/swaps/status';
import type { SwapView } from '@/lib/swaps/contract';
import { ExternalLink } from './external-link';
import styles from './swap-status.module.css';

const EXPLAINED = ['finished', 'failed', 'refunded', 'expired', 'on_hold'] as const;
type Explained = (typeof EXPLAINED)[number];

function isExplained(status: SwapStatus): status is Explained {
  return (EXPLAINED as readonly SwapStatus[]).includes(status);
}

/** What happened, in plain words, and what the visitor can do next. */
export function Outcome({ swap }: { swap: SwapView }) {
  const t = useTranslations('SwapStatus.outcome');
  const { status } = swap;
  if (!isExplained(status)) {
    return <p className={styles.note}>{t(`progress.${status}`)}</p>;
  }
  const values = { provider: swap.provider.name };
  const tone = status === 'finished' ? 'success' : 'warning';
  return (
    <div className={styles.outcome} data-tone={tone}>
      <p className={styles.outcomeTitle}>{t(`${status}.what`, values)}</p>
      <p>{t(`${status}.next`, values)}</p>
      {/* Final-looking but not settled: a late deposit or a refund can still move it. */}
      {isTerminal(status) && !swap.settled && <p>{t('watching', values)}</p>}
      {/* A sandbox provider has no website or support desk to send the visitor to. */}
      {status !== 'finished' && !swap.sandbox && (
        <p>
          <ExternalLink href={swap.provider.website}>{t('providerSite', values)}</ExternalLink>
        </p>
      )}
    </div>
  );
}
