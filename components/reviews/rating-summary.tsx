import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { RatingAggregate } from '@/lib/reviews/aggregate';
import { Stars } from './stars';
import styles from './reviews.module.css';

/** The aggregate of the approved reviews: average, count and how many gave each rating. */
export async function RatingSummary({
  locale,
  aggregate,
}: {
  locale: Locale;
  aggregate: RatingAggregate;
}) {
  const t = await getTranslations({ locale, namespace: 'ReviewsPage' });
  const values = { average: aggregate.average, count: aggregate.count };
  return (
    <section className={styles.summary} aria-labelledby="rating-summary-title">
      <h2 id="rating-summary-title" className="visually-hidden">
        {t('summaryTitle')}
      </h2>
      <div className={styles.average}>
        <p className={styles.averageValue}>{t('average', values)}</p>
        <Stars value={aggregate.average} label={t('stars', values)} size={24} />
        <p className={styles.basedOn}>{t('basedOn', values)}</p>
      </div>
      <ul className={styles.distribution}>
        {aggregate.distribution.map(({ rating, count, percent }) => (
          <li key={rating}>
            <span className={styles.distributionLabel}>{t('ratingLabel', { rating })}</span>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
            <span className={styles.distributionCount}>
              {t('ratingCount', { count, share: percent / 100 })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
