'use client';

import { useTranslations } from 'next-intl';
import type { OffersState } from './offers-state';
import styles from './offers.module.css';

/** "3 of 4 providers answered", announced politely, with a bar while answers are still due. */
export function OffersProgress({ state }: { state: OffersState }) {
  const t = useTranslations('Offers');
  const total = state.providers.length;
  const answered = state.offers.length + state.failures.length;
  const loading = state.phase === 'loading';

  let summary = '';
  if (loading && total === 0) summary = t('asking');
  else if (loading) summary = t('progress', { answered, total });
  else if (state.phase === 'done') summary = t('done', { count: state.offers.length, total });

  return (
    <div className={styles.progress}>
      <p aria-live="polite" aria-atomic="true" className={styles.summary}>
        {summary}
      </p>
      <span className={styles.barSlot}>
        {loading && (
          <progress
            className={styles.bar}
            max={Math.max(total, 1)}
            value={answered}
            aria-label={t('progressLabel')}
          />
        )}
      </span>
    </div>
  );
}
