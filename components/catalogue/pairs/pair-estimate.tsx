import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/components/asset/amount';
import type { PairFigures } from '@/lib/pages/data/pair-data';
import type { Locale } from '@/lib/i18n/locales';
import { formatDay } from './format';
import styles from './pairs.module.css';

/**
 * A pair page's figures before any offers round: the estimate from reference prices, named as
 * such, or that there is none. `live` says where the page's live offers are, so the note can
 * point to them.
 */
export async function PairEstimate({
  locale,
  reference,
  names,
  live,
  className,
}: {
  locale: Locale;
  reference: PairFigures['reference'];
  names: { from: string; to: string };
  live: 'above' | 'below';
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'PairPage' });
  return (
    <section
      aria-labelledby="pair-figures"
      className={className ? `${className} ${styles.estimate}` : styles.estimate}
      data-testid="pair-estimate"
    >
      <h2 id="pair-figures">{t('estimateTitle')}</h2>
      {reference ? (
        <>
          <p className={styles.estimateValue}>
            {t('estimateValue', { ...names, rate: formatAmount(reference.rate, locale) })}
          </p>
          <p className={styles.note}>
            {t(live === 'above' ? 'estimateNoteAbove' : 'estimateNote', {
              date: formatDay(reference.asOf, locale),
            })}
          </p>
        </>
      ) : (
        <p>{t('noEstimate')}</p>
      )}
    </section>
  );
}
